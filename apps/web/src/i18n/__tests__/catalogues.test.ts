import { messages } from '@rc/domain';
import { describe, expect, it } from 'vitest';
import { entryEn } from '../../features/enrolment/entry/texts';
import { registerEn } from '../../features/enrolment/texts';
import { inquiriesEn } from '../../features/inquiries/texts';
import { mileageReportsEn } from '../../features/mileage-reports/texts';
import { cardFormEn, paymentEn } from '../../features/payments/texts';
import { invitationsEn } from '../../features/staff-console/texts';
import { statementsEn } from '../../features/statements/texts';
import { surveyEn } from '../../features/survey/texts';
import { tripsEn } from '../../features/trips/texts';
import { type EnglishCatalogue, en } from '../en';
import { es } from '../es';
import { i18n } from '../index';

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

/** Every English text: the catalogue loaded at start and the feature texts (tsc checks that none is missing). */
const fullEnglish: EnglishCatalogue = {
  ...en,
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

  it('really translates the spec messages', () => {
    for (const key of Object.keys(messages)) {
      expect(spanish.get(`messages.${key}`), key).not.toBe(english.get(`messages.${key}`));
    }
  });
});
