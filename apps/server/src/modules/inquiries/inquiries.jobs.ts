import type { JobDefinition } from '../../jobs/jobs.js';
import { INQUIRY_REPLY_JOB, type InquiriesService } from './inquiries.service.js';

/**
 * Staff messages e-mailed to participants, one job per message (queued with the message). A mail
 * server failure fails the job and pg-boss retries it with back-off; a sent message is never sent again.
 */
export function inquiryJobs(inquiries: InquiriesService): JobDefinition<{ commentId: string }>[] {
  return [
    {
      name: INQUIRY_REPLY_JOB,
      queue: { retryLimit: 8, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
      async handle(data, { logger }) {
        const outcome = await inquiries.sendReply(data.commentId);
        logger.info({ commentId: data.commentId, outcome }, 'inquiry reply e-mail');
      },
    },
  ];
}
