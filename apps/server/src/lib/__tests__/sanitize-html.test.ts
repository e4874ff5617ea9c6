import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToText, safeHref, sanitizeHtml } from '../sanitize-html.js';

describe('sanitizeHtml keeps the allowed formatting', () => {
  it.each([
    [
      '<p>Hello <b>bold</b> <strong>strong</strong> <i>i</i> <em>em</em><br>next</p>',
      '<p>Hello <b>bold</b> <strong>strong</strong> <i>i</i> <em>em</em><br>next</p>',
    ],
    ['<ul><li>one</li><li>two</li></ul><ol><li>x</li></ol>', '<ul><li>one</li><li>two</li></ul><ol><li>x</li></ol>'],
    ['<P CLASS="x">Up</P><BR/>', '<p>Up</p><br>'],
    [
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" onclick="x()">link</a>',
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">link</a>',
    ],
    [
      '<a href="mailto:help@example.com">mail</a>',
      '<a href="mailto:help@example.com" rel="noopener noreferrer nofollow">mail</a>',
    ],
    ['<a href="http://example.com">h</a>', '<a href="http://example.com" rel="noopener noreferrer nofollow">h</a>'],
    // References are decoded by the parser and written back as characters; only &, < and > stay escaped.
    ['Fish &amp; chips &copy; 5 &lt; 6', 'Fish &amp; chips © 5 &lt; 6'],
    ['AT&T and 1 < 2 > 0', 'AT&amp;T and 1 &lt; 2 &gt; 0'],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('drops other tags but keeps their text, and closes what is left open', () => {
    expect(sanitizeHtml('<div><span style="color:red">hi</span></div><p><b>open')).toBe('hi<p><b>open</b></p>');
    // A stray </p> is an empty paragraph, as a browser parses it.
    expect(sanitizeHtml('</b>stray</p><b>x</i>y</b>')).toBe('stray<p></p><b>xy</b>');
    expect(sanitizeHtml('<p><b>one</p>two')).toBe('<p><b>one</b></p>two');
  });
});

const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><script>alert(2)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="javascript&#58alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<a href=https://ok.example/"onmouseover="alert(1)>x</a>',
  '<a href="https://ok.example/&quot; onmouseover=&quot;alert(1)">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<!--<script>alert(1)</script>-->',
  '<!--><script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml version="1.0"?><script>alert(1)</script>',
  '<style>@import "javascript:alert(1)";</style>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<textarea><script>alert(1)</script></textarea>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<b onclick=alert(1)>x</b>',
  '<p <script>alert(1)</script>>',
  '<a href="https://ok.example"',
  '<script',
  '"><script>alert(1)</script>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<script>alert(1)</script',
  '<a href="\u0000javascript:alert(1)">x</a>',
];

/** No element other than the allowed ones, no attribute other than our href and rel, no script scheme. */
function assertSafe(output: string) {
  const tags = [...output.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
  for (const [, name, attrs] of tags) {
    expect(['p', 'br', 'b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'a']).toContain(name);
    const rest = (attrs ?? '')
      .replace(/^ href="(?:https?|mailto):[^"<>]*"/i, '')
      .replace(/ rel="noopener noreferrer nofollow"$/, '');
    expect(rest).toBe('');
  }
  // Every '<' starts one of the tags matched above.
  expect(output.replace(/<\/?[a-z0-9]+[^<>]*>/gi, '')).not.toMatch(/[<>]/);
  // Script schemes may remain as harmless text, never inside a tag.
  expect(output).not.toMatch(/<[^>]*(?:javascript|vbscript|data):/i);
}

describe('sanitizeHtml against XSS payloads', () => {
  it.each(payloads)('%s', (payload) => {
    const output = sanitizeHtml(payload);
    assertSafe(output);
    expect(output.toLowerCase()).not.toContain('<script');
    expect(output).not.toMatch(/<[^>]*\son\w+=/i);
  });

  it('drops the content of script-like elements', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b<style>p{}</style>c<iframe>x</iframe>d')).toBe('abcd');
  });

  it('refuses unsafe hrefs after decoding references and removing controls', () => {
    expect(safeHref('java&#x09;script:alert(1)')).toBeNull();
    expect(safeHref('&#106;avascript:alert(1)')).toBeNull();
    expect(safeHref('https&colon;//ok.example')).toBe('https://ok.example');
    expect(safeHref('/relative/path')).toBeNull();
    expect(safeHref('https://ok.example/?a=1&amp;b=2')).toBe('https://ok.example/?a=1&b=2');
  });

  it('is safe for any input (property)', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      ' ',
      '&',
      '#',
      ';',
      'a',
      'href',
      'script',
      'javascript:',
      'on',
      'p',
      'b',
      '!--',
      '-->',
      'svg',
      'style',
      '\t',
      'x',
      '&#106;',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        assertSafe(sanitizeHtml(parts.join('')));
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const once = sanitizeHtml(s);
        expect(sanitizeHtml(once)).toBe(once);
      }),
    );
  });
});

describe('htmlToText', () => {
  it('gives the text of sanitised HTML', () => {
    expect(htmlToText('<p>Hello&nbsp;<b>there</b></p><script>x</script><ul><li>a</li><li>b</li></ul>')).toBe(
      'Hello\u00a0there\na\nb',
    );
  });
});
