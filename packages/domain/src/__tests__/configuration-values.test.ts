import { describe, expect, it } from 'vitest';
import {
  billingAgesOrderError,
  CONFIGURATION_DEFINITIONS,
  configurationValueError,
} from '../configuration-definitions.js';

describe('configurationValueError', () => {
  it('accepts every default value', () => {
    for (const d of CONFIGURATION_DEFINITIONS)
      expect([d.key, configurationValueError(d.key, d.defaultValue)]).toEqual([d.key, null]);
  });

  it.each([
    ['PARTICIPANT_SESSION_TIMEOUT', '1', null],
    ['PARTICIPANT_SESSION_TIMEOUT', '1440', null],
    ['PARTICIPANT_SESSION_TIMEOUT', '0', 'sessionTimeoutInvalid'],
    ['PARTICIPANT_SESSION_TIMEOUT', '1e2', 'sessionTimeoutInvalid'],
    ['PARTICIPANT_SESSION_TIMEOUT', '', 'configurationValueRequired'],
    ['BILLING_BALANCE_DUE_DAYS', '0', null],
    ['BILLING_BALANCE_DUE_DAYS', '3651', 'billingDaysInvalid'],
    ['LOCATION_RETENTION_DAYS', '1', null],
    ['LOCATION_RETENTION_DAYS', '3650', null],
    ['LOCATION_RETENTION_DAYS', '0', 'locationRetentionDaysInvalid'],
    ['LOCATION_RETENTION_DAYS', '30.5', 'locationRetentionDaysInvalid'],
    ['LOCATION_RETENTION_DAYS', '', 'configurationValueRequired'],
    ['ACCOUNT_ERASURE_DAYS', '365', null],
    ['ACCOUNT_ERASURE_DAYS', '3651', 'accountErasureDaysInvalid'],
    ['FEATURE_MULTIPLE_VEHICLES', 'enabled', null],
    ['FEATURE_MULTIPLE_VEHICLES', '', null],
    ['FEATURE_MULTIPLE_VEHICLES', 'true', 'configurationValueNotAnOption'],
    ['REGISTRATION_CLOSED', '', 'configurationValueNotAnOption'],
    ['MILEAGE_UNIT', 'mi', null],
    ['MILEAGE_UNIT', 'km ', 'configurationValueNotAnOption'],
    ['PILOT_END_DATE', '2024-02-29', null],
    ['PILOT_END_DATE', '2025-02-29', 'pilotEndDateInvalid'],
    ['PAYMENTS_WIDGET_URL', '/sandbox/card-form', null],
    ['PAYMENTS_WIDGET_URL', '//evil.example', 'paymentsWidgetUrlInvalid'],
    ['MAP_TILE_URL', '/tiles/{z}/{x}/{y}.png', null],
    ['MAP_TILE_URL', 'tiles', 'mapTileUrlInvalid'],
    ['MAP_TILE_ATTRIBUTION', 'x'.repeat(501), 'configurationTextTooLong'],
  ])('%s = %j → %s', (key, value, expected) => {
    expect(configurationValueError(key, value)).toBe(expected);
  });

  it('checks against the stored options when given', () => {
    expect(configurationValueError('MILEAGE_UNIT', 'nm', [{ name: 'Nautical', value: 'nm' }])).toBeNull();
  });
});

describe('billingAgesOrderError', () => {
  const ages = (due: string, overdue: string, fallback: string) => ({
    BILLING_BALANCE_DUE_DAYS: due,
    BILLING_BALANCE_OVERDUE_DAYS: overdue,
    BILLING_BALANCE_DEFAULT_DAYS: fallback,
  });
  it.each([
    [ages('14', '21', '30'), null],
    [ages('14', '14', '14'), null],
    [ages('22', '21', '30'), 'billingDaysOrder'],
    [ages('14', '31', '30'), 'billingDaysOrder'],
    // A stored value that is not a number is read as its default: it is not compared.
    [ages('14', 'x', '30'), null],
  ])('%j → %s', (values, expected) => {
    expect(billingAgesOrderError(values)).toBe(expected);
  });
});
