import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BarChartIcon from '@mui/icons-material/BarChart';
import { useQuery } from '@tanstack/react-query';
import type { TKioskDetail } from '@kiosk/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, consolePaths } from '../../shared/routes/paths';
import { useAlertText } from './alert-texts';
import { ConnectionLabel } from './connection-label';
import { KioskVersions } from './kiosk-versions';
import { useConsoleFormat, type TConsoleFormat } from '../../shared/console-ui/console-format';
import { ConsoleGate } from './console-gate';
import { ConsoleLoadState } from './console-load-state';
import { consoleQueries } from './console-queries';
import { useRoleReaches } from './use-role-reaches';
import { ConsoleSection } from '../../shared/console-ui/console-table';
import {
  KioskAuditSection,
  KioskFaultsSection,
  KioskRecentSection,
  KioskStockSection,
} from './kiosk-sections';

/** `/operator/kiosks/:deviceId`: one kiosk's stock, slot faults, stock changes and recent counts. */
export function KioskScreen() {
  return (
    <ConsoleGate>
      <Kiosk />
    </ConsoleGate>
  );
}

function Kiosk() {
  const { t } = useTranslation();
  const { deviceId = '' } = useParams();
  const format = useConsoleFormat();
  const kiosk = useQuery(consoleQueries.kiosk(deviceId, format.language));
  const isAdmin = useRoleReaches('admin');
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 6, mb: 8 }}>
        <Button
          component={RouterLink}
          to={ROUTES.consoleFleet}
          variant="text"
          startIcon={<ArrowBackIcon aria-hidden="true" sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        >
          {t('console.kiosk.back')}
        </Button>
        <Button
          component={RouterLink}
          to={consolePaths.charts(deviceId)}
          variant="outlined"
          startIcon={<BarChartIcon aria-hidden="true" />}
        >
          {t('console.kiosk.charts')}
        </Button>
        <Button component={RouterLink} to={consolePaths.assortment(deviceId)} variant="outlined">
          {t('console.kiosk.assortment')}
        </Button>
        {isAdmin && (
          <Button component={RouterLink} to={consolePaths.kioskSettings(deviceId)} variant="outlined">
            {t('console.kioskSetup.settingsLink')}
          </Button>
        )}
      </Box>
      <ConsoleLoadState query={kiosk}>
        {(detail) => <KioskDetail kiosk={detail} format={format} />}
      </ConsoleLoadState>
    </>
  );
}

function KioskDetail({ kiosk, format }: { kiosk: TKioskDetail; format: TConsoleFormat }) {
  const { t } = useTranslation();
  const alertText = useAlertText(format);
  const open = kiosk.alerts.filter((alert) => !alert.isCleared);
  return (
    <>
      <Box sx={{ mb: 12 }}>
        <Typography variant="p2" component="h2">
          {kiosk.name}
        </Typography>
        <Typography variant="p5" sx={{ color: 'text.secondary' }}>
          {t('console.kiosk.idAndZone', { deviceId: kiosk.deviceId, timeZone: kiosk.timeZone })}
        </Typography>
        <Typography variant="p5" component="div" sx={{ mt: 2 }}>
          <ConnectionLabel connection={kiosk.connection} format={format} />
        </Typography>
        <KioskVersions agentVersion={kiosk.agentVersion} webVersion={kiosk.webVersion} />
      </Box>
      <ConsoleSection id="kiosk-alerts" title={t('console.kiosk.alerts')}>
        {open.length === 0 ? (
          <Typography variant="p5">{t('console.alerts.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 12 }}>
            {open.map((alert) => {
              const text = alertText(alert);
              return (
                <li key={alert.id} data-alert-kind={alert.kind}>
                  <Typography variant="p5">
                    {t('console.kiosk.alertLine', {
                      kind: text.kind,
                      detail: text.detail,
                      since: format.dateTime(alert.since),
                    })}
                  </Typography>
                </li>
              );
            })}
          </Box>
        )}
      </ConsoleSection>
      <KioskStockSection kiosk={kiosk} format={format} />
      <KioskFaultsSection kiosk={kiosk} format={format} />
      <KioskRecentSection kiosk={kiosk} format={format} />
      <KioskAuditSection kiosk={kiosk} format={format} />
    </>
  );
}
