import { useState } from 'react';
import Button from '@mui/material/Button';
import LanguageIcon from '@mui/icons-material/Language';
import { useTranslation } from 'react-i18next';
import { useDeviceConfig } from '../device-config-api';
import { languageCodeOf } from '../../../i18n/language-code';
import { useDeviceId } from '../../../shared/lib/use-device-id';
import { ChangeLanguageModal } from './change-language-modal';
import { kioskLanguagesOf } from './kiosk-languages';

/** The header's language button: the current language's own name; opens the change-language modal. */
export function ChangeLanguageButton() {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const config = useDeviceConfig(useDeviceId());
  const languages = kioskLanguagesOf(config.data);
  const current = languageCodeOf(i18n.language);
  const currentName = languages.find((language) => language.id === current)?.nameNative ?? current;

  const onSelect = (languageId: string) => {
    setIsOpen(false);
    void i18n.changeLanguage(languageId);
  };

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<LanguageIcon aria-hidden="true" />}
        aria-label={t('language.buttonLabel', { language: currentName })}
        onClick={(event) => {
          event.stopPropagation();
          setIsOpen(true);
        }}
      >
        {currentName}
      </Button>
      <ChangeLanguageModal
        isOpen={isOpen}
        languages={languages}
        currentLanguage={current}
        onSelect={onSelect}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}
