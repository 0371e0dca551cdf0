import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { stockQueries } from '../../shared/api/stock-api';
import { languageCodeOf } from '../../i18n/language-code';
import { SlotFaultsPanel } from './slot-faults-panel';
import { StaffGate } from './staff-gate';
import { StaffNav } from './staff-nav';
import type { TStaffSession } from '../../shared/staff-session/staff-session-store';
import { StockLoadState } from './stock-load-state';
import { TestDispensePanel } from './test-dispense-panel';
import { TestModeSwitch } from './test-mode-switch';
import { useCatalogueNames, useSlotFaults, useStockList } from './use-stock-data';

/** `/test-dispense-status`: the test-dispense switch, a test dispense with progress, and slot faults. */
export function TestDispenseStatusScreen() {
  return (
    <StaffGate>
      {(session, deviceId) => <TestDispenseStatus session={session} deviceId={deviceId} />}
    </StaffGate>
  );
}

function TestDispenseStatus({ session, deviceId }: { session: TStaffSession; deviceId: string }) {
  const { t, i18n } = useTranslation();
  const locale = languageCodeOf(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const stock = useStockList(deviceId, session.passkey, locale);
  const faults = useSlotFaults(deviceId, session.passkey, locale);
  const { productTitles, packSizes } = useCatalogueNames(deviceId, locale);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: stockQueries.list(deviceId, session.passkey, locale).queryKey,
      }),
      queryClient.invalidateQueries({
        queryKey: stockQueries.faults(deviceId, session.passkey, locale).queryKey,
      }),
      queryClient.invalidateQueries({ queryKey: stockQueries.audit(deviceId, session.passkey).queryKey }),
    ]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <StaffNav session={session} />
      <Box
        component="section"
        aria-labelledby="test-mode-title"
        sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}
      >
        <Typography id="test-mode-title" variant="p2" component="h2">
          {t('testDispense.modeTitle')}
        </Typography>
        <TestModeSwitch session={session} />
      </Box>
      <Box
        component="section"
        aria-labelledby="test-dispense-title"
        sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}
      >
        <Typography id="test-dispense-title" variant="p2" component="h2">
          {t('testDispense.title')}
        </Typography>
        <StockLoadState query={stock}>
          <TestDispensePanel
            deviceId={deviceId}
            passkey={session.passkey}
            locale={locale}
            items={stock.data ?? []}
            productTitles={productTitles}
            packSizes={packSizes}
            onEnded={() => void refresh()}
          />
        </StockLoadState>
      </Box>
      <Box
        component="section"
        aria-labelledby="slot-faults-title"
        sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}
      >
        <Typography id="slot-faults-title" variant="p2" component="h2">
          {t('faults.title')}
        </Typography>
        <StockLoadState query={faults}>
          {faults.data ? (
            <SlotFaultsPanel
              deviceId={deviceId}
              passkey={session.passkey}
              locale={locale}
              data={faults.data}
              productTitles={productTitles}
              onCleared={refresh}
            />
          ) : null}
        </StockLoadState>
      </Box>
    </Box>
  );
}
