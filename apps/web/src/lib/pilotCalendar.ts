import {
  type PilotCalendar,
  type PilotCalendarWords,
  type PilotPhase,
  pilotCalendarOf,
  pilotCalendarWords,
  pilotPhase,
} from '@rc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfiguration } from './configuration';

export interface PilotCalendarView {
  calendar: PilotCalendar;
  phase: PilotPhase;
  /** The facts as words in the page's language, for interpolation: t(key, words). */
  words: PilotCalendarWords;
}

/**
 * The pilot calendar from the configuration (PILOT_START_DATE, PILOT_END_DATE, PILOT_FIRST_BILLING_MONTH,
 * PILOT_CHARGES_REAL, PILOT_GIFT_CARD_AMOUNT), as every page that states a pilot date, the gift-card
 * amount or whether money is real reads it: no page keeps such a fact in its own texts.
 */
export function usePilotCalendar(): PilotCalendarView {
  const configuration = useConfiguration();
  const { i18n } = useTranslation();
  // Read once per page: the phase and the first statement month depend on today.
  const [now] = useState(() => new Date());
  const calendar = pilotCalendarOf(configuration.values);
  const language = i18n.language?.startsWith('es') ? 'es' : 'en';
  return { calendar, phase: pilotPhase(calendar, now), words: pilotCalendarWords(calendar, now, language) };
}
