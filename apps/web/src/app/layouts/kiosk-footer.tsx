import Button from '@mui/material/Button';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/routes/paths';

/** The kiosk's footer actions. */
export function KioskFooter() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={ROUTES.help} variant="outlined" startIcon={<HelpOutlineIcon />}>
      {t('screens.help')}
    </Button>
  );
}
