import { createHmac, timingSafeEqual } from 'node:crypto';
import sanitize from 'sanitize-html';
import type { SignedValues } from '../../lib/signed-values.js';

/**
 * The parts of inbound e-mail handling that need no database (docs/inbound-email.md): the provider's
 * signature (Mailgun's webhook signing), the signed reply address, Message-ID lists, stripping the
 * quoted history of a reply (the attachment checks are lib/attachments.ts).
 */

/** How far a delivery's timestamp may be from now (Mailgun signs each attempt afresh). */
export const INBOUND_SIGNATURE_MAX_AGE_SECONDS = 15 * 60;
export {
  ATTACHMENT_MAX_BYTES as INBOUND_ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_COUNT as INBOUND_ATTACHMENT_MAX_COUNT,
} from '../../lib/attachments.js';
/** The whole delivery (Mailgun accepts messages of up to 25 MB). */
export const INBOUND_BODY_MAX_BYTES = 26 * 1024 * 1024;

/**
 * Mailgun's signature: hex HMAC-SHA256 of timestamp + token with the webhook signing key, and a
 * timestamp within INBOUND_SIGNATURE_MAX_AGE_SECONDS of now.
 */
export function verifyMailgunSignature(
  key: string,
  fields: { timestamp?: string; token?: string; signature?: string },
  now = Date.now(),
): boolean {
  const { timestamp, token, signature } = fields;
  if (!key || !timestamp || !token || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > INBOUND_SIGNATURE_MAX_AGE_SECONDS) return false;
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', key)
    .update(timestamp + token)
    .digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Signs a delivery the way Mailgun does (the tests and the journey post as the provider would). */
export function mailgunSignature(key: string, timestamp: string, token: string): string {
  return createHmac('sha256', key)
    .update(timestamp + token)
    .digest('hex');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAC_HEX = 24;

/**
 * The reply address of an inquiry: reply+<inquiry id without dashes>-<96-bit MAC>@domain (63
 * characters before the @, the most an address allows is 64; lowercase hex survives mail systems that
 * fold case). Null for an id that is not a UUID.
 */
export function replyAddress(values: SignedValues, inquiryId: string, domain: string): string | null {
  if (!UUID.test(inquiryId)) return null;
  const mac = values.digest(inquiryId).toString('hex').slice(0, MAC_HEX);
  return `reply+${inquiryId.replaceAll('-', '')}-${mac}@${domain}`;
}

/** The inquiry a signed reply address stands for, among the recipients; null when none is ours. */
export function inquiryOfReplyAddress(values: SignedValues, recipients: string): string | null {
  for (const match of recipients.toLowerCase().matchAll(/reply\+([0-9a-f]{32})-([0-9a-f]{24})@/g)) {
    const [, hex = '', mac = ''] = match;
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    const expected = values.digest(id).subarray(0, MAC_HEX / 2);
    if (timingSafeEqual(expected, Buffer.from(mac, 'hex'))) return id;
  }
  return null;
}

/** The Message-IDs in an In-Reply-To or References header (`<a@b> <c@d>`), at most 50. */
export function messageIdsOf(header: string | undefined): string[] {
  if (!header) return [];
  return [...header.matchAll(/<[^<>\s]{1,250}>/g)].map((m) => m[0]).slice(0, 50);
}

/** The bare address of a From or sender value (`Name <a@b>` or `a@b`), lowercased; null when none. */
export function addressOf(value: string | undefined): string | null {
  if (!value) return null;
  const bracketed = /<([^<>\s]+@[^<>\s]+)>/.exec(value)?.[1];
  const bare = bracketed ?? /[^\s<>"',;]+@[^\s<>"',;]+/.exec(value)?.[0];
  return bare ? bare.toLowerCase() : null;
}

/** Lines that start the quoted history of a reply in the common mail programs. */
const QUOTE_HEADERS = [
  /^On .{1,300}wrote:\s*$/, // Gmail, Apple Mail, Thunderbird
  /^El .{1,300}escribió:\s*$/, // the same in Spanish
  /^-{2,}\s*Original Message\s*-{2,}/i, // Outlook
  /^-{2,}\s*Mensaje original\s*-{2,}/i,
  /^_{10,}\s*$/, // Outlook's rule above the quoted headers
  /^From:\s.+$/, // a quoted header block (From:, Sent:, To:, Subject:)
  /^De:\s.+$/,
];

/**
 * The new part of a plain-text reply: everything before the first quote header or the first run of
 * `>` lines that continues to the end; the signature separator (`-- `) ends it too.
 */
export function stripQuotedText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let end = lines.length;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    // "On … wrote:" is sometimes wrapped over two lines.
    const joined = `${line} ${lines[i + 1] ?? ''}`.trim();
    if (QUOTE_HEADERS.some((re) => re.test(line.trim())) || /^On .{1,300}wrote:$/.test(joined) || line === '-- ') {
      end = i;
      break;
    }
    if (line.startsWith('>') && lines.slice(i).every((l) => l.startsWith('>') || l.trim() === '')) {
      end = i;
      break;
    }
  }
  return lines.slice(0, end).join('\n').trim();
}

/** Elements that hold a reply's quoted history in HTML mail (blockquote, Gmail's and others' wrappers). */
const QUOTE_CLASS = /\b(gmail_quote|gmail_attr|yahoo_quoted|moz-cite-prefix|protonmail_quote|OutlookMessageHeader)\b/;

/** The HTML reply without its quoted history; the project's sanitiser runs on the result afterwards. */
export function stripQuotedHtml(html: string): string {
  return sanitize(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    exclusiveFilter: (frame) =>
      frame.tag === 'blockquote' ||
      QUOTE_CLASS.test(frame.attribs.class ?? '') ||
      frame.attribs.id === 'divRplyFwdMsg' ||
      frame.attribs.id === 'appendonsend',
  });
}
