import { SANDBOX_CARD_FORM_PATH } from './constants.js';

/**
 * Every configuration key of section 9 of both specifications, with its name, description,
 * default value and options. The server seeds the configuration table from this list; the web
 * app reads the values through getConfiguration/listConfigurations.
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

const booleanOptions: ConfigurationOption[] = [
  { name: 'True', value: 'true' },
  { name: 'False', value: 'false' },
];
const featureOptions: ConfigurationOption[] = [
  { name: 'Enabled', value: 'enabled' },
  { name: 'Disabled', value: 'disabled' },
];

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
  PILOT_END_DATE: '2025-01-31',
};

export const CONFIGURATION_DEFINITIONS: readonly ConfigurationDefinition[] = [
  {
    key: 'REGISTRATION_CLOSED',
    name: 'Registration closed',
    description: 'When true, enrolment sends visitors to the closed page.',
    defaultValue: CONFIGURATION_DEFAULTS.REGISTRATION_CLOSED,
    options: booleanOptions,
  },
  {
    key: 'PARTICIPANT_SESSION_TIMEOUT',
    name: 'Participant session timeout',
    description: 'Minutes of inactivity before a participant is signed out (a 10-second warning precedes it).',
    defaultValue: CONFIGURATION_DEFAULTS.PARTICIPANT_SESSION_TIMEOUT,
    options: [],
  },
  {
    key: 'MILEAGE_UNIT',
    name: 'Mileage unit',
    description: 'Unit for showing distances: km, otherwise miles. Distances are always stored in km.',
    defaultValue: CONFIGURATION_DEFAULTS.MILEAGE_UNIT,
    options: [
      { name: 'Kilometres', value: 'km' },
      { name: 'Miles', value: 'mi' },
    ],
  },
  {
    key: 'FUEL_UNIT',
    name: 'Fuel unit',
    description: 'Unit for showing fuel: litres, otherwise gallons. Fuel is always stored in litres.',
    defaultValue: CONFIGURATION_DEFAULTS.FUEL_UNIT,
    options: [
      { name: 'Litres', value: 'l' },
      { name: 'Gallons', value: 'gal' },
    ],
  },
  {
    key: 'FEATURE_MULTIPLE_VEHICLES',
    name: 'Multiple vehicles',
    description: 'Lets staff register more than one vehicle for a participant.',
    defaultValue: CONFIGURATION_DEFAULTS.FEATURE_MULTIPLE_VEHICLES,
    options: featureOptions,
  },
  {
    key: 'FEATURE_REGISTER_WITH_VIN',
    name: 'Register with VIN',
    description: 'Asks for the vehicle VIN during vehicle registration.',
    defaultValue: CONFIGURATION_DEFAULTS.FEATURE_REGISTER_WITH_VIN,
    options: featureOptions,
  },
  {
    key: 'TRIP_DEFAULT_DISPLAY',
    name: 'Trip default display',
    description: 'What the trip map shows first: the route segments or the GPS bins.',
    defaultValue: CONFIGURATION_DEFAULTS.TRIP_DEFAULT_DISPLAY,
    options: [
      { name: 'Route', value: 'route' },
      { name: 'Bins', value: 'bins' },
    ],
  },
  {
    key: 'MAP_TILE_URL',
    name: 'Map tile URL',
    description:
      'Address template of a map tile server, e.g. https://{s}.tile.example.org/{z}/{x}/{y}.png (http(s) or a path on this site, with {z}, {x} and {y}). When empty, maps show only the built-in state outlines.',
    defaultValue: CONFIGURATION_DEFAULTS.MAP_TILE_URL,
    options: [],
  },
  {
    key: 'MAP_TILE_ATTRIBUTION',
    name: 'Map tile attribution',
    description: 'Credit line the tile provider requires (plain text), shown on maps while tiles are used.',
    defaultValue: CONFIGURATION_DEFAULTS.MAP_TILE_ATTRIBUTION,
    options: [],
  },
  {
    key: 'PAYMENTS_WIDGET_KEY',
    name: 'Card widget key',
    description: 'Publishable key of the card-entry widget of the payment provider.',
    defaultValue: CONFIGURATION_DEFAULTS.PAYMENTS_WIDGET_KEY,
    options: [],
  },
  {
    key: 'PAYMENTS_WIDGET_URL',
    name: 'Card widget URL',
    description:
      'Address of the card-entry widget page of the payment provider. When empty, participants enter cards in the manual card form.',
    defaultValue: CONFIGURATION_DEFAULTS.PAYMENTS_WIDGET_URL,
    options: [],
  },
  {
    key: 'PAYMENTS_PERSIST',
    name: 'Persist payment methods',
    description: 'Stores card payment methods with the payment provider for later payments.',
    defaultValue: CONFIGURATION_DEFAULTS.PAYMENTS_PERSIST,
    options: booleanOptions,
  },
  {
    key: 'PAYMENTS_REGISTRATION',
    name: 'Payment registration',
    description: 'Shows the Billing Information step during enrolment and the Billing Info tab.',
    defaultValue: CONFIGURATION_DEFAULTS.PAYMENTS_REGISTRATION,
    options: booleanOptions,
  },
  {
    key: 'PAYMENTS_PROVIDER',
    name: 'Payment provider',
    description: 'Which card payment provider adapter is used.',
    defaultValue: CONFIGURATION_DEFAULTS.PAYMENTS_PROVIDER,
    options: [{ name: 'Sandbox', value: 'sandbox' }],
  },
  {
    key: 'PAYMENTS_ALLOWED',
    name: 'Payments allowed',
    description: 'Allows participants to pay and to save payment cards.',
    defaultValue: CONFIGURATION_DEFAULTS.PAYMENTS_ALLOWED,
    options: booleanOptions,
  },
  {
    key: 'BILLING_BALANCE_DUE_DAYS',
    name: 'Balance due age',
    description: 'Days after a statement is issued when an unpaid balance becomes due.',
    defaultValue: CONFIGURATION_DEFAULTS.BILLING_BALANCE_DUE_DAYS,
    options: [],
  },
  {
    key: 'BILLING_BALANCE_OVERDUE_DAYS',
    name: 'Balance overdue age',
    description: 'Days after a statement is issued when an unpaid balance becomes overdue.',
    defaultValue: CONFIGURATION_DEFAULTS.BILLING_BALANCE_OVERDUE_DAYS,
    options: [],
  },
  {
    key: 'BILLING_BALANCE_DEFAULT_DAYS',
    name: 'Balance default age',
    description: 'Days after a statement is issued when an unpaid balance goes into default.',
    defaultValue: CONFIGURATION_DEFAULTS.BILLING_BALANCE_DEFAULT_DAYS,
    options: [],
  },
  {
    key: 'PILOT_END_DATE',
    name: 'Pilot end date',
    description:
      "The pilot's last day (YYYY-MM-DD, Pacific time). The participant dashboard projects road charge and fuel-tax credit to this day.",
    defaultValue: CONFIGURATION_DEFAULTS.PILOT_END_DATE,
    options: [],
  },
];

export type ConfigurationKey = (typeof CONFIGURATION_DEFINITIONS)[number]['key'];

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
