import { Alert, Typography } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { RouterLink } from '../components/RouterLink';
import { usePageTitle } from '../lib/usePageTitle';

/** Shown inside the layout when a page fails to render or its chunk fails to load. */
export function ErrorPage() {
  const { t } = useTranslation();
  usePageTitle(t('errorPage.title'));
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('errorPage.heading')}
      </Typography>
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('messages.unexpectedError')}
      </Alert>
      <RouterLink to="/dashboard">{t('errorPage.backToDashboard')}</RouterLink>
    </>
  );
}

interface BoundaryProps {
  /** The location the page was shown for: the error is forgotten once the user goes elsewhere. */
  locationKey: string;
  children: ReactNode;
}

// React reports the caught error on the console itself.
class PageErrorBoundary extends Component<BoundaryProps, { failed: boolean; locationKey: string }> {
  state = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { locationKey: string }) {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}

/** The pages' route element: the page, or the error page when it fails (until the next navigation). */
export function PageErrors() {
  const location = useLocation();
  return (
    <PageErrorBoundary locationKey={location.key}>
      <Outlet />
    </PageErrorBoundary>
  );
}
