import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHardwareKeys } from './use-hardware-keys';

/** Digits laid out like a phone keypad; clear and backspace sit either side of 0. */
const DIGIT_ROWS = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
];
/** Digits, then letters in keyboard rows, and a hyphen (access codes). */
const ALPHANUMERIC_ROWS = [
  ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'],
  ['Q', 'W', 'E', 'R', 'T', 'Y', 'U', 'I', 'O', 'P'],
  ['A', 'S', 'D', 'F', 'G', 'H', 'J', 'K', 'L', '-'],
  ['Z', 'X', 'C', 'V', 'B', 'N', 'M'],
];

/** Keys are at least this tall and wide (WCAG 2.5.5 asks 44 px; a kiosk gets more). */
export const KEYPAD_KEY_MIN_PX = 64;

type Props = {
  layout?: 'digits' | 'alphanumeric';
  /** Names the group of keys for screen readers. */
  label: string;
  onKey: (key: string) => void;
  onBackspace: () => void;
  onClear: () => void;
  isDisabled?: boolean;
  /** Nothing entered yet: a hardware Backspace then goes back instead of erasing. */
  isEntryEmpty?: boolean;
};

const keySx = { minHeight: KEYPAD_KEY_MIN_PX, minWidth: KEYPAD_KEY_MIN_PX, fontSize: 28, fontWeight: 600 };

/**
 * On-screen keypad: character keys, a backspace key and a clear key. The same keys on a hardware
 * keypad or keyboard type on it too.
 */
export function Keypad({
  layout = 'digits',
  label,
  onKey,
  onBackspace,
  onClear,
  isDisabled = false,
  isEntryEmpty = false,
}: Props) {
  const { t } = useTranslation();
  const isDigits = layout === 'digits';
  const rows = isDigits ? DIGIT_ROWS : ALPHANUMERIC_ROWS;
  const group = useRef<HTMLDivElement>(null);
  useHardwareKeys({
    keys: isDigits ? [...rows.flat(), '0'] : rows.flat(),
    onKey,
    onBackspace,
    isEntryEmpty,
    isDisabled,
    keypad: group,
  });
  const columns = isDigits ? 3 : 10;
  const keyButton = (key: string) => (
    <Button key={key} variant="outlined" disabled={isDisabled} onClick={() => onKey(key)} sx={keySx}>
      {key}
    </Button>
  );
  const clear = (
    <Button
      variant="outlined"
      color="inherit"
      disabled={isDisabled}
      onClick={onClear}
      sx={{ ...keySx, fontSize: 20 }}
    >
      {t('keypad.clear')}
    </Button>
  );
  const backspace = (
    <Button
      variant="outlined"
      color="inherit"
      disabled={isDisabled}
      onClick={onBackspace}
      aria-label={t('keypad.backspace')}
      sx={keySx}
    >
      <BackspaceOutlinedIcon aria-hidden="true" />
    </Button>
  );
  return (
    <Box
      ref={group}
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(${KEYPAD_KEY_MIN_PX}px, 1fr))`,
        gap: 6,
        width: '100%',
        maxWidth: isDigits ? 420 : 960,
        mx: 'auto',
      }}
    >
      {rows.flat().map(keyButton)}
      {isDigits ? (
        <>
          {clear}
          {keyButton('0')}
          {backspace}
        </>
      ) : (
        <Box sx={{ gridColumn: 'span 3', display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6 }}>
          {clear}
          {backspace}
        </Box>
      )}
    </Box>
  );
}
