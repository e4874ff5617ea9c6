import {
  CONFIGURATION_DEFAULTS,
  type ConfigurationDefinition,
  type ConfigurationOption,
  mapTileSource,
} from './configuration.js';
import type { MessageKey } from './messages.js';
import { isGiftCardAmount, isIsoDay, isIsoMonth } from './pilot-calendar.js';

/**
 * Every configuration key of section 9 of both specifications, with its name, description,
 * default value and options, and the rules a value must keep. The server seeds the configuration table
 * from this list; the staff console checks an edit with it. Apart from configuration.ts, so the
 * participant's first page never downloads it.
 */

const booleanOptions: ConfigurationOption[] = [
  { name: 'True', value: 'true' },
  { name: 'False', value: 'false' },
];
const featureOptions: ConfigurationOption[] = [
  { name: 'Enabled', value: 'enabled' },
  { name: 'Disabled', value: 'disabled' },
];

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
    key: 'LOCATION_RETENTION_DAYS',
    name: 'Location data retention',
    description:
      "Days a trip's location data (GPS points, routes, the points of its device delivery) is kept after its charges are paid, or after processing when it is never billed; then the daily retention job destroys it (1 to 3650).",
    defaultValue: CONFIGURATION_DEFAULTS.LOCATION_RETENTION_DAYS,
    options: [],
  },
  {
    key: 'ACCOUNT_ERASURE_DAYS',
    name: 'Closed account retention',
    description:
      "Days a closed account's personal data (name, contact details, address, vehicle identifiers, messages, photos, cards, sign-in) is kept after closing; then the daily erasure job erases it, and the money records stay under the account's pseudonym (1 to 3650).",
    defaultValue: CONFIGURATION_DEFAULTS.ACCOUNT_ERASURE_DAYS,
    options: [],
  },
  {
    key: 'DISPUTE_PERIOD_DAYS',
    name: 'Dispute period',
    description:
      'Days after the statement that billed a trip or mileage report that the participant may dispute its charge (1 to 365). A disputed amount does not count towards overdue standing until the dispute is resolved.',
    defaultValue: CONFIGURATION_DEFAULTS.DISPUTE_PERIOD_DAYS,
    options: [],
  },
  {
    key: 'PILOT_START_DATE',
    name: 'Pilot start date',
    description:
      "The pilot's first day (YYYY-MM-DD, Pacific time), as the dashboard notice, FAQ, e-mails, statements and participant agreement state it.",
    defaultValue: CONFIGURATION_DEFAULTS.PILOT_START_DATE,
    options: [],
  },
  {
    key: 'PILOT_END_DATE',
    name: 'Pilot end date',
    description:
      "The pilot's last day (YYYY-MM-DD, Pacific time). The participant dashboard projects road charge and fuel-tax credit to this day; the texts that state the pilot's dates use it too.",
    defaultValue: CONFIGURATION_DEFAULTS.PILOT_END_DATE,
    options: [],
  },
  {
    key: 'PILOT_FIRST_BILLING_MONTH',
    name: 'Pilot first billing month',
    description:
      "The month the pilot's first statement is billed (YYYY-MM), for the miles of the month before; from the start date's month to the month after the end date.",
    defaultValue: CONFIGURATION_DEFAULTS.PILOT_FIRST_BILLING_MONTH,
    options: [],
  },
  {
    key: 'PILOT_CHARGES_REAL',
    name: 'Pilot charges are real',
    description:
      'True: statements are paid with real money. False: they are mock invoices and the texts say that no real money is collected.',
    defaultValue: CONFIGURATION_DEFAULTS.PILOT_CHARGES_REAL,
    options: booleanOptions,
  },
  {
    key: 'PILOT_GIFT_CARD_AMOUNT',
    name: 'Pilot gift-card amount',
    description: 'The most a participant can earn in gift cards, in whole US dollars (0 to 100000).',
    defaultValue: CONFIGURATION_DEFAULTS.PILOT_GIFT_CARD_AMOUNT,
    options: [],
  },
];

export type ConfigurationKey = (typeof CONFIGURATION_DEFINITIONS)[number]['key'];

/** The keys whose values are whole numbers, with their bounds and the message for anything else. */
const WHOLE_NUMBER_KEYS: Record<string, { min: number; max: number; message: MessageKey }> = {
  PARTICIPANT_SESSION_TIMEOUT: { min: 1, max: 1440, message: 'sessionTimeoutInvalid' },
  BILLING_BALANCE_DUE_DAYS: { min: 0, max: 3650, message: 'billingDaysInvalid' },
  BILLING_BALANCE_OVERDUE_DAYS: { min: 0, max: 3650, message: 'billingDaysInvalid' },
  BILLING_BALANCE_DEFAULT_DAYS: { min: 0, max: 3650, message: 'billingDaysInvalid' },
  LOCATION_RETENTION_DAYS: { min: 1, max: 3650, message: 'locationRetentionDaysInvalid' },
  ACCOUNT_ERASURE_DAYS: { min: 1, max: 3650, message: 'accountErasureDaysInvalid' },
  DISPUTE_PERIOD_DAYS: { min: 1, max: 365, message: 'disputePeriodDaysInvalid' },
};

/** The balance ages in the order they must keep (due ≤ overdue ≤ default). */
export const BILLING_AGE_KEYS = [
  'BILLING_BALANCE_DUE_DAYS',
  'BILLING_BALANCE_OVERDUE_DAYS',
  'BILLING_BALANCE_DEFAULT_DAYS',
] as const;

const CONFIGURATION_TEXT_MAX = 500;

/**
 * Why a configuration value cannot be saved, as a message key; null when it can (staff spec section 5,
 * "Configuration edit"). A key with options takes one of them (or nothing, where its default is nothing);
 * the number keys take whole numbers within bounds; the pilot's dates a day or month, its gift-card
 * amount whole dollars (pilot-calendar.ts); the URLs an address the
 * pages can use; any other text one line. `options` are the configuration's stored options (default:
 * the definition's). MAP_TILE_URL is checked by mapTileSource.
 */
export function configurationValueError(
  key: string,
  value: string,
  options?: readonly ConfigurationOption[],
): MessageKey | null {
  const definition = CONFIGURATION_DEFINITIONS.find((d) => d.key === key);
  const choices = options ?? definition?.options ?? [];
  const optional = (definition?.defaultValue ?? '') === '';
  if (choices.length > 0) {
    if (value === '' && optional) return null;
    return choices.some((o) => o.value === value) ? null : 'configurationValueNotAnOption';
  }
  const number = WHOLE_NUMBER_KEYS[key];
  if (number) {
    if (value === '') return 'configurationValueRequired';
    const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    return Number.isInteger(n) && n >= number.min && n <= number.max ? null : number.message;
  }
  if (key === 'PILOT_END_DATE' || key === 'PILOT_START_DATE') {
    if (value === '') return 'configurationValueRequired';
    if (!isIsoDay(value)) return key === 'PILOT_END_DATE' ? 'pilotEndDateInvalid' : 'pilotStartDateInvalid';
    return null;
  }
  if (key === 'PILOT_FIRST_BILLING_MONTH') {
    if (value === '') return 'configurationValueRequired';
    return isIsoMonth(value) ? null : 'pilotFirstBillingMonthInvalid';
  }
  if (key === 'PILOT_GIFT_CARD_AMOUNT') {
    if (value === '') return 'configurationValueRequired';
    return isGiftCardAmount(value) ? null : 'pilotGiftCardAmountInvalid';
  }
  if (value === '') return null;
  if (key === 'MAP_TILE_URL') return mapTileSource(value) ? null : 'mapTileUrlInvalid';
  if (key === 'PAYMENTS_WIDGET_URL') {
    const path = value.startsWith('/') && !value.startsWith('//');
    return (path || /^https?:\/\/[^\s/]+(\/\S*)?$/i.test(value)) && !/\s/.test(value)
      ? null
      : 'paymentsWidgetUrlInvalid';
  }
  return value.length <= CONFIGURATION_TEXT_MAX && !/[\r\n]/.test(value) ? null : 'configurationTextTooLong';
}

/**
 * The balance ages after a change of one of them must not decrease (due ≤ overdue ≤ default);
 * `values` holds the three current values with the change applied.
 */
export function billingAgesOrderError(values: Record<(typeof BILLING_AGE_KEYS)[number], string>): MessageKey | null {
  const ages = BILLING_AGE_KEYS.map((k) => (/^\d+$/.test(values[k].trim()) ? Number(values[k]) : null));
  // A stored value that is not a number is read as its default (billingAgesFromConfiguration): not compared.
  const known = ages.filter((n): n is number => n !== null);
  if (known.length < 2) return null;
  for (let i = 1; i < known.length; i++) if ((known[i] as number) < (known[i - 1] as number)) return 'billingDaysOrder';
  return null;
}
