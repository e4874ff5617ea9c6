/** The card's body length (staff spec section 9: inquiry card body cut at 120 characters). */
export const CARD_BODY_LENGTH = 120;

/** The body cut at 120 characters (an ellipsis marks the cut). */
export function cutBody(body: string | null | undefined): string {
  const text = (body ?? '').replace(/\s+/g, ' ').trim();
  return text.length > CARD_BODY_LENGTH ? `${text.slice(0, CARD_BODY_LENGTH)}…` : text;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago an instant was, in the language's words ('3 hours ago', 'hace 3 horas'). */
export function relativeTime(value: string | null | undefined, language: string, now = Date.now()): string {
  if (!value) return '';
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'minute');
}
