import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { MIN_TOUCH_TARGET_PX } from '../../theme/theme-constants';
import { MODAL_ICON_COMPONENTS, type TModalTitleIcon } from './modal-title-icon';
import type { TLongPressHandlers } from './use-long-press';

type TProps = {
  titleId: string;
  title: string;
  titleIcon?: TModalTitleIcon;
  titleIconColor: string;
  /** The title icon's press handlers (its long press, docs/product.md §2). */
  longPress: TLongPressHandlers;
  onClose?: () => void;
};

/** The modal's top row: the optional title icon (held to act), the title, and the close button. */
export function ModalTitleBar({ titleId, title, titleIcon, titleIconColor, longPress, onClose }: TProps) {
  const { t } = useTranslation();
  const Icon = titleIcon ? MODAL_ICON_COMPONENTS[titleIcon] : null;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        pt: 12,
        pb: 4,
        paddingInlineStart: 16,
        paddingInlineEnd: 8,
      }}
    >
      {Icon ? (
        <Box
          data-testid="modal-title-icon"
          {...longPress}
          onContextMenu={(event) => event.preventDefault()}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            minWidth: MIN_TOUCH_TARGET_PX,
            minHeight: MIN_TOUCH_TARGET_PX,
            color: `${titleIconColor}.main`,
            touchAction: 'none',
            userSelect: 'none',
            WebkitTouchCallout: 'none',
          }}
        >
          <Icon aria-hidden="true" sx={{ fontSize: 36 }} />
        </Box>
      ) : null}
      <Typography id={titleId} component="h2" variant="p2" sx={{ flex: 1, py: 4 }}>
        {title}
      </Typography>
      {onClose ? (
        <IconButton
          size="large"
          onClick={onClose}
          aria-label={t('modal.close')}
          data-keypad-back
          sx={{ alignSelf: 'flex-start' }}
        >
          <CloseIcon aria-hidden="true" />
        </IconButton>
      ) : null}
    </Box>
  );
}
