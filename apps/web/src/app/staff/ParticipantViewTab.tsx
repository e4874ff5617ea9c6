import { Alert, Box, createTheme, type Theme, ThemeProvider, Typography } from '@mui/material';
import { type AccountTab, isAccountTab, visibleAccountTabs } from '@rc/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { TabsWithPanel } from '../../components/TabsWithPanel';
import { AccountParticipantDocument } from '../../gql/graphql';
import { StaffParticipantViewInquiriesDocument } from '../../gql/staff/graphql';
import { useConfiguration } from '../../lib/configuration';
import { fullName } from '../../lib/format';
import { execute, listAll } from '../../lib/graphql';
import { type ParticipantViewMode, ParticipantViewProvider } from '../../lib/participantView';
import { participantKeys } from '../../lib/queryKeys';
import type { ParticipantTabProps } from '../../lib/staff/participantTabs';
import { ACCOUNT_TAB_COMPONENTS } from '../account/AccountPage';
import { accountTabLabelKey } from '../account/tabLabels';
import '../../features/account/texts';
import './participantViewTexts';

/** The inner tab is kept in the address as ?viewTab= (?tab= names the participant detail's tab). */
const VIEW_TAB_PARAM = 'viewTab';
const PANEL_ID = 'participant-view-tabpanel';
const tabId = (tab: AccountTab) => `participant-view-tab-${tab.toLowerCase().replace(/\s+/g, '-')}`;

const viewKeys = {
  participant: (username: string) => [...participantKeys.one(username), 'staffParticipantView'] as const,
  inquiries: (username: string) => [...participantKeys.one(username), 'staffParticipantViewInquiries'] as const,
};

/**
 * The participant's account tabs nest under the console's h1 and tab bar: their headings move one level
 * down (h1 → h2 …), so the page keeps one h1 and an ordered outline.
 */
function nestedHeadings(outer: Theme): Theme {
  return createTheme(outer, {
    components: {
      MuiTypography: {
        defaultProps: {
          variantMapping: { h1: 'h2', h2: 'h3', h3: 'h4', h4: 'h5', h5: 'h6', h6: 'h6' },
        },
      },
    },
  });
}

/**
 * Participant detail, Participant View (staff spec section 2): the participant's own dashboard and
 * account tabs as they see them (the same components and visibility rules as /my-account), read-only:
 * the tabs honour ParticipantViewProvider's readOnly by hiding or disabling every action (pay, save,
 * submit, cards, connections, messages). The Inquiries table also shows staff the participant name,
 * author and raw status. Every read is one the server already allows staff for any username.
 */
export default function ParticipantViewTab({ username }: ParticipantTabProps) {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  const [params, setParams] = useSearchParams();
  const participant = useQuery({
    queryKey: viewKeys.participant(username),
    queryFn: async () => (await execute(AccountParticipantDocument, { username })).getParticipant ?? null,
  });
  const inquiries = useQuery({
    queryKey: viewKeys.inquiries(username),
    queryFn: () =>
      listAll(
        async ({ limit, nextToken }) =>
          (await execute(StaffParticipantViewInquiriesDocument, { username, limit, nextToken }))
            .getInquiriesByUsernameByStatus,
      ),
  });

  const byId = useMemo(() => new Map((inquiries.data ?? []).map((inquiry) => [inquiry.id, inquiry])), [inquiries.data]);
  const cell = useCallback(
    (id: string, pick: (inquiry: NonNullable<ReturnType<typeof byId.get>>) => ReactNode) => {
      const inquiry = byId.get(id);
      return inquiry ? pick(inquiry) : '';
    },
    [byId],
  );
  const mode: ParticipantViewMode = useMemo(
    () => ({
      readOnly: true,
      inquiryColumns: [
        {
          id: 'participantName',
          header: t('staffParticipantView.inquiries.participantName'),
          cell: (id) =>
            cell(id, (inquiry) =>
              inquiry.participant
                ? fullName(inquiry.participant.firstName, inquiry.participant.middleName, inquiry.participant.lastName)
                : (inquiry.name ?? ''),
            ),
        },
        {
          id: 'author',
          header: t('staffParticipantView.inquiries.author'),
          cell: (id) => cell(id, (inquiry) => inquiry.createdBy ?? ''),
        },
        {
          id: 'rawStatus',
          header: t('staffParticipantView.inquiries.rawStatus'),
          cell: (id) => cell(id, (inquiry) => <code>{inquiry.status}</code>),
        },
      ],
    }),
    [t, cell],
  );

  if (participant.isPending || configuration.isPending) return <PageLoader />;
  const data = participant.data;
  if (!data) {
    return <Alert severity="warning">{t('staffParticipantView.notFound', { username })}</Alert>;
  }
  const name = fullName(data.firstName, data.lastName) || data.email;
  const tabs: AccountTab[] =
    data.status === 'created'
      ? []
      : visibleAccountTabs({
          mroDevicePreference: data.mroDevicePreference,
          paymentsRegistrationAllowed: configuration.isTrue('PAYMENTS_REGISTRATION'),
        });
  const requested = params.get(VIEW_TAB_PARAM);
  const current: AccountTab = isAccountTab(requested) && tabs.includes(requested) ? requested : 'Dashboard';
  // The participant's own tabs (the same chunks as /my-account's), rendered for another username.
  const TabComponent = ACCOUNT_TAB_COMPONENTS[current].Component;

  return (
    <Box component="section" aria-labelledby="participant-view-heading">
      <Typography variant="h2" id="participant-view-heading" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('staffParticipantView.title')}
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        {t('staffParticipantView.readOnly', { name })}
      </Alert>
      {tabs.length === 0 ? (
        <Alert severity="info">{t('staffParticipantView.enrolling')}</Alert>
      ) : (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, md: 3 } }}>
          <TabsWithPanel
            tabs={tabs.map((tab) => ({ value: tab, label: t(accountTabLabelKey(tab)) }))}
            current={current}
            onChange={(tab) =>
              setParams((currentParams) => {
                const next = new URLSearchParams(currentParams);
                next.set(VIEW_TAB_PARAM, tab);
                return next;
              })
            }
            label={t('staffParticipantView.tabsLabel')}
            tabId={tabId}
            panelId={PANEL_ID}
            barSx={{ mb: 3 }}
            allowScrollButtonsMobile
          >
            <ThemeProvider theme={nestedHeadings}>
              <ParticipantViewProvider value={mode}>
                <Suspense fallback={<PageLoader />}>
                  <TabComponent key={current} username={username} participant={data} />
                </Suspense>
              </ParticipantViewProvider>
            </ThemeProvider>
          </TabsWithPanel>
        </Box>
      )}
    </Box>
  );
}
