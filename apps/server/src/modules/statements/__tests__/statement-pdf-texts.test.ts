import { glossaryViolations } from '@rc/domain';
import { describe, expect, it } from 'vitest';
import { STATEMENT_PDF_TEXTS } from '../statement-pdf-texts.js';

/** Each text of a language, a function's with placeholder arguments (they are left out of the check). */
function texts(language: keyof typeof STATEMENT_PDF_TEXTS): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(STATEMENT_PDF_TEXTS[language])) {
    if (typeof value === 'string') out.set(key, value);
    else if (typeof value === 'function') {
      const args = Array.from({ length: value.length }, (_, i) => `{arg${i}}`);
      out.set(key, String((value as (...a: string[]) => unknown)(...args)));
    }
  }
  return out;
}

describe('the statement PDF in Spanish', () => {
  it("words each of the glossary's terms one way", () => {
    const en = texts('en');
    const es = texts('es');
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
    const pairs = [...en]
      .filter(([key]) => key !== 'locale')
      .map(([key, text]) => [key, text, es.get(key) ?? ''] as const);
    expect(glossaryViolations(pairs)).toEqual([]);
  });
});
