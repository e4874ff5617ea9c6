import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';

export interface SurveyQuestion {
  type: string;
  question: string;
  answer: unknown;
}

/** An answered eligibility survey (anonymous: it precedes sign-up). surveyId names the survey form. */
export const surveys = pgTable(
  'surveys',
  {
    id: idColumn(),
    surveyId: text('survey_id').notNull(),
    questions: jsonb('questions').$type<SurveyQuestion[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('surveys_survey_id_created_idx').on(t.surveyId, t.createdAt)],
);
