import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONFIGURATION_DEFINITIONS,
  cardEntryMode,
  currentYearMonth,
  manualCardFormSchema,
  messages,
  SANDBOX_CARD_FORM_PATH,
} from '../index.js';

const messagesOf = (input: unknown) => {
  const result = manualCardFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('card entry mode (Billing Info: embedded widget or manual form)', () => {
  it('embeds the widget when PAYMENTS_WIDGET_URL names a page, and shows the manual form when it is empty', () => {
    expect(cardEntryMode({ PAYMENTS_WIDGET_URL: SANDBOX_CARD_FORM_PATH })).toBe('widget');
    expect(cardEntryMode({ PAYMENTS_WIDGET_URL: 'https://cards.example/widget' })).toBe('widget');
    expect(cardEntryMode({ PAYMENTS_WIDGET_URL: '' })).toBe('manual');
    expect(cardEntryMode({ PAYMENTS_WIDGET_URL: '   ' })).toBe('manual');
    expect(cardEntryMode({})).toBe('manual');
  });

  it("defaults to the sandbox provider's hosted card page", () => {
    const definition = CONFIGURATION_DEFINITIONS.find((d) => d.key === 'PAYMENTS_WIDGET_URL');
    expect(definition?.defaultValue).toBe(SANDBOX_CARD_FORM_PATH);
  });
});

describe('the manual card form', () => {
  const { year } = currentYearMonth();
  const valid = {
    cardNumber: '4242 4242-4242 4242',
    nameOnCard: ' Pat Driver ',
    expirationMonth: 12,
    expirationYear: year + 1,
  };

  it('accepts a complete card and strips spaces and hyphens from the number', () => {
    expect(manualCardFormSchema.parse(valid)).toEqual({
      cardNumber: '4242424242424242',
      nameOnCard: 'Pat Driver',
      expirationMonth: 12,
      expirationYear: year + 1,
    });
  });

  it('requires the card number, name on card, expiry month and year, with their messages', () => {
    expect(messagesOf({ cardNumber: ' ', nameOnCard: '', expirationMonth: '', expirationYear: '' })).toEqual([
      `cardNumber: ${messages.cardNumberRequired}`,
      `nameOnCard: ${messages.nameOnCardRequired}`,
      `expirationMonth: ${messages.expirationMonthRequired}`,
      `expirationYear: ${messages.expirationYearRequired}`,
    ]);
  });

  it('offers expiry years from this year through the next 9 only', () => {
    expect(messagesOf({ ...valid, expirationYear: year + 10 })).toEqual([
      `expirationYear: ${messages.expirationYearInvalid}`,
    ]);
    expect(messagesOf({ ...valid, expirationMonth: 13 })).toEqual([
      `expirationMonth: ${messages.expirationMonthInvalid}`,
    ]);
  });

  describe('in mid-July 2026 (Pacific time)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("says 'The card has expired' once the end of the expiry month is past; this month is still good", () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-07-15T12:00:00-07:00'));
      const july = { ...valid, expirationYear: 2026 };
      expect(messagesOf({ ...july, expirationMonth: 7 })).toEqual([]);
      expect(messagesOf({ ...july, expirationMonth: 6 })).toEqual([`expirationMonth: ${messages.cardExpired}`]);
      expect(messagesOf({ ...july, expirationMonth: 1 })).toEqual([`expirationMonth: ${messages.cardExpired}`]);
    });
  });
});
