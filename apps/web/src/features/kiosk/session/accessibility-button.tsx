import Button, { type ButtonProps } from '@mui/material/Button';
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import { useTranslation } from 'react-i18next';
import { useKioskSession } from './kiosk-session-context';

type Props = Pick<ButtonProps, 'variant' | 'sx'>;

/**
 * Opens the accessibility modal ('More time'); only on devices allowed the extension (docs/product.md §4, §6).
 * Pressed while accessibility mode is on.
 */
export function AccessibilityButton({ variant = 'outlined', sx }: Props) {
  const { t } = useTranslation();
  const { isAccessibilityAllowed, isExtended, onOpenAccessibility } = useKioskSession();
  if (!isAccessibilityAllowed) return null;
  return (
    <Button
      variant={variant}
      color="inherit"
      sx={sx}
      aria-pressed={isExtended}
      startIcon={<AccessibilityNewIcon aria-hidden="true" />}
      onClick={(event) => {
        event.stopPropagation();
        onOpenAccessibility();
      }}
    >
      {t('session.accessibilityButton')}
    </Button>
  );
}
