import { type ComponentType, lazy } from 'react';
import { withTexts } from '../../i18n';

/** The tabs of /pilotProgramsAndRates, in the staff spec's order (section 2). */
export const PILOT_SETTINGS_TABS = ['programs', 'states', 'cordons', 'tod', 'tolls', 'epa'] as const;
export type PilotSettingsTab = (typeof PILOT_SETTINGS_TABS)[number];

export const isPilotSettingsTab = (value: string | null): value is PilotSettingsTab =>
  (PILOT_SETTINGS_TABS as readonly string[]).includes(value ?? '');

/** A tab's panel: its table titled at heading level 2 under the page's h1. */
export type PilotSettingsTabComponent = ComponentType<{ headingLevel?: 'h1' | 'h2' }>;

function lazyTab(load: () => Promise<{ default: PilotSettingsTabComponent }>) {
  return lazy(() => withTexts(load()));
}

/**
 * The tabs' components, each a chunk of its own from the staff feature of its domain (features never
 * import each other: the app assembles them). The tab bar shows the tabs listed here, in the order of
 * PILOT_SETTINGS_TABS.
 */
export const PILOT_SETTINGS_TAB_COMPONENTS: Partial<Record<PilotSettingsTab, PilotSettingsTabComponent>> = {
  programs: lazyTab(() => import('../../features/staff-rates/ProgramsTab')),
  states: lazyTab(() => import('../../features/staff-rates/MroRatesTab')),
  cordons: lazyTab(() => import('../../features/staff-cordons/CordonsTab')),
  tod: lazyTab(() => import('../../features/staff-rates/TodsTab')),
  tolls: lazyTab(() => import('../../features/staff-rates/TollsTab')),
  epa: lazyTab(() => import('../../features/staff-rates/EpaVehiclesTab')),
};
