import { type ReactNode, useContext, useId } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { TModalTitleIcon } from './modal-title-icon';
import { ModalButtons } from './modal-buttons';
import { ModalTitleBar } from './modal-title-bar';
import { TitleIconHoldContext } from './title-icon-hold';
import { useLongPress } from './use-long-press';

const MODAL_MAX_WIDTH_PX = { medium: 720, large: 960 } as const;

export type TModalButtonColor = 'primary' | 'secondary' | 'error' | 'warning' | 'success' | 'info';

export type TModalProps = {
  isOpen: boolean;
  title: string;
  /** docs/product.md §2: language, error, alarm, key, help, timeout or exit. */
  titleIcon?: TModalTitleIcon;
  titleIconColor?: TModalButtonColor;
  /** Fires when the title icon has been held for 5000 ms (docs/product.md §2). */
  onTitleIconLongPress?: () => void;
  /** The close button and Escape. Without it the modal has no close button and Escape does nothing. */
  onClose?: () => void;
  cancelLabel?: string;
  onCancel?: () => void;
  confirmLabel?: string;
  onConfirm?: () => void;
  confirmColor?: TModalButtonColor;
  isConfirmDisabled?: boolean;
  /** Shown between the title and the content, never scrolled away (e.g. a safety banner). */
  banner?: ReactNode;
  /** medium: up to 720 px wide; large: up to 960 px (long content such as instructions). */
  size?: 'medium' | 'large';
  /** Names the modal in the DOM (data-modal) for tests. */
  name?: string;
  children?: ReactNode;
};

/** What `Modal` gives its full form besides the modal's own props: when the closing transition ended. */
export type TModalViewProps = TModalProps & { onExited?: () => void };

/**
 * The modal's full form, loaded beside the first screen (see `modal.tsx`). docs/product.md §2 modal: a title with an optional icon (long press 5000 ms), a close button, content, and
 * cancel and confirm buttons. MUI's Dialog gives role="dialog", aria-modal, the focus trap, focus
 * return and Escape; the backdrop does not close it (a stray touch on a kiosk must not lose a step).
 */
export function ModalView({
  isOpen,
  title,
  titleIcon,
  titleIconColor = 'primary',
  onTitleIconLongPress,
  onClose,
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  confirmColor,
  isConfirmDisabled,
  banner,
  size = 'medium',
  name,
  children,
  onExited,
}: TModalViewProps) {
  const titleId = useId();
  const contentId = useId();
  const heldAction = useContext(TitleIconHoldContext);
  const longPress = useLongPress(onTitleIconLongPress ?? heldAction);
  const hasCancel = Boolean(cancelLabel && onCancel);
  const hasConfirm = Boolean(confirmLabel && onConfirm);

  return (
    <Dialog
      open={isOpen}
      // Only Escape closes, and only a modal given onClose (MUI 9 has no disableEscapeKeyDown): a modal
      // without it (a choice the visitor must make) ignores Escape, and no modal closes on a backdrop tap.
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') onClose?.();
      }}
      aria-labelledby={titleId}
      aria-describedby={children ? contentId : undefined}
      maxWidth={false}
      data-modal={name}
      slotProps={{
        transition: { onExited },
        paper: {
          // Modal while open; during its exit transition no longer, so keys and speech leave it.
          'aria-modal': isOpen,
          sx: {
            width: 'calc(100% - 32px)',
            maxWidth: MODAL_MAX_WIDTH_PX[size],
            borderRadius: (theme) => `${theme.radii.card}px`,
          },
        },
      }}
    >
      <ModalTitleBar
        titleId={titleId}
        title={title}
        titleIcon={titleIcon}
        titleIconColor={titleIconColor}
        longPress={longPress}
        onClose={onClose}
      />
      {banner ? <Box sx={{ px: 16, pb: 8 }}>{banner}</Box> : null}
      {children ? (
        <DialogContent id={contentId} sx={{ px: 16, pt: 4, pb: 8, typography: 'p4' }}>
          {children}
        </DialogContent>
      ) : null}
      {hasCancel || hasConfirm ? (
        <DialogActions
          sx={{ px: 16, pb: 16, pt: 8, gap: 8, flexWrap: 'wrap', '& > :not(style) ~ :not(style)': { ml: 0 } }}
        >
          <ModalButtons
            cancelLabel={cancelLabel}
            onCancel={onCancel}
            confirmLabel={confirmLabel}
            onConfirm={onConfirm}
            confirmColor={confirmColor}
            isConfirmDisabled={isConfirmDisabled}
          />
        </DialogActions>
      ) : null}
    </Dialog>
  );
}
