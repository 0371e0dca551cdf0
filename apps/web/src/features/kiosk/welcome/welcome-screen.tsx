import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../shared/routes/paths';
import { TALL_PORTRAIT_MEDIA } from '../../../shared/theme/theme-constants';
import { AccessibilityButton } from '../session/accessibility-button';
import { BeginScreen } from './begin-screen';
import { KioskReserveEntry } from './kiosk-reserve-entry';

/** docs/product.md §1: tap the screen to begin. A tap anywhere starts; the button serves keyboards and readers. */
export function WelcomeScreen() {
  const { t } = useTranslation();
  return (
    <BeginScreen
      title={t('welcome.title')}
      message={t('welcome.subtitle')}
      beginLabel={t('welcome.tapToBegin')}
      to={ROUTES.products}
    >
      {/* Reserve on the phone, or pick a reservation up here. */}
      <KioskReserveEntry />
      {/* Only on devices allowed the accessibility extension (docs/product.md §4, §6). */}
      <AccessibilityButton
        variant="outlined"
        sx={{
          minHeight: 64,
          px: 24,
          fontSize: 22,
          alignSelf: 'center',
          [TALL_PORTRAIT_MEDIA]: { minHeight: 80 },
        }}
      />
    </BeginScreen>
  );
}
