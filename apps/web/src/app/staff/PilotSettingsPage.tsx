import { Typography } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { TabsWithPanel } from '../../components/TabsWithPanel';
import '../../features/staff-rates/texts';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  isPilotSettingsTab,
  PILOT_SETTINGS_TAB_COMPONENTS,
  PILOT_SETTINGS_TABS,
  type PilotSettingsTab,
} from './pilotSettingsTabs';

const PANEL_ID = 'pilot-settings-tabpanel';
const tabId = (tab: PilotSettingsTab) => `pilot-settings-tab-${tab}`;

/**
 * Staff: pilot programs and rates (/pilotProgramsAndRates?tab=…, staff spec section 2): Programs,
 * States, Cordons, Time of Day, Tolls and EPA Vehicles, the chosen tab kept in the address; an unknown
 * tab shows Programs.
 */
export function PilotSettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabs = PILOT_SETTINGS_TABS.filter((tab) => PILOT_SETTINGS_TAB_COMPONENTS[tab]);
  const requested = params.get('tab');
  const current: PilotSettingsTab =
    isPilotSettingsTab(requested) && PILOT_SETTINGS_TAB_COMPONENTS[requested] ? requested : 'programs';
  usePageTitle(`${t(`staffRates.tabs.${current}`)} – ${t('staffRates.title')}`);
  const TabComponent = PILOT_SETTINGS_TAB_COMPONENTS[current];

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('staffRates.title')}
      </Typography>
      <TabsWithPanel
        tabs={tabs.map((tab) => ({ value: tab, label: t(`staffRates.tabs.${tab}`) }))}
        current={current}
        onChange={(tab) =>
          setParams((currentParams) => {
            const next = new URLSearchParams(currentParams);
            if (tab === 'programs') next.delete('tab');
            else next.set('tab', tab);
            return next;
          })
        }
        label={t('staffRates.tabsLabel')}
        tabId={tabId}
        panelId={PANEL_ID}
        barSx={{ mb: 2 }}
        allowScrollButtonsMobile
      >
        <Suspense fallback={<PageLoader />}>
          {TabComponent && <TabComponent key={current} headingLevel="h2" />}
        </Suspense>
      </TabsWithPanel>
    </>
  );
}
