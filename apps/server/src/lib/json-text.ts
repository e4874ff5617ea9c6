/** A lone UTF-16 surrogate: in `u` mode a paired one is a single code point and does not match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes as UTF-8 text, or null when they are not valid UTF-8 (never silently replaced). */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Why a parsed JSON value cannot be kept as text, or null when it can: JSON may spell a lone surrogate
 * (`"\ud800"`), which is no Unicode text, and `withoutNul` refuses NUL characters too (PostgreSQL's
 * jsonb stores neither).
 */
export function jsonTextProblem(value: unknown, options: { withoutNul?: boolean } = {}): string | null {
  const check = (text: string): string | null => {
    if (LONE_SURROGATE.test(text)) return 'text holds a lone UTF-16 surrogate';
    if (options.withoutNul && text.includes('\u0000')) return 'text holds a NUL character';
    return null;
  };
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      const problem = check(current);
      if (problem) return problem;
    } else if (Array.isArray(current)) {
      stack.push(...current);
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const problem = check(key);
        if (problem) return problem;
        stack.push(item);
      }
    }
  }
  return null;
}

/**
 * Whether `text`, which JSON.parse read as `received`, already spells `kept` (a validated copy of it):
 * the same values with nothing dropped or changed, and no key given twice (JSON.parse keeps the last
 * of a repeated key, the text keeps both). Then the text can be stored as it is instead of the copy
 * made into JSON again, which for a GPS track is mostly formatting thousands of numbers.
 */
export function spellsSameJson(text: string, received: unknown, kept: unknown): boolean {
  let strings = 0;
  const same = (a: unknown, b: unknown): boolean => {
    if (typeof a === 'string') {
      strings++;
      return a === b;
    }
    if (a === null || typeof a !== 'object') return a === b;
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || a.length !== b.length) return false;
      for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
      return true;
    }
    if (b === null || typeof b !== 'object' || Array.isArray(b)) return false;
    const keys = Object.keys(a);
    // JSON leaves out a key whose value is undefined.
    const keptKeys = Object.entries(b).filter(([, v]) => v !== undefined).length;
    if (keys.length !== keptKeys) return false;
    strings += keys.length;
    for (const key of keys) {
      if (!Object.hasOwn(b, key) || !same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
        return false;
    }
    return true;
  };
  // Every key and string value is one quoted string in the text: more of them means a repeated key.
  return same(received, kept) && quotedStrings(text) === strings;
}

/** How many strings valid JSON text holds (keys and values). */
function quotedStrings(text: string): number {
  let count = 0;
  let start = text.indexOf('"');
  while (start !== -1) {
    let end = text.indexOf('"', start + 1);
    while (end !== -1 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
    if (end === -1) return -1;
    count++;
    start = text.indexOf('"', end + 1);
  }
  return count;
}

/** Whether the character at `at` follows an odd number of backslashes. */
function isEscaped(text: string, at: number): boolean {
  let backslashes = 0;
  for (let i = at - 1; i >= 0 && text[i] === '\\'; i--) backslashes++;
  return backslashes % 2 === 1;
}
