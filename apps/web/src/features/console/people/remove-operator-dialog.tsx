import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** Asks before an account is removed: it cannot be undone. Cancel has the focus first. */
export function RemoveOperatorDialog({
  name,
  onCancel,
  onConfirm,
}: {
  name: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={name !== null}
      onClose={onCancel}
      aria-labelledby="remove-person-title"
      aria-describedby="remove-person-body"
    >
      <DialogTitle id="remove-person-title">{t('people.confirmRemove.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-person-body">{t('people.confirmRemove.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus sx={{ minHeight: 44 }}>
          {t('people.confirmRemove.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" sx={{ minHeight: 44 }}>
          {t('people.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
