import './staff-texts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { languageCodeOf } from '../../i18n/language-code';
import type { TStaffSession } from '../../shared/staff-session/staff-session-store';
import { HardwareCheckPanel } from './hardware-check-panel';
import { StaffGate } from './staff-gate';
import { StaffNav } from './staff-nav';
import { StaffSection } from './staff-section';
import { StockLoadState } from './stock-load-state';
import { useRefreshStock } from './use-refresh-stock';
import { useCatalogueNames, useStockList } from './use-stock-data';

/** `/hardware-check`: the kiosk's slots; one unit test-dispensed from a chosen slot, and the sensor's answer. */
export function HardwareCheckScreen() {
  return (
    <StaffGate>{(session, deviceId) => <HardwareCheck session={session} deviceId={deviceId} />}</StaffGate>
  );
}

function HardwareCheck({ session, deviceId }: { session: TStaffSession; deviceId: string }) {
  const { t, i18n } = useTranslation();
  const locale = languageCodeOf(i18n.resolvedLanguage);
  const stock = useStockList(deviceId, session.passkey, locale);
  const { productTitles } = useCatalogueNames(deviceId, locale);
  const refresh = useRefreshStock(deviceId, session, locale);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <StaffNav session={session} />
      <StaffSection titleId="hardware-check-title" title={t('hardwareCheck.title')}>
        <Typography variant="p4">{t('hardwareCheck.intro')}</Typography>
        <StockLoadState query={stock}>
          <HardwareCheckPanel
            deviceId={deviceId}
            passkey={session.passkey}
            locale={locale}
            items={stock.data ?? []}
            productTitles={productTitles}
            captionId="hardware-check-title"
            onChanged={refresh}
          />
        </StockLoadState>
      </StaffSection>
    </Box>
  );
}
