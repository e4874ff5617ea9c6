import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StaffTable } from '../../components/staff/StaffTable';
import { useToast } from '../../components/useToast';
import type { WebhookEventStatus } from '../../gql/staff/graphql';
import { formatZonedDateTime, useStaffZone } from '../../lib/staff/timeZone';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import { retryWebhookEvent, useWebhookEvents, WEBHOOK_STATUSES, type WebhookEventRow, webhookEventKeys } from './api';
import '../../components/staff/texts';
import './texts';

const columnHelper = createColumnHelper<WebhookEventRow>();

/**
 * Staff: stored webhook deliveries (/webhookEvents, staff spec section 2 'Webhook events'): those of the
 * last month with the chosen status (pending, processed or failed), newest first, one server page at a
 * time. A row expands to its payload as pretty JSON; a failed delivery shows its error and can be retried.
 */
export function WebhookEventsPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffWebhooks.title'));
  const zone = useStaffZone();
  const toast = useToast();
  const { apiError } = useErrorText();
  const queryClient = useQueryClient();
  // The status filter lives in the address (?status=), so a filtered list can be reloaded and shared.
  const [params, setParams] = useSearchParams();
  const status = WEBHOOK_STATUSES.find((value) => value === params.get('status')) ?? 'pending';
  const setStatus = (value: WebhookEventStatus) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('status', value);
        return next;
      },
      { replace: true },
    );
  const [retrying, setRetrying] = useState<string | null>(null);
  const list = useWebhookEvents(status);

  const columns = useMemo(() => {
    async function retry(event: WebhookEventRow) {
      setRetrying(event.id);
      try {
        await retryWebhookEvent(event.id);
        toast.success(t('staffWebhooks.retried'));
        await queryClient.invalidateQueries({ queryKey: webhookEventKeys.all });
      } catch (caught) {
        toast.error(apiError(caught));
      } finally {
        setRetrying(null);
      }
    }
    return [
      columnHelper.accessor('createdAt', {
        header: t('staffWebhooks.columns.timestamp'),
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
        meta: { sortField: 'createdAt' },
      }),
      columnHelper.accessor('id', { header: t('staffWebhooks.columns.id') }),
      columnHelper.accessor('status', {
        header: t('staffWebhooks.columns.status'),
        cell: (info) => t(`staffWebhooks.statuses.${info.getValue()}`),
      }),
      columnHelper.accessor('source', { header: t('staffWebhooks.columns.source') }),
      columnHelper.accessor('sourceId', {
        header: t('staffWebhooks.columns.sourceId'),
        meta: { hiddenByDefault: true },
      }),
      columnHelper.accessor('processedAt', {
        header: t('staffWebhooks.columns.processedAt'),
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
        meta: { hiddenByDefault: true },
      }),
      columnHelper.accessor('statusMessage', {
        header: t('staffWebhooks.columns.error'),
        cell: (info) => (
          <Box component="span" sx={{ display: 'inline-block', maxWidth: 360, whiteSpace: 'normal' }}>
            {info.getValue() ?? ''}
          </Box>
        ),
      }),
      columnHelper.display({
        id: 'actions',
        header: t('staff.table.actions'),
        cell: ({ row }) =>
          row.original.status === 'failed' ? (
            <Button
              size="small"
              variant="outlined"
              disabled={retrying === row.original.id}
              aria-label={t('staffWebhooks.retryLabel', { id: row.original.id })}
              onClick={() => void retry(row.original)}
            >
              {t('staffWebhooks.retry')}
            </Button>
          ) : null,
      }),
    ];
  }, [t, zone, toast, apiError, queryClient, retrying]);

  return (
    <StaffTable
      tableId="staff-webhook-events"
      title={t('staffWebhooks.title')}
      headingLevel="h1"
      columns={columns}
      rows={list.rows}
      getRowId={(row) => row.id}
      loading={list.loading}
      refreshing={list.refreshing}
      emptyText={t('staffWebhooks.empty')}
      paging={list.paging}
      sort={list.sort}
      filters={
        <TextField
          select
          size="small"
          label={t('staffWebhooks.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as WebhookEventStatus)}
          sx={{ minWidth: 160 }}
        >
          {WEBHOOK_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`staffWebhooks.statuses.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      }
      renderExpanded={(row) => (
        <Box sx={{ p: 1 }}>
          <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
            {t('staffWebhooks.payloadTitle', { id: row.id })}
          </Typography>
          <Box
            component="pre"
            tabIndex={0}
            aria-label={t('staffWebhooks.payloadTitle', { id: row.id })}
            sx={{
              m: 0,
              p: 1.5,
              bgcolor: 'action.hover',
              borderRadius: 1,
              overflow: 'auto',
              maxHeight: 480,
              fontSize: 13,
            }}
          >
            {JSON.stringify(row.payload, null, 2)}
          </Box>
        </Box>
      )}
    />
  );
}
