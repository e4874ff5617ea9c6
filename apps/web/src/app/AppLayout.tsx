import { Box, Container } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { hasQueuedReports, onQueuedReportsFlag } from '../features/mileage-reports/queueFlag';
import { CookieConsent } from '../features/session/CookieConsent';
import { IdleTimeout } from '../features/session/IdleTimeout';
import { useSession } from '../lib/session';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

/** Sends odometer readings made offline: a chunk of its own, loaded only while this browser holds some. */
const QueuedReportsSender = lazy(() => import('../features/mileage-reports/QueuedReports'));

/** Landmarks header / main / footer around every page. */
export function AppLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  // The staff console's tables use the whole width; participant pages keep a reading width.
  const { isAdmin, isParticipant, session } = useSession();
  const queuedReports = useSyncExternalStore(onQueuedReportsFlag, hasQueuedReports, () => false);

  // After an in-app navigation, move focus to the new page so screen readers start there.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = mainRef.current;
    const active = document.activeElement;
    // Never steal focus from a menu, dialog or toast that opened meanwhile (they live in portals).
    const focusIsInPage = !active || active === document.body || main?.contains(active) || active.closest('header');
    if (main && focusIsInPage) main.focus({ preventScroll: false });
  }, [pathname]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <TopBar />
      <CookieConsent />
      <Box
        component="main"
        id="main"
        ref={mainRef}
        tabIndex={-1}
        sx={{ flex: 1, py: isAdmin ? 2 : { xs: 2, sm: 4 }, '&:focus': { outline: 'none' } }}
      >
        <Container maxWidth={isAdmin ? false : 'lg'}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      <Footer />
      <IdleTimeout />
      {isParticipant && session && queuedReports && (
        <Suspense fallback={null}>
          <QueuedReportsSender username={session.username} />
        </Suspense>
      )}
    </Box>
  );
}
