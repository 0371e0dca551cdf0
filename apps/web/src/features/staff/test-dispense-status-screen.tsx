import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { languageCodeOf } from '../../i18n/language-code';
import { SlotFaultsPanel } from './slot-faults-panel';
import { StaffGate } from './staff-gate';
import { StaffNav } from './staff-nav';
import { StaffSection } from './staff-section';
import type { TStaffSession } from '../../shared/staff-session/staff-session-store';
import { StockLoadState } from './stock-load-state';
import { TestDispensePanel } from './test-dispense-panel';
import { TestModeSwitch } from './test-mode-switch';
import { useRefreshStock } from './use-refresh-stock';
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
  const stock = useStockList(deviceId, session.passkey, locale);
  const faults = useSlotFaults(deviceId, session.passkey, locale);
  const { productTitles, packSizes } = useCatalogueNames(deviceId, locale);
  const refresh = useRefreshStock(deviceId, session, locale);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <StaffNav session={session} />
      <StaffSection titleId="test-mode-title" title={t('testDispense.modeTitle')}>
        <TestModeSwitch session={session} />
      </StaffSection>
      <StaffSection titleId="test-dispense-title" title={t('testDispense.title')}>
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
      </StaffSection>
      <StaffSection titleId="slot-faults-title" title={t('faults.title')}>
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
      </StaffSection>
    </Box>
  );
}
