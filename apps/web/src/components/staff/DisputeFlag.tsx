import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DisputeStatus } from '../../gql/staff/graphql';
import './texts';

/** A list row's newest dispute from its two fields (lists read no dispute object). */
export function latestDispute(row: {
  disputeStatus?: DisputeStatus | null;
  disputeInquiryId?: string | null;
}): { status: DisputeStatus; inquiryId: string } | null {
  return row.disputeStatus && row.disputeInquiryId
    ? { status: row.disputeStatus, inquiryId: row.disputeInquiryId }
    : null;
}

/** A trip's newest dispute as a chip that opens its inquiry (staff trip page and trip review). */
export function DisputeFlag({ dispute }: { dispute: { status: DisputeStatus; inquiryId: string } | null | undefined }) {
  const { t } = useTranslation();
  if (!dispute) return null;
  const status = t(`staff.dispute.${dispute.status}`);
  return (
    <Chip
      size="small"
      variant="outlined"
      clickable
      component={RouterLink}
      to={`/inquiry/${encodeURIComponent(dispute.inquiryId)}`}
      label={status}
      aria-label={t('staff.dispute.link', { status })}
      data-testid="trip-dispute"
    />
  );
}
