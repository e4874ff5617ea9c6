import type { NotificationData, NotificationTemplateName } from '@rc/domain';
import type { ParticipantChange } from './participants.service.js';

/** One e-mail a participant change sends: a template and its placeholder values. */
export interface ParticipantNotice {
  templateName: NotificationTemplateName;
  data: NotificationData;
}

/** Statuses an account is "held" in; leaving them for approved or active restores the account. */
const HELD = new Set(['suspended', 'flagged', 'closed']);
/** Statuses before staff have approved the enrolment. */
const ENROLLING = new Set(['created', 'onboarded']);

/**
 * The notices of a participant change (docs/domain.md: "Every status change is audited and notifies the
 * participant with the matching template"; staff spec section 9, notification templates):
 *
 * - any change into onboarded (the agreements were accepted): accountOnboarded;
 * - staff changes only (automatic rules, e.g. the billing standing job, send their own notices, and a
 *   participant editing their own profile is not e-mailed about it):
 *   - approved from created/onboarded: accountApproval, or accountApprovalManualProgram when the
 *     participant reports mileage manually (odometer photos);
 *   - active from created/onboarded/approved: accountActive;
 *   - approved or active from suspended/flagged/closed: accountRestored;
 *   - suspended: accountSuspended (reason: the status message); closed: accountClose (reason: the
 *     closing reason); flagged has no template;
 *   - a changed name, address or phone number: accountUpdateName / accountUpdateAddress /
 *     accountUpdatePhoneNumber.
 */
export function participantNotices(change: ParticipantChange): ParticipantNotice[] {
  const { before, after, changes, source } = change;
  const notices: ParticipantNotice[] = [];
  const statusChanged = changes.includes('status') && before.status !== after.status;
  if (statusChanged && after.status === 'onboarded') notices.push({ templateName: 'accountOnboarded', data: {} });
  if (source !== 'staff') return notices;

  if (statusChanged) {
    const from = before.status;
    switch (after.status) {
      case 'approved':
        if (ENROLLING.has(from)) {
          const manual = after.mroManualCapture || after.mroDevicePreference === 'manual';
          notices.push({ templateName: manual ? 'accountApprovalManualProgram' : 'accountApproval', data: {} });
        } else if (HELD.has(from)) notices.push({ templateName: 'accountRestored', data: {} });
        break;
      case 'active':
        if (HELD.has(from)) notices.push({ templateName: 'accountRestored', data: {} });
        else notices.push({ templateName: 'accountActive', data: {} });
        break;
      case 'suspended':
        notices.push({
          templateName: 'accountSuspended',
          data: after.statusMessage ? { reason: after.statusMessage } : {},
        });
        break;
      case 'closed':
        notices.push({ templateName: 'accountClose', data: after.closedReason ? { reason: after.closedReason } : {} });
        break;
      default:
        break;
    }
  }
  if (changes.includes('name')) notices.push({ templateName: 'accountUpdateName', data: {} });
  if (changes.includes('address')) notices.push({ templateName: 'accountUpdateAddress', data: {} });
  if (changes.includes('phoneNumber')) notices.push({ templateName: 'accountUpdatePhoneNumber', data: {} });
  return notices;
}
