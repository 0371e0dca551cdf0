import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/components/modal';
import { PasskeyField } from './passkey-field';

/** Why the passkey was not accepted, shown in the dialog. */
export type TPasskeyDialogError =
  { kind: 'invalid' } | { kind: 'other'; message: string; description: string };

type Props = {
  isOpen: boolean;
  isBusy: boolean;
  error: TPasskeyDialogError | null;
  onConfirm: (passkey: string) => void;
  onCancel: () => void;
};

/** docs/product.md §4: stock changes are saved after entering the passkey; 'Invalid credentials' when it is wrong. */
export function PasskeyDialog({ isOpen, isBusy, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const [passkey, setPasskey] = useState('');
  // Closing the dialog or a refused passkey empties the field (checked while rendering, as props change).
  const [seen, setSeen] = useState({ isOpen, error });
  if (seen.isOpen !== isOpen || seen.error !== error) {
    setSeen({ isOpen, error });
    if (!isOpen || error) setPasskey('');
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (passkey && !isBusy) onConfirm(passkey);
  };
  return (
    <Modal
      isOpen={isOpen}
      name="stock-passkey"
      title={t('stock.passkeyTitle')}
      titleIcon="key"
      onClose={onCancel}
      cancelLabel={t('stock.cancel')}
      onCancel={onCancel}
      confirmLabel={isBusy ? t('stock.saving') : t('stock.save')}
      onConfirm={() => (passkey && !isBusy ? onConfirm(passkey) : undefined)}
      isConfirmDisabled={!passkey || isBusy}
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 8, pt: 4 }}
      >
        <Typography variant="p4">{t('stock.passkeyRequired')}</Typography>
        <PasskeyField
          id="stock-save-passkey"
          value={passkey}
          onChange={setPasskey}
          isDisabled={isBusy}
          autoFocus
          errorId={error ? 'stock-save-passkey-error' : null}
        />
        {error ? (
          <Alert id="stock-save-passkey-error" severity="error" role="alert">
            {error.kind === 'invalid'
              ? t('staff.signIn.invalid')
              : `${error.message} ${error.description}`.trim()}
          </Alert>
        ) : null}
      </Box>
    </Modal>
  );
}
