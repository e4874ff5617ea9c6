import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/queryClient';
import { AppRoutes } from './app/router';
import { initialLanguageShown } from './i18n';
import { loadConfiguration } from './lib/configuration';
import { registerServiceWorker } from './lib/serviceWorker';
import { sessionQuery } from './lib/session';

const queryClient = createQueryClient();
// Configuration is public and loaded at start; the session check starts at the same time.
void loadConfiguration(queryClient);
void queryClient.prefetchQuery(sessionQuery);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

void initialLanguageShown.then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);

registerServiceWorker();
