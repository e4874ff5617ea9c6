import { glossaryViolations, messages } from '@rc/domain';
import { describe, expect, it } from 'vitest';
import { staffParticipantViewEn } from '../../app/staff/participantViewTexts';
import { staffParticipantViewEs } from '../../app/staff/participantViewTexts.es';
import { disputeEn } from '../../components/dispute/texts';
import { disputeEs } from '../../components/dispute/texts.es';
import { formEn } from '../../components/form/texts';
import { formEs } from '../../components/form/texts.es';
import { paymentEn } from '../../components/payment/texts';
import { paymentEs } from '../../components/payment/texts.es';
import { cardFormEn } from '../../components/payment-card/texts';
import { cardFormEs } from '../../components/payment-card/texts.es';
import { staffEn } from '../../components/staff/texts';
import { staffEs } from '../../components/staff/texts.es';
import { tripMapEn } from '../../components/trip-map/texts';
import { tripMapEs } from '../../components/trip-map/texts.es';
import { accountTabsEn } from '../../features/account/tabTexts';
import { accountTabsEs } from '../../features/account/tabTexts.es';
import { accountEn } from '../../features/account/texts';
import { accountEs } from '../../features/account/texts.es';
import { dashboardEn } from '../../features/dashboard/texts';
import { dashboardEs } from '../../features/dashboard/texts.es';
import { transactionsEn } from '../../features/dashboard/transactions/texts';
import { transactionsEs } from '../../features/dashboard/transactions/texts.es';
import { entryEn } from '../../features/enrolment/entry/texts';
import { entryEs } from '../../features/enrolment/entry/texts.es';
import { registerEn } from '../../features/enrolment/texts';
import { registerEs } from '../../features/enrolment/texts.es';
import { inquiriesEn } from '../../features/inquiries/texts';
import { inquiriesEs } from '../../features/inquiries/texts.es';
import { mileageReportsEn } from '../../features/mileage-reports/texts';
import { mileageReportsEs } from '../../features/mileage-reports/texts.es';
import { privacyEn } from '../../features/privacy-centre/texts';
import { privacyEs } from '../../features/privacy-centre/texts.es';
import { sessionNoticesEn } from '../../features/session/texts';
import { sessionNoticesEs } from '../../features/session/texts.es';
import { staffAuditEn } from '../../features/staff-audit/texts';
import { staffAuditEs } from '../../features/staff-audit/texts.es';
import { staffConfigurationEn } from '../../features/staff-configuration/texts';
import { staffConfigurationEs } from '../../features/staff-configuration/texts.es';
import { staffCordonsEn } from '../../features/staff-cordons/texts';
import { staffCordonsEs } from '../../features/staff-cordons/texts.es';
import { staffDevicesEn } from '../../features/staff-devices/texts';
import { staffDevicesEs } from '../../features/staff-devices/texts.es';
import { staffInquiriesEn } from '../../features/staff-inquiries/texts';
import { staffInquiriesEs } from '../../features/staff-inquiries/texts.es';
import { invitationsEn } from '../../features/staff-invitations/texts';
import { invitationsEs } from '../../features/staff-invitations/texts.es';
import { staffMileageReportsEn } from '../../features/staff-mileage-reports/texts';
import { staffMileageReportsEs } from '../../features/staff-mileage-reports/texts.es';
import { staffNotificationsEn } from '../../features/staff-notifications/texts';
import { staffNotificationsEs } from '../../features/staff-notifications/texts.es';
import { staffParticipantsEn } from '../../features/staff-participants/texts';
import { staffParticipantsEs } from '../../features/staff-participants/texts.es';
import { staffPaymentsEn } from '../../features/staff-payments/texts';
import { staffPaymentsEs } from '../../features/staff-payments/texts.es';
import { staffPrivacyEn } from '../../features/staff-privacy/texts';
import { staffPrivacyEs } from '../../features/staff-privacy/texts.es';
import { staffRatesEn } from '../../features/staff-rates/texts';
import { staffRatesEs } from '../../features/staff-rates/texts.es';
import { staffClearinghouseEn } from '../../features/staff-reports/clearinghouseTexts';
import { staffClearinghouseEs } from '../../features/staff-reports/clearinghouseTexts.es';
import { staffReportsEn } from '../../features/staff-reports/texts';
import { staffReportsEs } from '../../features/staff-reports/texts.es';
import { staffStatementsEn } from '../../features/staff-statements/texts';
import { staffStatementsEs } from '../../features/staff-statements/texts.es';
import { staffTransactionsEn } from '../../features/staff-transactions/texts';
import { staffTransactionsEs } from '../../features/staff-transactions/texts.es';
import { staffTripsEn } from '../../features/staff-trips/texts';
import { staffTripsEs } from '../../features/staff-trips/texts.es';
import { staffUsersEn } from '../../features/staff-users/texts';
import { staffUsersEs } from '../../features/staff-users/texts.es';
import { staffVehiclesEn } from '../../features/staff-vehicles/texts';
import { staffVehiclesEs } from '../../features/staff-vehicles/texts.es';
import { staffWebhooksEn } from '../../features/staff-webhooks/texts';
import { staffWebhooksEs } from '../../features/staff-webhooks/texts.es';
import { statementsEn } from '../../features/statements/texts';
import { statementsEs } from '../../features/statements/texts.es';
import { surveyEn } from '../../features/survey/texts';
import { surveyEs } from '../../features/survey/texts.es';
import { tripsEn } from '../../features/trips/texts';
import { tripsEs } from '../../features/trips/texts.es';
import { en } from '../en';
import { es as startEs } from '../es';
import { type Catalogue, type EnglishCatalogue, i18n } from '../index';
import '../messages';
import { messagesEs } from '../messages.es';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Every English text: the catalogue loaded at start and the registered texts (tsc checks that none is missing). */
const fullEnglish: EnglishCatalogue = {
  ...en,
  messages,
  dashboard: dashboardEn,
  account: accountEn,
  accountTabs: accountTabsEn,
  sessionNotices: sessionNoticesEn,
  transactions: transactionsEn,
  form: formEn,
  register: registerEn,
  entry: entryEn,
  survey: surveyEn,
  trips: tripsEn,
  mileageReports: mileageReportsEn,
  statements: statementsEn,
  inquiries: inquiriesEn,
  payment: paymentEn,
  cardForm: cardFormEn,
  invitations: invitationsEn,
  staff: staffEn,
  staffParticipants: staffParticipantsEn,
  staffAudit: staffAuditEn,
  staffVehicles: staffVehiclesEn,
  staffDevices: staffDevicesEn,
  staffMileageReports: staffMileageReportsEn,
  staffReports: staffReportsEn,
  staffClearinghouse: staffClearinghouseEn,
  staffTrips: staffTripsEn,
  tripMap: tripMapEn,
  dispute: disputeEn,
  staffStatements: staffStatementsEn,
  staffPayments: staffPaymentsEn,
  staffNotifications: staffNotificationsEn,
  staffParticipantView: staffParticipantViewEn,
  staffUsers: staffUsersEn,
  staffConfiguration: staffConfigurationEn,
  staffInquiries: staffInquiriesEn,
  staffRates: staffRatesEn,
  staffWebhooks: staffWebhooksEn,
  staffPrivacy: staffPrivacyEn,
  staffTransactions: staffTransactionsEn,
  staffCordons: staffCordonsEn,
  privacy: privacyEn,
};

/** Every Spanish text: the start catalogue and each registered namespace's translation. */
const es: Catalogue = {
  ...startEs,
  messages: messagesEs,
  dashboard: dashboardEs,
  account: accountEs,
  accountTabs: accountTabsEs,
  sessionNotices: sessionNoticesEs,
  transactions: transactionsEs,
  form: formEs,
  register: registerEs,
  entry: entryEs,
  survey: surveyEs,
  trips: tripsEs,
  mileageReports: mileageReportsEs,
  statements: statementsEs,
  inquiries: inquiriesEs,
  payment: paymentEs,
  cardForm: cardFormEs,
  invitations: invitationsEs,
  staff: staffEs,
  staffParticipants: staffParticipantsEs,
  staffAudit: staffAuditEs,
  staffVehicles: staffVehiclesEs,
  staffDevices: staffDevicesEs,
  staffMileageReports: staffMileageReportsEs,
  staffReports: staffReportsEs,
  staffClearinghouse: staffClearinghouseEs,
  staffTrips: staffTripsEs,
  tripMap: tripMapEs,
  dispute: disputeEs,
  staffStatements: staffStatementsEs,
  staffPayments: staffPaymentsEs,
  staffNotifications: staffNotificationsEs,
  staffParticipantView: staffParticipantViewEs,
  staffUsers: staffUsersEs,
  staffConfiguration: staffConfigurationEs,
  staffInquiries: staffInquiriesEs,
  staffRates: staffRatesEs,
  staffWebhooks: staffWebhooksEs,
  staffPrivacy: staffPrivacyEs,
  staffTransactions: staffTransactionsEs,
  staffCordons: staffCordonsEs,
  privacy: privacyEs,
};

describe('catalogues', () => {
  const english = flatten(fullEnglish as unknown as Tree);

  it('holds every feature text once its texts module has loaded', () => {
    const loaded = flatten(i18n.getResourceBundle('en', 'translation') as Tree);
    expect([...loaded.keys()].sort()).toEqual([...english.keys()].sort());
  });
  const spanish = flatten(es as unknown as Tree);

  it('takes the English spec texts from the domain messages', () => {
    for (const [key, text] of Object.entries(messages)) expect(english.get(`messages.${key}`)).toBe(text);
  });

  it('has a Spanish text for every English key, with the same placeholders', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translated = spanish.get(key) ?? '';
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('states no pilot date or gift-card amount of its own: those come from the pilot calendar', () => {
    // The pages' pilot facts are interpolated from the configuration (lib/pilotCalendar.ts).
    const pilotFact =
      /\b(19|20)\d{2}\b|\$\s?\d|\b(January|February|March|April|June|July|August|September|October|November|December|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b/;
    const pilotTexts = /pilot|piloto|study|estudio|gift|regalo|statement|estado de cuenta|money|dinero/i;
    for (const [key, text] of [...english, ...spanish])
      if (pilotTexts.test(text)) expect(text, key).not.toMatch(pilotFact);
  });

  it('really translates the spec messages', () => {
    for (const key of Object.keys(messages)) {
      expect(spanish.get(`messages.${key}`), key).not.toBe(english.get(`messages.${key}`));
    }
  });

  it("words each of the glossary's terms one way in Spanish", () => {
    const pairs = [...english].map(([key, text]) => [key, text, spanish.get(key) ?? ''] as const);
    expect(glossaryViolations(pairs)).toEqual([]);
  });
});
