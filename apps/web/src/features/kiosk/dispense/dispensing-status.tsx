import '../kiosk-texts';
import Box from '@mui/material/Box';
import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import SouthIcon from '@mui/icons-material/South';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { useTranslation } from 'react-i18next';
import { KIOSK_SCREEN_TEXT, KioskScreen } from '../../../shared/components/kiosk-screen';
import { PROGRESS_BAR_COLOURS, TALL_PORTRAIT_MEDIA } from '../../../shared/theme/theme-constants';

type TProps = { current: number; total: number; dispensed: number };

/**
 * The progress bar: a white track outlined in dark grey, filled in the primary colour, so that an empty
 * bar (item 1) is as plain to see as a full one (WCAG 2.2 non-text contrast, 3:1).
 */
const PROGRESS_SX = {
  width: '100%',
  maxWidth: 720,
  height: 24,
  borderRadius: 12,
  boxSizing: 'border-box',
  border: `2px solid ${PROGRESS_BAR_COLOURS.outline}`,
  bgcolor: PROGRESS_BAR_COLOURS.track,
  [`& .${linearProgressClasses.bar}`]: { bgcolor: PROGRESS_BAR_COLOURS.fill, borderRadius: 12 },
  [TALL_PORTRAIT_MEDIA]: { height: 40, borderRadius: 20 },
} as const;

/**
 * While dispensing: 'Item X of Y' with a progress bar, and 'Please retrieve your items' at the bottom,
 * pointing down to the kiosk's tray.
 */
export function DispensingStatus({ current, total, dispensed }: TProps) {
  const { t } = useTranslation();
  const progressText = total > 0 ? t('dispense.progress', { current, total }) : '';
  return (
    <KioskScreen
      actions={
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
          <Typography variant="p3" sx={{ fontWeight: 600, ...KIOSK_SCREEN_TEXT.message }}>
            {t('dispense.retrieve')}
          </Typography>
          <SouthIcon aria-hidden="true" color="primary" sx={KIOSK_SCREEN_TEXT.icon} />
        </Box>
      }
    >
      <MoveToInboxIcon aria-hidden="true" color="primary" sx={KIOSK_SCREEN_TEXT.icon} />
      <Typography variant="p1" component="h2" sx={KIOSK_SCREEN_TEXT.title}>
        {t('dispense.dispensing')}
      </Typography>
      <Typography
        variant="p2"
        role="status"
        aria-live="polite"
        data-testid="dispense-progress"
        sx={{ [TALL_PORTRAIT_MEDIA]: { fontSize: 40, lineHeight: 1.3 } }}
      >
        {progressText}
      </Typography>
      <LinearProgress
        variant={total > 0 ? 'determinate' : 'indeterminate'}
        value={total > 0 ? (dispensed / total) * 100 : undefined}
        aria-label={t('dispense.progressLabel')}
        sx={PROGRESS_SX}
      />
    </KioskScreen>
  );
}
