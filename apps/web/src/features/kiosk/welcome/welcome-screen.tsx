import Button from '@mui/material/Button';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../shared/routes/paths';
import { MessageScreen } from '../../../shared/components/kiosk-screen';
import { TALL_PORTRAIT_MEDIA } from '../../../shared/theme/theme-constants';
import { AccessibilityButton } from '../session/accessibility-button';
import { BEGIN_BUTTON_SX, BEGIN_TITLE_SX } from './begin-button';
import { KioskReserveEntry } from './kiosk-reserve-entry';

/** docs/product.md §1: tap the screen to begin. A tap anywhere starts; the button serves keyboards and readers. */
export function WelcomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onBegin = () => {
    void navigate(ROUTES.products);
  };
  return (
    <MessageScreen
      onClick={onBegin}
      title={t('welcome.title')}
      message={t('welcome.subtitle')}
      titleSx={BEGIN_TITLE_SX}
      action={
        <>
          <Button
            variant="contained"
            startIcon={<TouchAppIcon aria-hidden="true" />}
            onClick={(event) => {
              event.stopPropagation();
              onBegin();
            }}
            sx={BEGIN_BUTTON_SX}
          >
            {t('welcome.tapToBegin')}
          </Button>
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
        </>
      }
    />
  );
}
