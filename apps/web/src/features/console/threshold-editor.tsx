import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { TConsoleFormat } from '../../shared/console-ui/console-format';
import { ThresholdDialog, type TThresholdItem } from './threshold-dialog';
import { useRoleReaches } from './use-role-reaches';

type TEditorProps = {
  /** The kiosk whose own thresholds change, or null for every kiosk's. */
  deviceId: string | null;
  format: TConsoleFormat;
  /** The page between the message and the dialog; `edit` opens the dialog on a sku. */
  children: (edit: (item: TThresholdItem) => void) => ReactNode;
};

/**
 * Changing low-stock thresholds from a table: the dialog, opened by the table's change buttons, and the
 * message of the last change saved above the table.
 */
export function ThresholdEditor({ deviceId, format, children }: TEditorProps) {
  const [editing, setEditing] = useState<TThresholdItem | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const edit = (item: TThresholdItem) => {
    setSaved(null);
    setEditing(item);
  };
  return (
    <>
      {/* A live region there before the message, so that the message is read out when it comes. */}
      <Box role="status" sx={{ '&:not(:empty)': { mb: 6 } }}>
        {saved ? (
          <Alert severity="success" role="none">
            {saved}
          </Alert>
        ) : null}
      </Box>
      {children(edit)}
      <ThresholdDialog
        deviceId={deviceId}
        item={editing}
        format={format}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setSaved(message);
        }}
      />
    </>
  );
}

/** A table row's button that opens the dialog; `label` names the sku (and the scope) for screen readers. */
export function ThresholdChangeButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  // A viewer only reads: thresholds are changed by operators and admins.
  if (!useRoleReaches('operator')) return null;
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={onClick}
      aria-label={label}
      sx={{ minHeight: 44, minWidth: 44 }}
    >
      {t('console.threshold.change')}
    </Button>
  );
}
