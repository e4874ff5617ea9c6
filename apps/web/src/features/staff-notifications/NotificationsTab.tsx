import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffTable } from '../../components/staff/StaffTable';
import type { NotificationStatus } from '../../gql/staff/graphql';
import type { ParticipantTabProps } from '../../lib/staff/participantTabs';
import { formatZonedDateTime, type StaffZone, useStaffZone } from '../../lib/staff/timeZone';
import { type StaffNotificationFilter, type StaffNotificationRow, useParticipantNotifications } from './api';
import type { staffNotificationsEn } from './texts';
import './texts';

const STATUSES: NotificationStatus[] = ['pending', 'sent', 'failed', 'cancelled'];
const column = createColumnHelper<StaffNotificationRow>();

// biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
function notificationColumns(t: TFunction, zone: StaffZone): ColumnDef<StaffNotificationRow, any>[] {
  const h = (key: keyof typeof staffNotificationsEn.columns) => t(`staffNotifications.columns.${key}`);
  const hidden = { hiddenByDefault: true } as const;
  return [
    column.accessor('templateName', {
      header: h('template'),
      cell: (c) => c.getValue() ?? t('staffNotifications.noTemplate'),
    }),
    column.accessor('subject', {
      header: h('subject'),
      cell: (c) => c.getValue() || t('staffNotifications.noSubject'),
    }),
    column.accessor('status', {
      header: h('status'),
      cell: (c) => t(`staffNotifications.status.${c.getValue() as NotificationStatus}`),
    }),
    column.accessor('shouldBeSentAt', {
      header: h('shouldBeSentAt'),
      cell: (c) => formatZonedDateTime(c.getValue(), zone),
    }),
    column.accessor('sentAt', { header: h('sentAt'), cell: (c) => formatZonedDateTime(c.getValue(), zone) }),
    column.accessor('retries', { header: h('retries'), meta: { align: 'right' }, cell: (c) => c.getValue() }),
    column.accessor('statusMsg', { header: h('statusMsg'), cell: (c) => c.getValue() ?? '' }),
    column.accessor('email', { header: h('email'), meta: hidden, cell: (c) => c.getValue() }),
    column.accessor('estimatedDeliveryAt', {
      header: h('estimatedDeliveryAt'),
      meta: hidden,
      cell: (c) => formatZonedDateTime(c.getValue(), zone),
    }),
    column.accessor('createdBy', { header: h('createdBy'), meta: hidden, cell: (c) => c.getValue() ?? '' }),
    column.accessor('createdAt', {
      header: h('created'),
      meta: { ...hidden, sortField: 'createdAt' },
      cell: (c) => formatZonedDateTime(c.getValue(), zone),
    }),
    column.accessor('id', { header: h('id'), meta: hidden, cell: (c) => c.getValue() }),
  ];
}

/**
 * Participant detail, Notifications (staff spec sections 2-4 and 9): the participant's e-mails newest
 * first, a server page at a time: template, subject, status, send time, sent time, retries and status
 * message. An expanded row shows the e-mail's plain text as text: the stored HTML is never rendered.
 */
export default function NotificationsTab({ username }: ParticipantTabProps) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const [filter, setFilter] = useState<StaffNotificationFilter>({ status: '' });
  const list = useParticipantNotifications(username, filter);
  const columns = useMemo(() => notificationColumns(t, zone), [t, zone]);
  return (
    <StaffTable<StaffNotificationRow>
      tableId="participant-notifications"
      title={t('staffNotifications.participant.title')}
      columns={columns}
      rows={list.rows}
      getRowId={(row) => row.id}
      loading={list.loading}
      refreshing={list.refreshing}
      emptyText={t('staffNotifications.participant.empty')}
      paging={list.paging}
      sort={list.sort}
      filters={
        <TextField
          select
          size="small"
          label={t('staffNotifications.participant.status')}
          // 'Any status' is the empty value: shown, with the label above it.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          value={filter.status}
          onChange={(event) => setFilter({ status: event.target.value as StaffNotificationFilter['status'] })}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('staffNotifications.participant.anyStatus')}</MenuItem>
          {STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`staffNotifications.status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      }
      renderExpanded={(row) => (
        // Kept in view on narrow screens, where the table itself scrolls sideways.
        <Box sx={{ position: 'sticky', left: 16, maxWidth: 'calc(100vw - 96px)' }}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {t('staffNotifications.textHeading')}
          </Typography>
          {row.text ? (
            // Plain text only, never the stored HTML.
            <Box
              component="pre"
              sx={{
                m: 0,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontFamily: 'inherit',
                fontSize: '0.875rem',
              }}
            >
              {row.text}
            </Box>
          ) : (
            <Typography variant="body2">{t('staffNotifications.noText')}</Typography>
          )}
        </Box>
      )}
    />
  );
}
