import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PasskeyDialog } from './passkey-dialog';
import { ReportPanel } from './report-panel';
import { SlotCountsPanel } from './slot-counts-panel';
import { StaffGate } from './staff-gate';
import { StaffNav } from './staff-nav';
import type { TStaffSession } from '../../shared/staff-session/staff-session-store';
import { StockAuditList } from './stock-audit-list';
import { StockEditActions } from './stock-edit-actions';
import { StockFeedback } from './stock-feedback';
import { StockLoadState } from './stock-load-state';
import { StockReview } from './stock-review';
import { StockTable } from './stock-table';
import { useReloadStock, useStockManagement } from './use-stock-management';

/** `/stock-management`: product stock; edit, new stock count, review the changes, save after the passkey. */
export function StockManagementScreen() {
  return (
    <StaffGate>{(session, deviceId) => <StockManagement session={session} deviceId={deviceId} />}</StaffGate>
  );
}

function StockManagement({ session, deviceId }: { session: TStaffSession; deviceId: string }) {
  const { t, i18n } = useTranslation();
  const screen = useStockManagement(session, deviceId);
  const { stock, audit, items, productTitles, mode } = screen;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <StaffNav session={session} />
      <StockFeedback feedback={screen.feedback} />

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <Typography id="product-stock-title" variant="p2" component="h2" sx={{ flex: 1 }}>
          {t('stock.title')}
        </Typography>
        {mode === 'view' && stock.isSuccess ? (
          <Button variant="contained" onClick={screen.onEdit}>
            {t('stock.edit')}
          </Button>
        ) : null}
      </Box>

      <StockLoadState query={stock}>
        {mode === 'review' ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            <Typography variant="p3" component="h3">
              {t('stock.reviewTitle')}
            </Typography>
            <StockReview changes={screen.changes} productTitles={productTitles} />
          </Box>
        ) : (
          <StockTable
            items={items}
            productTitles={productTitles}
            isEditing={mode === 'edit'}
            drafts={screen.drafts}
            onDraftChange={screen.onDraftChange}
            captionId="product-stock-title"
          />
        )}
      </StockLoadState>

      <StockEditActions
        mode={mode}
        hasChanges={screen.changes.length > 0}
        hasInvalid={screen.invalid.length > 0}
        onModeChange={screen.setMode}
        onCancelEdit={screen.onCancelEdit}
        onOpenPasskey={screen.onOpenPasskey}
      />

      <SlotsSection screen={screen} session={session} deviceId={deviceId} />

      <Typography id="stock-audit-title" variant="p2" component="h2" sx={{ mt: 12 }}>
        {t('stock.audit.title')}
      </Typography>
      <StockLoadState query={audit}>
        <StockAuditList
          entries={audit.data ?? []}
          items={items}
          productTitles={productTitles}
          locale={i18n.resolvedLanguage ?? 'en'}
          captionId="stock-audit-title"
        />
      </StockLoadState>

      <Typography variant="p2" component="h2" sx={{ mt: 12 }}>
        {t('report.title')}
      </Typography>
      <ReportPanel deviceId={deviceId} passkey={session.passkey} />

      <PasskeyDialog
        isOpen={screen.isPasskeyOpen}
        isBusy={screen.isSaving}
        error={screen.passkeyError}
        onConfirm={(passkey) => void screen.onSave(passkey)}
        onCancel={screen.onClosePasskey}
      />
    </Box>
  );
}

type TSectionProps = {
  screen: ReturnType<typeof useStockManagement>;
  session: TStaffSession;
  deviceId: string;
};

/** Every slot of the kiosk: its count and state, a new count, back in service. */
function SlotsSection({ screen, session, deviceId }: TSectionProps) {
  const { t } = useTranslation();
  const reload = useReloadStock(deviceId, session.passkey);
  return (
    <>
      <Typography id="slots-title" variant="p2" component="h2" sx={{ mt: 12 }}>
        {t('slots.title')}
      </Typography>
      <StockLoadState query={screen.stock}>
        <SlotCountsPanel
          deviceId={deviceId}
          passkey={session.passkey}
          items={screen.items}
          productTitles={screen.productTitles}
          captionId="slots-title"
          onChanged={reload}
        />
      </StockLoadState>
    </>
  );
}
