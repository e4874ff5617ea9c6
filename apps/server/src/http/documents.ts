import type { FastifyInstance } from 'fastify';
import type { ConfigurationService } from '../modules/configuration/configuration.service.js';
import { renderParticipantAgreement } from '../modules/enrolment/participant-agreement.js';

export const PARTICIPANT_AGREEMENT_PATH = '/documents/participant-agreement.pdf';

/**
 * GET /documents/participant-agreement.pdf (public): the agreement rendered with the pilot calendar
 * as configured now, so it states the same dates, billing month, gift-card amount and real-or-mock
 * charges as the pages and e-mails. The last rendering is kept until the calendar changes. The other
 * documents are static files under /documents/.
 */
export function registerDocumentRoutes(app: FastifyInstance, configuration: ConfigurationService): void {
  let cached: { key: string; pdf: Buffer } | null = null;
  app.get(PARTICIPANT_AGREEMENT_PATH, async (_req, reply) => {
    const calendar = await configuration.pilotCalendar();
    const key = JSON.stringify(calendar);
    if (cached?.key !== key) cached = { key, pdf: await renderParticipantAgreement(calendar) };
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'inline; filename="participant-agreement.pdf"')
      .header('cache-control', 'no-cache')
      .send(cached.pdf);
  });
}
