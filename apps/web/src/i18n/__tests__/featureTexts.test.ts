import { messages, startMessages } from '@rc/domain';
import { describe, expect, it } from 'vitest';
import type { FeatureTexts } from '../index';

/** Where each namespace of FeatureTexts lives (its texts.ts registers it on load). */
const TEXTS_MODULE: Record<keyof FeatureTexts, string> = {
  dashboard: 'features/dashboard/texts',
  account: 'features/account/texts',
  accountTabs: 'features/account/tabTexts',
  sessionNotices: 'features/session/texts',
  transactions: 'features/dashboard/transactions/texts',
  form: 'components/form/texts',
  register: 'features/enrolment/texts',
  entry: 'features/enrolment/entry/texts',
  survey: 'features/survey/texts',
  trips: 'features/trips/texts',
  tripMap: 'components/trip-map/texts',
  dispute: 'components/dispute/texts',
  mileageReports: 'features/mileage-reports/texts',
  statements: 'features/statements/texts',
  inquiries: 'features/inquiries/texts',
  payment: 'components/payment/texts',
  cardForm: 'components/payment-card/texts',
  invitations: 'features/staff-invitations/texts',
  staff: 'components/staff/texts',
  staffParticipants: 'features/staff-participants/texts',
  staffAudit: 'features/staff-audit/texts',
  staffVehicles: 'features/staff-vehicles/texts',
  staffDevices: 'features/staff-devices/texts',
  staffMileageReports: 'features/staff-mileage-reports/texts',
  staffReports: 'features/staff-reports/texts',
  staffClearinghouse: 'features/staff-reports/clearinghouseTexts',
  staffTrips: 'features/staff-trips/texts',
  staffStatements: 'features/staff-statements/texts',
  staffPayments: 'features/staff-payments/texts',
  staffNotifications: 'features/staff-notifications/texts',
  staffParticipantView: 'app/staff/participantViewTexts',
  staffUsers: 'features/staff-users/texts',
  staffConfiguration: 'features/staff-configuration/texts',
  staffInquiries: 'features/staff-inquiries/texts',
  staffRates: 'features/staff-rates/texts',
  staffWebhooks: 'features/staff-webhooks/texts',
  staffPrivacy: 'features/staff-privacy/texts',
  staffTransactions: 'features/staff-transactions/texts',
  staffCordons: 'features/staff-cordons/texts',
  privacy: 'features/privacy-centre/texts',
  // The spec's messages beyond the start catalogue's (startMessages): see usesNamespace.
  messages: 'i18n/messages',
};

// Every module of the app (paths relative to src/), as text.
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../gql/**', '!../../i18n/**', '!../../**/__tests__/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, source]) => [file.slice('../../'.length), source]),
);

/** The import specifier of `target` (relative to src/) from the module `file`. */
function specifier(file: string, target: string): string {
  const from = file.split('/').slice(0, -1);
  const to = target.split('/');
  let common = 0;
  while (common < from.length && from[common] === to[common]) common++;
  const up = from.length - common;
  return [...(up === 0 ? ['.'] : Array<string>(up).fill('..')), ...to.slice(common)].join('/');
}

/**
 * Whether a module shows texts of the namespace. For `messages`, only those outside the start catalogue
 * count: a static key not in startMessages, or a dynamic one that does not come from messageKeyOf (which
 * knows only the texts of messages already registered).
 */
function usesNamespace(source: string, namespace: string): boolean {
  if (namespace !== 'messages') return new RegExp(`[\`'"]${namespace}\\.[a-zA-Z]`).test(source);
  const later = [...source.matchAll(/['"`]messages\.(\w+)/g)].some(
    ([, key]) => !Object.hasOwn(startMessages, key ?? ''),
  );
  const dynamic = [...source.matchAll(/`messages\.\$\{([\w.]+)\}/g)].some(
    ([, variable]) => !source.includes(`const ${variable} = messageKeyOf(`),
  );
  return later || dynamic;
}

describe('feature texts', () => {
  it('scans the app', () => {
    expect(Object.keys(SOURCES)).toContain('features/dashboard/DashboardTab.tsx');
  });

  // A module using a feature's keys without importing its texts would show the keys instead of the texts
  // on a page reached before that feature's chunk loaded.
  it('are imported by every module that uses their keys', () => {
    const missing: string[] = [];
    for (const [file, source] of Object.entries(SOURCES)) {
      if (/texts(\.es)?\.ts$/.test(file)) continue;
      for (const [namespace, module] of Object.entries(TEXTS_MODULE)) {
        if (!usesNamespace(source, namespace)) continue;
        if (!source.includes(`'${specifier(file, module)}'`)) missing.push(`${file} uses ${namespace}.*`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('name only messages that exist', () => {
    const unknown = Object.entries(SOURCES).flatMap(([file, source]) =>
      [...source.matchAll(/['"`]messages\.(\w+)['"`]/g)]
        .filter(([, key]) => !Object.hasOwn(messages, key ?? ''))
        .map(([, key]) => `${file}: ${key}`),
    );
    expect(unknown).toEqual([]);
  });
});
