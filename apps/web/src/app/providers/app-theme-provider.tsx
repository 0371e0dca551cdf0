import { useEffect, useMemo, useReducer, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../i18n/document-language';
import { loadedRtlCache, loadRtlCache } from '../../i18n/rtl-styles';
import { createAppTheme } from '../theme/theme';

const ltrCache = createCache({ key: 'mui' });

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [, rtlCacheLoaded] = useReducer((count: number) => count + 1, 0);
  const isRtlLanguage = directionOf(i18n.resolvedLanguage ?? i18n.language) === 'rtl';
  // The texts of a right-to-left language load with its styles (i18n.ts), so this is mostly there already.
  const rtlCache = isRtlLanguage ? loadedRtlCache() : undefined;
  useEffect(() => {
    if (isRtlLanguage && !rtlCache) loadRtlCache().then(rtlCacheLoaded, () => undefined);
  }, [isRtlLanguage, rtlCache]);
  const direction = rtlCache ? 'rtl' : 'ltr';
  const theme = useMemo(() => createAppTheme(direction), [direction]);
  return (
    <CacheProvider value={rtlCache ?? ltrCache}>
      {/* The theme has no CSS variables: Material's provider would hand it to this same system provider,
          and carry its CSS-variables provider into the first screen for nothing. */}
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
