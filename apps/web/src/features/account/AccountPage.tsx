import { Box, CircularProgress, Tab, Tabs } from '@mui/material';
import { type AccountTab, GROUPS, isAccountTab, isBillingOn, visibleAccountTabs } from '@rc/domain';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { AccountParticipantDocument } from '../../gql/graphql';
import { execute } from '../../lib/graphql';
import { useSession } from '../auth/session';
import { useConfiguration } from '../configuration/configuration';
import type { AccountTabProps } from './accountTab';
import { accountTabLabelKey } from './tabs';

// Each tab is its own chunk: a participant downloads only the tabs they open.
const TAB_COMPONENTS: Record<AccountTab, ComponentType<AccountTabProps>> = {
  Dashboard: lazy(() => import('../dashboard/DashboardTab')),
  'My Info': lazy(() => import('./MyInfoTab')),
  Vehicles: lazy(() => import('./VehiclesTab')),
  Trips: lazy(() => import('../trips/TripsTab')),
  'Create Mileage Report': lazy(() => import('../mileage-reports/CreateMileageReportTab')),
  'Mileage Reports': lazy(() => import('../mileage-reports/MileageReportsTab')),
  'Reporting Devices': lazy(() => import('./ReportingDevicesTab')),
  Connections: lazy(() => import('./ConnectionsTab')),
  'Billing Info': lazy(() => import('./BillingInfoTab')),
  Statements: lazy(() => import('../statements/StatementsTab')),
  Inquiries: lazy(() => import('../inquiries/InquiriesTab')),
};

export function accountParticipantQuery(username: string) {
  return {
    queryKey: ['participant', username, 'account'] as const,
    queryFn: async () => (await execute(AccountParticipantDocument, { username })).getParticipant ?? null,
  };
}

/**
 * The participant's account area (/dashboard and /my-account?tab={label}): the tabs of spec section 2
 * with their visibility rules; the chosen tab is kept in the URL.
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const configuration = useConfiguration();
  const [searchParams, setSearchParams] = useSearchParams();
  const username = session?.username ?? '';
  // Non-members of Users skip loading participant data (spec section 6).
  const isUser = Boolean(session?.groups.includes(GROUPS.users));
  const { data: participant, isLoading } = useQuery({
    ...accountParticipantQuery(username),
    enabled: isUser && username !== '',
  });

  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  // A participant still enrolling finishes the wizard first (spec section 2: status created redirects to /register).
  if (participant?.status === 'created') return <Navigate to="/register" replace />;
  if (!participant) return null;

  const tabs = visibleAccountTabs({
    mroDevicePreference: participant.mroDevicePreference,
    paymentsRegistrationAllowed: isBillingOn(configuration.values),
  });
  const requested = searchParams.get('tab');
  const current: AccountTab = isAccountTab(requested) && tabs.includes(requested) ? requested : 'Dashboard';
  const TabComponent = TAB_COMPONENTS[current];

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, display: { xs: 'none', md: 'block' } }}>
        <Tabs
          value={current}
          onChange={(_event, tab: AccountTab) => setSearchParams({ tab })}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('account.tabsLabel')}
        >
          {tabs.map((tab) => (
            <Tab key={tab} value={tab} label={t(accountTabLabelKey(tab))} id={`account-tab-${tab}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" aria-labelledby={`account-tab-${current}`}>
        <Suspense fallback={<PageLoader />}>
          <TabComponent username={username} participant={participant} />
        </Suspense>
      </Box>
    </>
  );
}
