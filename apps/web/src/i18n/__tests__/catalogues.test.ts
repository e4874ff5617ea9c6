import { messages } from '@rc/domain';
import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { es } from '../es';

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

describe('catalogues', () => {
  const english = flatten(en as unknown as Tree);
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
