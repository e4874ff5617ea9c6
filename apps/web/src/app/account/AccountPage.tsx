import { Alert, Box, CircularProgress, Tab, Tabs } from '@mui/material';
import { type AccountTab, isAccountTab } from '@rc/domain';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { withTexts } from '../../i18n';
import { ACCOUNT_TAB_PANEL_ID, type AccountTabProps, accountTabId } from '../../lib/accountTabs';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { accountPageView } from './accountPageView';
import { accountTabLabelKey } from './tabLabels';
import { currentAccountTab, useAccountTabs } from './useAccountTabs';
import '../../features/account/texts';

type TabModule = { default: ComponentType<AccountTabProps> };

/** A tab in a chunk of its own, whose download can start before the tab renders. */
function lazyTab(load: () => Promise<TabModule>) {
  let loading: Promise<TabModule> | null = null;
  const preload = () => {
    loading ??= withTexts(load());
    return loading;
  };
  return { Component: lazy(preload), preload };
}

/**
 * The account area's tabs, each its own chunk: a participant downloads only the tabs they open. Staff's
 * participant view renders the same tabs for another username (app/staff/ParticipantViewTab); it takes
 * them from this module so that the participant's first page stays one chunk (no module shared with the
 * console is split out of it).
 */
export const ACCOUNT_TAB_COMPONENTS: Record<AccountTab, ReturnType<typeof lazyTab>> = {
  Dashboard: lazyTab(() => import('../../features/dashboard/DashboardTab')),
  'My Info': lazyTab(() => import('../../features/account/MyInfoTab')),
  Vehicles: lazyTab(() => import('../../features/account/VehiclesTab')),
  Trips: lazyTab(() => import('../../features/trips/TripsTab')),
  'Create Mileage Report': lazyTab(() => import('../../features/mileage-reports/CreateMileageReportTab')),
  'Mileage Reports': lazyTab(() => import('../../features/mileage-reports/MileageReportsTab')),
  'Reporting Devices': lazyTab(() => import('../../features/account/ReportingDevicesTab')),
  Connections: lazyTab(() => import('../../features/account/ConnectionsTab')),
  'Billing Info': lazyTab(() => import('../../features/account/BillingInfoTab')),
  Statements: lazyTab(() => import('../../features/statements/StatementsTab')),
  Inquiries: lazyTab(() => import('../../features/inquiries/InquiriesTab')),
};

/**
 * The participant's account area (/dashboard and /my-account?tab={English label}): the tabs of spec
 * section 2 with their visibility rules. The chosen tab is kept in the URL; an unknown or hidden tab
 * shows the Dashboard (and leaves the URL). Wide screens show a tab list; phones reach the tabs through
 * the top bar's menu (app/AccountDrawer). Each tab renders its own h1; the page title follows the tab.
 * Staff never see this page: they have their console.
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const { username, participant, tabs, isLoading } = useAccountTabs(!isAdmin);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const view = accountPageView({ isLoading, participant, requested, tabs });
  const current = view.kind === 'tab' ? view.tab : currentAccountTab(requested, tabs);
  usePageTitle(t(accountTabLabelKey(current)));

  // The requested tab's chunk downloads while the participant loads, not after.
  const requestedTab = isAccountTab(requested) ? requested : 'Dashboard';
  useEffect(() => {
    if (!isAdmin) void ACCOUNT_TAB_COMPONENTS[requestedTab].preload().catch(() => undefined);
  }, [isAdmin, requestedTab]);

  // A tab that does not exist or is hidden from this participant: the Dashboard, with a URL saying so.
  const unknownTab = view.kind === 'tab' && view.unknownTab;
  useEffect(() => {
    if (unknownTab) setSearchParams({}, { replace: true });
  }, [unknownTab, setSearchParams]);

  if (isAdmin) return <Navigate to="/dashboard" replace />;
  if (view.kind === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  // A participant still enrolling finishes the wizard first (spec section 2: status created redirects to /register).
  if (view.kind === 'enrolling') return <Navigate to="/register" replace />;
  if (view.kind === 'unavailable' || !participant) {
    return (
      <Alert severity="error" sx={{ my: 4 }}>
        {t('account.loadFailed')}
      </Alert>
    );
  }

  const TabComponent = ACCOUNT_TAB_COMPONENTS[current].Component;

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, display: { xs: 'none', md: 'block' } }}>
        <Tabs
          value={current}
          onChange={(_event, tab: AccountTab) => setSearchParams(tab === 'Dashboard' ? {} : { tab })}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('account.tabsLabel')}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={t(accountTabLabelKey(tab))}
              id={accountTabId(tab)}
              aria-controls={ACCOUNT_TAB_PANEL_ID}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={ACCOUNT_TAB_PANEL_ID}
        aria-labelledby={accountTabId(current)}
        // The phone menu moves focus here after choosing a tab, so reading starts with the tab's content.
        tabIndex={-1}
        sx={{ '&:focus': { outline: 'none' } }}
      >
        <Suspense fallback={<PageLoader />}>
          <TabComponent key={current} username={username} participant={participant} />
        </Suspense>
      </Box>
    </>
  );
}
