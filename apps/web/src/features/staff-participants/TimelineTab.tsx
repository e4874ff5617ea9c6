import { Chip, Link, Typography } from '@mui/material';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StaffTable } from '../../components/staff/StaffTable';
import type { ParticipantTimelineKind } from '../../gql/staff/graphql';
import { formatMoney } from '../../lib/format';
import { type ParticipantTabProps, participantPath } from '../../lib/staff/participantTabs';
import { formatZonedDateTime, useStaffZone } from '../../lib/staff/timeZone';
import { type TimelineItem, useParticipantTimeline } from './api';
import './texts';

const columnHelper = createColumnHelper<TimelineItem>();

const KIND_COLOURS: Record<
  ParticipantTimelineKind,
  'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning'
> = {
  audit: 'default',
  notification: 'info',
  inquiry: 'secondary',
  inquiryComment: 'secondary',
  statement: 'primary',
  transaction: 'warning',
  payment: 'success',
};

/** Where an item is looked at in full: its own screen, or the participant's tab that lists it. */
function linkOf(item: TimelineItem, username: string): string | null {
  switch (item.kind) {
    case 'audit':
      return participantPath(username, 'audit');
    case 'notification':
      return participantPath(username, 'notifications');
    // Until the console has its inquiry and transaction screens, the participant's own tabs show them.
    case 'inquiry':
    case 'inquiryComment':
      return participantPath(username, 'view');
    case 'statement':
      return participantPath(username, 'statements');
    case 'transaction':
    case 'payment':
      return participantPath(username, 'payments');
    default:
      return null;
  }
}

/**
 * Staff: the participant detail's Timeline tab: the account's changes (audit), notifications, inquiries
 * and their comments, statements, transactions and payments in one list, newest first, one server page
 * at a time (getParticipantTimeline).
 */
export default function TimelineTab({ username }: ParticipantTabProps) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const list = useParticipantTimeline(username);

  const columns = useMemo(
    () => [
      columnHelper.accessor('at', {
        header: t('staffParticipants.timeline.columns.at'),
        cell: (info) => <span style={{ whiteSpace: 'nowrap' }}>{formatZonedDateTime(info.getValue(), zone)}</span>,
      }),
      columnHelper.accessor('kind', {
        header: t('staffParticipants.timeline.columns.kind'),
        cell: (info) => (
          <Chip
            size="small"
            variant="outlined"
            color={KIND_COLOURS[info.getValue()]}
            label={t(`staffParticipants.timeline.kinds.${info.getValue()}`)}
            sx={{ fontWeight: 500 }}
          />
        ),
      }),
      columnHelper.accessor((item) => item.title ?? '', {
        id: 'title',
        header: t('staffParticipants.timeline.columns.title'),
        cell: (info) => (
          <Typography
            variant="body2"
            sx={{ minWidth: '12ch', maxWidth: '36ch', whiteSpace: 'normal', overflowWrap: 'anywhere' }}
          >
            {info.getValue()}
          </Typography>
        ),
      }),
      columnHelper.display({
        id: 'details',
        header: t('staffParticipants.timeline.columns.details'),
        cell: (info) => <Details item={info.row.original} />,
      }),
      columnHelper.accessor((item) => item.status ?? '', {
        id: 'status',
        header: t('staffParticipants.timeline.columns.status'),
      }),
      columnHelper.accessor((item) => item.actor ?? '', {
        id: 'actor',
        header: t('staffParticipants.timeline.columns.actor'),
      }),
      columnHelper.accessor('amountCents', {
        header: t('staffParticipants.timeline.columns.amount'),
        meta: { align: 'right' },
        cell: (info) => (info.getValue() == null ? '' : formatMoney(info.getValue())),
      }),
      columnHelper.display({
        id: 'open',
        header: t('staffParticipants.timeline.columns.open'),
        cell: (info) => {
          const item = info.row.original;
          const to = linkOf(item, username);
          if (!to) return null;
          return (
            <Link
              component={RouterLink}
              to={to}
              aria-label={t('staffParticipants.timeline.openLabel', {
                kind: t(`staffParticipants.timeline.kinds.${item.kind}`),
                title: item.title ?? '',
              })}
            >
              {t('staffParticipants.timeline.open')}
            </Link>
          );
        },
      }),
    ],
    [t, zone, username],
  );

  return (
    <StaffTable
      tableId="participant-timeline"
      title={t('staffParticipants.timeline.heading')}
      columns={columns}
      rows={list.rows}
      getRowId={(item) => `${item.kind}:${item.id}`}
      loading={list.loading}
      refreshing={list.refreshing}
      emptyText={t('staffParticipants.timeline.empty')}
      paging={list.paging}
    />
  );
}

/** The item's details in words: changed fields, body start, template, note. */
function Details({ item }: { item: TimelineItem }) {
  const { t } = useTranslation();
  const parts: string[] = [];
  if (item.kind === 'audit') {
    if (item.title === 'INSERT') parts.push(t('staffParticipants.timeline.created'));
    else if (item.title === 'REMOVE') parts.push(t('staffParticipants.timeline.removed'));
    else if (item.summary)
      parts.push(t('staffParticipants.timeline.changed', { fields: item.summary.split(',').join(', ') }));
    if (item.note) parts.push(t('staffParticipants.timeline.note', { note: item.note }));
  } else if (item.kind === 'inquiryComment') {
    parts.push(t('staffParticipants.timeline.commentBy', { type: item.title ?? '', author: item.note ?? '' }));
    if (item.summary) parts.push(item.summary);
  } else {
    if (item.summary) parts.push(item.summary);
    if (item.note) parts.push(item.note);
  }
  return (
    <Typography
      variant="body2"
      sx={{ minWidth: '20ch', maxWidth: '48ch', whiteSpace: 'normal', overflowWrap: 'anywhere' }}
    >
      {parts.join(' · ')}
    </Typography>
  );
}
