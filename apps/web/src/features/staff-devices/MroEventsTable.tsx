import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Checkbox, FormControlLabel, IconButton, Link, TextField, Tooltip } from '@mui/material';
import { mroEventCodeDescription } from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { InlineEditor } from '../../components/staff/InlineEditor';
import { StaffTable, type StaffTablePaging, type StaffTableSort } from '../../components/staff/StaffTable';
import { useToast } from '../../components/useToast';
import { useConfiguration } from '../../lib/configuration';
import { formatDistance, mileageUnitOf } from '../../lib/format';
import { formatZonedDateTime, useStaffZone } from '../../lib/staff/timeZone';
import { type MroEventRow, staffDeviceKeys, updateMroEvent } from './api';
import { VisibleWidth } from './VisibleWidth';
import '../../components/staff/texts';
import './texts';

const columnHelper = createColumnHelper<MroEventRow>();

/** The code's description (staff spec section 8, from packages/domain) in the chosen language; blank for other codes. */
export function codeDescription(t: TFunction, code: number | null | undefined): string {
  const english = mroEventCodeDescription(code);
  return english ? t(`staffDevices.codes.${code}`, { defaultValue: english }) : '';
}

export interface MroEventsList {
  rows: readonly MroEventRow[];
  loading: boolean;
  refreshing: boolean;
  paging: StaffTablePaging;
  sort?: StaffTableSort;
}

/**
 * MRO events in the staff table (staff spec section 3, MROEvent), with inline editing of the flag,
 * type and description (section 2). Used by the MRO Events tab and by a device's row expansion.
 */
export function MroEventsTable({
  tableId,
  title,
  emptyText,
  list,
  filters,
  showSerial = true,
  headingLevel,
}: {
  tableId: string;
  title: string;
  headingLevel?: 'h1' | 'h2';
  emptyText: string;
  list: MroEventsList;
  filters?: ReactNode;
  showSerial?: boolean;
}) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const unit = mileageUnitOf(useConfiguration().get('MILEAGE_UNIT'));
  const [editingId, setEditingId] = useState<string | null>(null);

  const columns = useMemo(() => {
    const distance = (km: number | null | undefined) => (km == null ? '' : formatDistance(km, unit));
    const yesNo = (value: boolean) => (value ? t('staff.yes') : t('staff.no'));
    return [
      columnHelper.display({
        id: 'actions',
        header: t('staff.table.actions'),
        cell: ({ row }) => (
          <Tooltip title={t('staff.table.edit')}>
            <IconButton
              size="small"
              aria-label={t('staffDevices.events.edit', { date: formatZonedDateTime(row.original.dateTime, zone) })}
              onClick={() => setEditingId(row.original.id)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      }),
      columnHelper.accessor('dateTime', {
        header: t('staffDevices.events.columns.dateTime'),
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
        meta: { sortField: 'dateTime' },
      }),
      columnHelper.accessor('code', {
        header: t('staffDevices.events.columns.code'),
        cell: (info) => info.getValue() ?? '',
      }),
      columnHelper.accessor((row) => codeDescription(t, row.code), {
        id: 'codeDescription',
        header: t('staffDevices.events.columns.codeDescription'),
      }),
      columnHelper.accessor('type', {
        header: t('staffDevices.events.columns.type'),
        cell: (info) => info.getValue() ?? '',
      }),
      columnHelper.accessor('description', {
        header: t('staffDevices.events.columns.description'),
        cell: (info) => (
          <Box component="span" sx={{ display: 'inline-block', maxWidth: 360, whiteSpace: 'normal' }}>
            {info.getValue() ?? ''}
          </Box>
        ),
      }),
      columnHelper.accessor('flagged', {
        header: t('staffDevices.events.columns.flagged'),
        cell: (info) => yesNo(info.getValue()),
      }),
      columnHelper.accessor('mroDeviceSerialNumber', {
        header: t('staffDevices.events.columns.serial'),
        cell: (info) => info.getValue() ?? '',
        meta: { hiddenByDefault: !showSerial },
      }),
      columnHelper.accessor('odometerReadingStart', {
        header: t('staffDevices.events.columns.odometerStart'),
        cell: (info) => distance(info.getValue()),
        meta: { align: 'right' },
      }),
      columnHelper.accessor('odometerReading', {
        header: t('staffDevices.events.columns.odometer'),
        cell: (info) => distance(info.getValue()),
        meta: { align: 'right' },
      }),
      columnHelper.accessor('mileage', {
        header: t('staffDevices.events.columns.mileage'),
        cell: (info) => distance(info.getValue()),
        meta: { align: 'right' },
      }),
      columnHelper.accessor('source', {
        header: t('staffDevices.events.columns.source'),
        cell: (info) => info.getValue() ?? '',
      }),
      columnHelper.accessor('isProcessed', {
        header: t('staffDevices.events.columns.processed'),
        cell: (info) => yesNo(info.getValue()),
      }),
      columnHelper.accessor('vehicleId', {
        header: t('staffDevices.events.columns.vehicleId'),
        cell: (info) => info.getValue() ?? '',
        meta: { hiddenByDefault: true },
      }),
      columnHelper.accessor('tripId', {
        header: t('staffDevices.events.columns.tripId'),
        // The event's trip opens in the staff trip page (faulty trips are found from their events).
        cell: ({ row }) => {
          const tripId = row.original.tripId;
          if (!tripId) return '';
          return (
            <Link
              component={RouterLink}
              to={`/trip/${encodeURIComponent(tripId)}`}
              // The visible words start the accessible name (WCAG 2.5.3), the event's time tells the rows apart.
              aria-label={t('staffDevices.events.openTrip', { date: formatZonedDateTime(row.original.dateTime, zone) })}
              title={tripId}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('staffDevices.events.openTripShort')}
            </Link>
          );
        },
      }),
      columnHelper.accessor('updatedBy', {
        header: t('staffDevices.events.columns.updatedBy'),
        cell: (info) => info.getValue() ?? '',
        meta: { hiddenByDefault: true },
      }),
    ];
  }, [t, zone, unit, showSerial]);

  return (
    <StaffTable
      tableId={tableId}
      title={title}
      headingLevel={headingLevel}
      columns={columns}
      rows={list.rows}
      getRowId={(row) => row.id}
      loading={list.loading}
      refreshing={list.refreshing}
      emptyText={emptyText}
      paging={list.paging}
      sort={list.sort}
      filters={filters}
      editingRowId={editingId}
      renderEditor={(row) => (
        <VisibleWidth>
          <EventEditor event={row} onDone={() => setEditingId(null)} />
        </VisibleWidth>
      )}
    />
  );
}

/** The inline editor of one event: flagged, type and description. */
function EventEditor({ event, onDone }: { event: MroEventRow; onDone: () => void }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [flagged, setFlagged] = useState(event.flagged);
  const [type, setType] = useState(event.type ?? '');
  const [description, setDescription] = useState(event.description ?? '');

  async function save() {
    await updateMroEvent({ id: event.id, flagged, type: type.trim(), description: description.trim() });
    toast.success(t('staffDevices.events.saved'));
    await queryClient.invalidateQueries({ queryKey: staffDeviceKeys.allEvents });
    if (event.username) await queryClient.invalidateQueries({ queryKey: staffDeviceKeys.events(event.username) });
  }

  return (
    <InlineEditor
      title={t('staffDevices.events.editorTitle', { date: formatZonedDateTime(event.dateTime, zone) })}
      onSave={save}
      onCancel={onDone}
      breakpoint="md"
    >
      <FormControlLabel
        control={<Checkbox size="small" checked={flagged} onChange={(e) => setFlagged(e.target.checked)} />}
        label={t('staffDevices.events.flagged')}
      />
      <TextField
        size="small"
        label={t('staffDevices.events.type')}
        value={type}
        onChange={(e) => setType(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        autoFocus
      />
      <TextField
        size="small"
        label={t('staffDevices.events.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        sx={{ flex: 1, minWidth: { md: 320 } }}
      />
    </InlineEditor>
  );
}
