import { describe, expect, it } from 'vitest';
import { accountPageView } from '../accountPageView';

const enrolled = { status: 'onboarded' };

describe('accountPageView: the account page always has something to show', () => {
  it('sends a participant still enrolling to the wizard, whatever tab the address asks for', () => {
    // /my-account?tab=Vehicles before the agreements: the tab correction used to race this redirect.
    for (const requested of ['Vehicles', 'Dashboard', 'No such tab', null]) {
      expect(accountPageView({ isLoading: false, participant: { status: 'created' }, requested, tabs: [] })).toEqual({
        kind: 'enrolling',
      });
    }
  });

  it('waits while loading, and says so in words when the participant could not be read', () => {
    expect(accountPageView({ isLoading: true, participant: null, requested: 'Vehicles', tabs: [] })).toEqual({
      kind: 'loading',
    });
    expect(accountPageView({ isLoading: false, participant: null, requested: 'Vehicles', tabs: [] })).toEqual({
      kind: 'unavailable',
    });
  });

  it('shows a visible tab, and the Dashboard (with the address corrected) for a hidden or unknown one', () => {
    const tabs = ['Dashboard', 'My Info', 'Vehicles'] as const;
    expect(accountPageView({ isLoading: false, participant: enrolled, requested: 'Vehicles', tabs })).toEqual({
      kind: 'tab',
      tab: 'Vehicles',
      unknownTab: false,
    });
    expect(accountPageView({ isLoading: false, participant: enrolled, requested: 'Trips', tabs })).toEqual({
      kind: 'tab',
      tab: 'Dashboard',
      unknownTab: true,
    });
    expect(accountPageView({ isLoading: false, participant: enrolled, requested: null, tabs })).toEqual({
      kind: 'tab',
      tab: 'Dashboard',
      unknownTab: false,
    });
  });
});
