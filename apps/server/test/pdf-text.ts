import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit (built-in fonts, Flate streams), for tests: the strings of its
 * text operators in order, one space between operators (a wrapped line continues after a space) and
 * whitespace collapsed, so a sentence reads as one string whatever its line breaks.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a Flate stream (fonts, images)
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const pieces =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((p) => p[1] ?? '') : [op[2] ?? ''];
      parts.push(pieces.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
