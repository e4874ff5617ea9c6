import { CssBaseline, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { deferredComponent } from '../components/deferredComponent';
import { subscribeToToastRequests, toastRequested } from '../components/toastQueue';
import { i18n } from '../i18n';
import { theme } from './theme';

// notistack and the toast alert load with the first toast (most page views show none).
const useToastHost = deferredComponent(() => import('./ToastHost'));

function Toasts() {
  const ToastHost = useToastHost(useSyncExternalStore(subscribeToToastRequests, toastRequested));
  return ToastHost && <ToastHost />;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          <Toasts />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
