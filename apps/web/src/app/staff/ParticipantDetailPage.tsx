import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { TabsWithPanel } from '../../components/TabsWithPanel';
import { ParticipantHeader } from '../../features/staff-participants/ParticipantHeader';
import '../../features/staff-participants/texts';
import {
  isParticipantDetailTab,
  PARTICIPANT_DETAIL_TABS,
  type ParticipantDetailTab,
} from '../../lib/staff/participantTabs';
import { usePageTitle } from '../../lib/usePageTitle';
import { PARTICIPANT_DETAIL_TAB_COMPONENTS } from './participantDetailTabs';

const PANEL_ID = 'participant-detail-tabpanel';
const tabId = (tab: ParticipantDetailTab) => `participant-detail-tab-${tab}`;

/**
 * Staff: one participant (/participant/{username}?tab=…): the one-line header, then the detail's tabs
 * (staff spec section 2) with the chosen tab kept in the address; an unknown tab shows Info.
 */
export function ParticipantDetailPage() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tabs = PARTICIPANT_DETAIL_TABS.filter((tab) => PARTICIPANT_DETAIL_TAB_COMPONENTS[tab]);
  const requested = params.get('tab');
  const current: ParticipantDetailTab =
    isParticipantDetailTab(requested) && PARTICIPANT_DETAIL_TAB_COMPONENTS[requested] ? requested : 'info';
  usePageTitle(`${t(`staffParticipants.detail.tabs.${current}`)} – ${username}`);
  const TabComponent = PARTICIPANT_DETAIL_TAB_COMPONENTS[current];

  return (
    <>
      <ParticipantHeader username={username} />
      <TabsWithPanel
        tabs={tabs.map((tab) => ({ value: tab, label: t(`staffParticipants.detail.tabs.${tab}`) }))}
        current={current}
        onChange={(tab) =>
          setParams((currentParams) => {
            const next = new URLSearchParams(currentParams);
            if (tab === 'info') next.delete('tab');
            else next.set('tab', tab);
            return next;
          })
        }
        label={t('staffParticipants.detail.tabsLabel')}
        tabId={tabId}
        panelId={PANEL_ID}
        barSx={{ mb: 2 }}
        allowScrollButtonsMobile
      >
        <Suspense fallback={<PageLoader />}>
          {TabComponent && <TabComponent key={`${username}:${current}`} username={username} />}
        </Suspense>
      </TabsWithPanel>
    </>
  );
}
