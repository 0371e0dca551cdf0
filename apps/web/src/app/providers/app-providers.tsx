import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18n from '../../i18n/i18n';
import { AppThemeProvider } from './app-theme-provider';
import { createQueryClient } from './query-client';

type Props = { children: ReactNode; queryClient?: QueryClient };

/** Query client, i18n and theme, in that order (the theme's direction follows the language). */
export function AppProviders({ children, queryClient }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <AppThemeProvider>{children}</AppThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
