import { SANDBOX_CARD_FORM_PATH } from './constants.js';

/**
 * The configuration's values as the web app's first page needs them: the defaults and how to read a
 * value. The definitions (names, descriptions, options) and the rules for a value staff may save are in
 * configuration-definitions.ts, which only the server and the staff console load.
 */
export interface ConfigurationOption {
  name: string;
  value: string;
}

export interface ConfigurationDefinition {
  key: string;
  name: string;
  description: string;
  defaultValue: string;
  options: ConfigurationOption[];
}

/**
 * The default value of every configuration key. Apart from the definitions below (names, descriptions,
 * options), which only the server and the staff need: the web app's first page downloads only these.
 */
export const CONFIGURATION_DEFAULTS = {
  REGISTRATION_CLOSED: 'false',
  PARTICIPANT_SESSION_TIMEOUT: '10',
  MILEAGE_UNIT: 'km',
  FUEL_UNIT: 'l',
  FEATURE_MULTIPLE_VEHICLES: '',
  FEATURE_REGISTER_WITH_VIN: '',
  TRIP_DEFAULT_DISPLAY: '',
  MAP_TILE_URL: '',
  MAP_TILE_ATTRIBUTION: '',
  PAYMENTS_WIDGET_KEY: '',
  PAYMENTS_WIDGET_URL: SANDBOX_CARD_FORM_PATH,
  PAYMENTS_PERSIST: 'false',
  PAYMENTS_REGISTRATION: 'false',
  PAYMENTS_PROVIDER: '',
  PAYMENTS_ALLOWED: 'false',
  BILLING_BALANCE_DUE_DAYS: '14',
  BILLING_BALANCE_OVERDUE_DAYS: '21',
  BILLING_BALANCE_DEFAULT_DAYS: '30',
  // Days a trip's location data is kept after its charges are paid (decision 015).
  LOCATION_RETENTION_DAYS: '30',
  // Days a closed account's personal data is kept before the erasure job erases it (decision 020).
  ACCOUNT_ERASURE_DAYS: '365',
  // Days after its statement a charge may be disputed (docs/domain.md, disputes).
  DISPUTE_PERIOD_DAYS: '30',
  // The pilot calendar (pilot-calendar.ts): the spec's pilot, 1 Aug 2024 to 31 Jan 2025, first paid in September.
  PILOT_START_DATE: '2024-08-01',
  PILOT_END_DATE: '2025-01-31',
  PILOT_FIRST_BILLING_MONTH: '2024-09',
  PILOT_CHARGES_REAL: 'true',
  PILOT_GIFT_CARD_AMOUNT: '400',
};

export function isFeatureEnabled(value: string | null | undefined): boolean {
  return value === 'enabled';
}

export function isTrue(value: string | null | undefined): boolean {
  return value === 'true';
}

/** A usable MAP_TILE_URL: the template Leaflet loads tiles from and the source the page's CSP must allow. */
export interface MapTileSource {
  urlTemplate: string;
  /** Content-Security-Policy img-src source for the tile host; null for a path on this site ('self'). */
  cspSource: string | null;
}

const TILE_PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;
/** Scheme and host of an absolute template; a leading {s}. label is the tile server's subdomain. */
const TILE_ORIGIN = /^(https?):\/\/((?:\{s\}\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)(?:[/?]|$)/i;

/**
 * Reads MAP_TILE_URL. Only an http(s) address (or a path on this site) with {z}, {x} and {y} is used;
 * anything else means "no tiles", so a mistyped value can never inject into the page's CSP.
 */
export function mapTileSource(value: string | null | undefined): MapTileSource | null {
  const urlTemplate = (value ?? '').trim();
  if (!urlTemplate || /\s/.test(urlTemplate)) return null;
  if (!TILE_PLACEHOLDERS.every((placeholder) => urlTemplate.includes(placeholder))) return null;
  if (urlTemplate.startsWith('/') && !urlTemplate.startsWith('//')) return { urlTemplate, cspSource: null };
  const match = TILE_ORIGIN.exec(urlTemplate);
  if (!match) return null;
  const [, scheme = '', host = ''] = match;
  return { urlTemplate, cspSource: `${scheme.toLowerCase()}://${host.replace('{s}', '*').toLowerCase()}` };
}
