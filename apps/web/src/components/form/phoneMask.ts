/**
 * The phone mask (999) 999-9999 (participant spec section 5): keeps the first ten digits typed or
 * pasted and formats them as far as they go, so the field always shows the mask's shape.
 */
export function maskPhone(value: string): string {
  const digits = value
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10})/, '')
    .slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
