import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** WCAG 2.4.2: every screen has its own document title, "<screen> – HealthPoint". */
export const useDocumentTitle = (screenTitle: string | undefined): void => {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = screenTitle ? t('app.pageTitle', { title: screenTitle }) : t('app.name');
  }, [screenTitle, t]);
};
