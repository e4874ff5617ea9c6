import sanitize from 'sanitize-html';

/**
 * An allow-list HTML sanitiser for user-written HTML (inquiry bodies and messages), applied before
 * storage, built on the sanitize-html library with its default (browser-like, entity-decoding) parser.
 * It keeps only p, br, b, strong, i, em, ul, ol, li and a (with an http, https or mailto href and a
 * fixed rel); every other tag is dropped (its text is kept, escaped), every other attribute is dropped,
 * and the content of script-like elements (script, style, iframe, …) is dropped entirely. Comments,
 * doctypes and processing instructions are dropped.
 *
 * The output is rebuilt by the library from parsed tokens: text is re-escaped, so character references
 * of the input come out as the characters themselves (`&copy;` → `©`), except &, < and > (and " in the
 * href), which stay escaped.
 */

const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'a'];
/** Elements whose whole content is dropped with them. */
const DROP_CONTENT = [
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
  'option',
  'head',
];
const SAFE_SCHEMES = /^(?:https?|mailto):/i;
const REL = 'noopener noreferrer nofollow';

/** The href to keep, or null, from an attribute value whose character references are already decoded. */
function checkedHref(decoded: string): string | null {
  // Browsers ignore controls and spaces in a scheme; the href written is this cleaned value, so the
  // browser reads back exactly what was checked. Relative hrefs are refused like unknown schemes.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = decoded.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').trim();
  return SAFE_SCHEMES.test(cleaned) ? cleaned : null;
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_CONTENT,
  transformTags: {
    a: (tagName, attribs): sanitize.Tag => {
      const href = checkedHref(attribs.href ?? '');
      return { tagName, attribs: href ? { href, rel: REL } : {} };
    },
  },
};

export function sanitizeHtml(html: string): string {
  // The library writes the void br as `<br />`; plain `<br>` is what stored bodies already hold. Text
  // never holds a raw `<`, so the only `<br />` in the output is the tag.
  return sanitize(html, OPTIONS).replaceAll('<br />', '<br>');
}

/** Undoes the only escapes the sanitiser writes: &amp;, &lt;, &gt; and &quot;. */
function unescapeOutput(html: string): string {
  return html.replace(
    /&(amp|lt|gt|quot);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] ?? '',
  );
}

/**
 * The href to keep, or null, for a raw attribute value (character references not yet decoded): http,
 * https or mailto once references, controls and spaces are removed. It reads the value with the same
 * parser as sanitizeHtml.
 */
export function safeHref(raw: string): string | null {
  const match = /^<a href="([^"]*)"/.exec(sanitizeHtml(`<a href="${raw.replaceAll('"', '&quot;')}"></a>`));
  return match?.[1] === undefined ? null : unescapeOutput(match[1]);
}

/** The plain text of sanitised HTML (for a body derived from bodyHtml). */
export function htmlToText(html: string): string {
  return unescapeOutput(
    sanitizeHtml(html)
      .replace(/<br>|<\/p>|<\/li>/g, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
