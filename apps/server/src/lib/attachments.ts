/**
 * Files participants send (answers to staff e-mails, the files of a dispute): which types are kept,
 * how large, how many, and the storage-key-safe name they are stored under.
 */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_MAX_COUNT = 5;

/** Attachment types kept (documents and photos a participant might send), with their magic bytes. */
const ATTACHMENT_TYPES: Record<string, { ext: string; magic: (b: Buffer) => boolean }> = {
  'application/pdf': { ext: 'pdf', magic: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  'image/jpeg': { ext: 'jpg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/png': {
    ext: 'png',
    magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'text/plain': { ext: 'txt', magic: (b) => !b.includes(0) },
};

export interface Attachment {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Why an attachment is refused (type not kept, content not of its type, too large), or null when it
 * is kept; with the extension it is stored under.
 */
export function checkAttachment(a: Attachment): { ok: true; ext: string } | { ok: false; reason: string } {
  const type = a.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const known = ATTACHMENT_TYPES[type];
  if (!known) return { ok: false, reason: `attachment ${a.filename} has a type that is not accepted (${type})` };
  if (a.bytes.byteLength > ATTACHMENT_MAX_BYTES) {
    return { ok: false, reason: `attachment ${a.filename} is larger than ${ATTACHMENT_MAX_BYTES} bytes` };
  }
  if (a.bytes.byteLength === 0 || !known.magic(a.bytes)) {
    return { ok: false, reason: `attachment ${a.filename} is not a ${type} file` };
  }
  return { ok: true, ext: known.ext };
}

/** A storage-key-safe file name (letters, digits, dot, dash, underscore; at most 80 characters). */
export function safeFileName(name: string, ext: string): string {
  const base = name
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return `${base || 'attachment'}.${ext}`;
}
