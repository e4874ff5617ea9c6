import { CssBaseline, ThemeProvider } from '@mui/material';
import { TOAST_MS } from '@rc/domain';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { Toast } from './Toast';
import { theme } from './theme';

const toastComponents = { default: Toast, info: Toast, success: Toast, warning: Toast, error: Toast };

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider
            anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
            autoHideDuration={TOAST_MS.error}
            maxSnack={3}
            Components={toastComponents}
          >
            {children}
          </SnackbarProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
