/**
 * An allow-list HTML sanitiser for user-written HTML (inquiry bodies and messages), applied before
 * storage. It keeps only p, br, b, strong, i, em, ul, ol, li and a (with an http, https or mailto
 * href); every other tag is dropped (its text is kept, escaped), every other attribute is dropped, and
 * the content of script-like elements (script, style, iframe, …) is dropped entirely. Comments,
 * doctypes and processing instructions are dropped.
 *
 * Safety does not depend on parsing like a browser: the output is rebuilt from scratch, so every `<`
 * in it starts one of the allowed tags this function wrote, text is escaped, and the only attribute
 * written is an escaped href whose scheme was checked after decoding character references.
 */

const ALLOWED = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'a']);
const VOID = new Set(['br']);
/** Elements whose whole content is dropped with them. */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
  'head',
]);
const SAFE_SCHEMES = /^(?:https?|mailto):/i;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  period: '.',
  lpar: '(',
  rpar: ')',
};

/** Decodes character references the way a browser does inside an attribute value (unknown names stay). */
function decodeEntities(value: string): string {
  return value.replace(/&(?:(#x[0-9a-f]+|#\d+);?|([a-z][a-z0-9]*);)/gi, (whole, numeric?: string, named?: string) => {
    if (numeric) {
      const hex = numeric[1] === 'x' || numeric[1] === 'X';
      const code = Number.parseInt(numeric.slice(hex ? 2 : 1), hex ? 16 : 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[(named ?? '').toLowerCase()] ?? whole;
  });
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** The href to keep, or null: http, https or mailto once references, controls and spaces are removed. */
export function safeHref(raw: string): string | null {
  const decoded = decodeEntities(raw)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u0020\u007f-\u009f]+/g, '')
    .trim();
  // The href written is this decoded value, escaped: the browser reads back exactly what was checked.
  return SAFE_SCHEMES.test(decoded) ? decoded : null;
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  end: number;
}

/** Reads a tag starting at `<`; null when `<` does not start a tag (then it is text). */
function readTag(html: string, start: number): Tag | null {
  let i = start + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  const nameMatch = /^[a-z][^\s/>]*/i.exec(html.slice(i, i + 64));
  if (!nameMatch) return null;
  const name = nameMatch[0].toLowerCase();
  i += nameMatch[0].length;
  const attributes = new Map<string, string>();
  const n = html.length;
  while (i < n) {
    const ch = html[i] as string;
    if (ch === '>') return { name, closing, attributes, end: i + 1 };
    if (/[\s/]/.test(ch)) {
      i++;
      continue;
    }
    // Attribute name, then an optional value (quoted or not).
    let j = i;
    while (j < n && !/[\s/>=]/.test(html[j] as string)) j++;
    const attrName = html.slice(i, j).toLowerCase();
    i = j;
    while (i < n && /\s/.test(html[i] as string)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < n && /\s/.test(html[i] as string)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return { name, closing, attributes, end: n };
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        j = i;
        while (j < n && !/[\s>]/.test(html[j] as string)) j++;
        value = html.slice(i, j);
        i = j;
      }
    }
    if (attrName && !attributes.has(attrName)) attributes.set(attrName, value);
  }
  // An unterminated tag swallows the rest of the input (as in a browser): nothing of it is kept.
  return { name, closing, attributes, end: n };
}

/** Index after the end tag `</name …>` (case-insensitive), or the end of the input. */
function skipElementContent(html: string, from: number, name: string): number {
  const pattern = new RegExp(`</${name}(?=[\\s/>])[^>]*>?`, 'ig');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  return match ? match.index + match[0].length : html.length;
}

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  const n = html.length;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeTextKeepingReferences(html.slice(i));
      break;
    }
    out += escapeTextKeepingReferences(html.slice(i, lt));
    i = lt;
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      i = close === -1 ? n : close + 3;
      continue;
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      const close = html.indexOf('>', i + 2);
      i = close === -1 ? n : close + 1;
      continue;
    }
    const tag = readTag(html, i);
    if (!tag) {
      out += '&lt;';
      i++;
      continue;
    }
    i = tag.end;
    if (!tag.closing && DROP_CONTENT.has(tag.name)) {
      i = skipElementContent(html, i, tag.name);
      continue;
    }
    if (!ALLOWED.has(tag.name)) continue;
    if (tag.closing) {
      const at = open.lastIndexOf(tag.name);
      if (at === -1) continue;
      // Close the elements opened inside it too, so the output stays well nested.
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID.has(tag.name)) {
      out += `<${tag.name}>`;
      continue;
    }
    if (tag.name === 'a') {
      const href = safeHref(tag.attributes.get('href') ?? '');
      out += href ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer nofollow">` : '<a>';
    } else {
      out += `<${tag.name}>`;
    }
    open.push(tag.name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/**
 * Text: < and > are escaped, and so is every & that does not start a character reference (a reference
 * in text only ever stands for a character of text, so keeping it is safe and keeps &copy; and the like).
 */
function escapeTextKeepingReferences(text: string): string {
  return text
    .replace(/&(?!(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The plain text of sanitised HTML (for a body derived from bodyHtml). */
export function htmlToText(html: string): string {
  return decodeEntities(
    sanitizeHtml(html)
      .replace(/<br>|<\/p>|<\/li>/g, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
