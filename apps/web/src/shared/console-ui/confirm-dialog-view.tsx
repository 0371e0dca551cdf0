import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** What a confirmation asks: its title, what follows, and the words of its two buttons. */
export type TConfirmTexts = { title: string; body: string; confirm: string; cancel: string };

export type TConfirmDialogProps = {
  id: string;
  /** The texts while it is open; null: closed. */
  texts: TConfirmTexts | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Asks before a console change that is hard to take back (a removal, a retirement, a cleared second
 * factor). Cancel has the focus first; both buttons are 44 px targets. Loaded by ConfirmDialog
 * (confirm-dialog.tsx) when it is first asked.
 */
export function ConfirmDialogView({ id, texts, onCancel, onConfirm }: TConfirmDialogProps) {
  return (
    <Dialog
      open={texts !== null}
      onClose={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <DialogTitle id={`${id}-title`}>{texts?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`}>{texts?.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus sx={{ minHeight: 44 }}>
          {texts?.cancel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" sx={{ minHeight: 44 }}>
          {texts?.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
