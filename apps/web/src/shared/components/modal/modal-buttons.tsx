import Button from '@mui/material/Button';
import type { TModalProps } from './modal-view';

type Props = Pick<
  TModalProps,
  'cancelLabel' | 'onCancel' | 'confirmLabel' | 'onConfirm' | 'confirmColor' | 'isConfirmDisabled'
>;

/** A modal's cancel and confirm buttons (each shown when it has a label and an action). */
export function ModalButtons({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  confirmColor = 'primary',
  isConfirmDisabled = false,
}: Props) {
  return (
    <>
      {cancelLabel && onCancel ? (
        <Button variant="outlined" onClick={onCancel} sx={{ minWidth: 160 }}>
          {cancelLabel}
        </Button>
      ) : null}
      {confirmLabel && onConfirm ? (
        <Button
          variant="contained"
          color={confirmColor}
          onClick={onConfirm}
          disabled={isConfirmDisabled}
          sx={{ minWidth: 160 }}
        >
          {confirmLabel}
        </Button>
      ) : null}
    </>
  );
}
