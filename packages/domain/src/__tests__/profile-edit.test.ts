import { describe, expect, it } from 'vitest';
import { PARTICIPANT_STATUSES } from '../constants.js';
import { profileEditState } from '../participants.js';

describe('profileEditState (My Info)', () => {
  it('opens the profile once staff have reviewed the enrolment, and never for a closed account', () => {
    const states = Object.fromEntries(PARTICIPANT_STATUSES.map((s) => [s, profileEditState(s)]));
    expect(states).toEqual({
      created: 'notOnboarded',
      onboarded: 'notOnboarded',
      approved: 'editable',
      active: 'editable',
      suspended: 'editable',
      flagged: 'editable',
      closed: 'closed',
    });
    expect(profileEditState(null)).toBe('notOnboarded');
  });
});
