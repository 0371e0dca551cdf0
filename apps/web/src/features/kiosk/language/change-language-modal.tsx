import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import type { TLanguage } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/components/modal';
import { langTagOf } from '../../../shared/lib/money';

type Props = {
  isOpen: boolean;
  languages: TLanguage[];
  currentLanguage: string;
  onSelect: (languageId: string) => void;
  onClose: () => void;
};

/** docs/product.md §2 change-language modal: each of the device's languages by its own name. */
export function ChangeLanguageModal({ isOpen, languages, currentLanguage, onSelect, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      name="change-language"
      isOpen={isOpen}
      title={t('language.title')}
      titleIcon="language"
      onClose={onClose}
      cancelLabel={t('language.cancel')}
      onCancel={onClose}
    >
      <Box
        component="ul"
        aria-label={t('language.listLabel')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: 8,
        }}
      >
        {languages.map((language) => {
          const isCurrent = language.id === currentLanguage;
          return (
            <li key={language.id}>
              <Button
                fullWidth
                variant={isCurrent ? 'contained' : 'outlined'}
                aria-pressed={isCurrent}
                lang={langTagOf(language.id)}
                dir={language.ltr ? 'ltr' : 'rtl'}
                onClick={() => onSelect(language.id)}
                endIcon={isCurrent ? <CheckIcon aria-hidden="true" /> : undefined}
                sx={{ minHeight: 64, fontSize: 22, justifyContent: 'space-between' }}
              >
                {language.nameNative}
              </Button>
            </li>
          );
        })}
      </Box>
    </Modal>
  );
}
