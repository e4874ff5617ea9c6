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
