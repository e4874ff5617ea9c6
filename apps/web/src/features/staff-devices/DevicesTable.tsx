import { Checkbox, FormControlLabel, Link, TextField } from '@mui/material';
import { createColumnHelper } from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/staff/ConfirmDialog';
import { InlineEditor } from '../../components/staff/InlineEditor';
import { EditRemoveActions, useRemoval } from '../../components/staff/RowActions';
import { StaffTable, type StaffTablePaging, type StaffTableSort } from '../../components/staff/StaffTable';
import { useToast } from '../../components/useToast';
import type { UpdateMileageReportingOptionInput } from '../../gql/staff/graphql';
import { participantPath } from '../../lib/staff/participantTabs';
import { dayIn, formatZonedDate, formatZonedDateTime, STAFF_TIME_ZONES, useStaffZone } from '../../lib/staff/timeZone';
import { vehicleName } from '../../lib/staff/vehicleName';
import { type DeviceRow, dayToInstant, deleteDevice, updateDevice, useDeviceEvents } from './api';
import { MroEventsTable } from './MroEventsTable';
import { VisibleWidth } from './VisibleWidth';
import '../../components/staff/texts';
import './texts';

const columnHelper = createColumnHelper<DeviceRow>();

/** One server page of devices as DevicesTable shows it (useStaffList's result). */
export interface DevicesList {
  rows: readonly DeviceRow[];
  loading: boolean;
  refreshing: boolean;
  paging: StaffTablePaging;
  sort?: StaffTableSort;
}

/**
 * Staff: mileage reporting devices in the staff table (staff spec sections 2, 3 and 4) — a participant's
 * (the MRO Devices tab) or everyone's (the Devices page, with the participant column). Shipped date,
 * delivered date and the GPS flag are edited inline; removal asks first (the vehicle's device becomes
 * N/A); a row expands to that device's events. `onChanged` refreshes what shows devices after a change.
 */
export function DevicesTable({
  tableId,
  title,
  headingLevel,
  emptyText,
  list,
  filters,
  actions,
  showParticipant = false,
  onChanged,
}: {
  tableId: string;
  title: string;
  headingLevel?: 'h1' | 'h2';
  emptyText: string;
  list: DevicesList;
  filters?: ReactNode;
  actions?: ReactNode;
  showParticipant?: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const [editingId, setEditingId] = useState<string | null>(null);
  const removal = useRemoval<DeviceRow>({
    remove: (device) => deleteDevice({ id: device.id, username: device.username }),
    removedText: t('staffDevices.devices.removed'),
    onRemoved: onChanged,
  });
  const askRemoval = removal.ask;

  const columns = useMemo(() => {
    const yesNo = (value: boolean) => (value ? t('staff.yes') : t('staff.no'));
    return [
      columnHelper.display({
        id: 'actions',
        header: t('staff.table.actions'),
        cell: ({ row }) => (
          <EditRemoveActions
            editLabel={t('staffDevices.devices.edit', { serial: row.original.deviceSerialNumber })}
            removeLabel={t('staffDevices.devices.remove', { serial: row.original.deviceSerialNumber })}
            onEdit={() => setEditingId(row.original.id)}
            onRemove={() => askRemoval(row.original)}
          />
        ),
      }),
      columnHelper.accessor('deviceSerialNumber', { header: t('staffDevices.devices.columns.serial') }),
      ...(showParticipant
        ? [
            columnHelper.accessor('username', {
              header: t('staffDevices.devices.columns.participant'),
              cell: (info) => (
                <Link component={RouterLink} to={participantPath(info.getValue())}>
                  {info.row.original.participant?.email ?? info.getValue()}
                </Link>
              ),
            }),
          ]
        : []),
      columnHelper.accessor('deviceImei', {
        header: t('staffDevices.devices.columns.imei'),
        cell: (info) => info.getValue() ?? '',
      }),
      columnHelper.accessor('manufacturer', { header: t('staffDevices.devices.columns.manufacturer') }),
      columnHelper.accessor('model', {
        header: t('staffDevices.devices.columns.model'),
        cell: (info) => info.getValue() ?? '',
      }),
      columnHelper.accessor('hardwareVersion', {
        header: t('staffDevices.devices.columns.hardwareVersion'),
        cell: (info) => info.getValue() ?? '',
      }),
      columnHelper.accessor('firmwareVersion', { header: t('staffDevices.devices.columns.firmwareVersion') }),
      columnHelper.accessor('gpsEnabled', {
        header: t('staffDevices.devices.columns.gps'),
        cell: (info) => yesNo(info.getValue()),
      }),
      columnHelper.accessor('shippedDate', {
        header: t('staffDevices.devices.columns.shipped'),
        cell: (info) => formatZonedDate(info.getValue(), zone),
      }),
      columnHelper.accessor('shippingCarrier', {
        header: t('staffDevices.devices.columns.carrier'),
        cell: (info) => info.getValue() ?? '',
        meta: { hiddenByDefault: true },
      }),
      columnHelper.accessor('shippingTrackingNumber', {
        header: t('staffDevices.devices.columns.tracking'),
        cell: (info) => info.getValue() ?? '',
        meta: { hiddenByDefault: true },
      }),
      columnHelper.accessor('deliveredDate', {
        header: t('staffDevices.devices.columns.delivered'),
        cell: (info) => formatZonedDate(info.getValue(), zone),
      }),
      columnHelper.accessor('activationDate', {
        header: t('staffDevices.devices.columns.activation'),
        cell: (info) => formatZonedDate(info.getValue(), zone),
      }),
      columnHelper.accessor('firstReportedDate', {
        header: t('staffDevices.devices.columns.firstReported'),
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
      }),
      columnHelper.accessor('lastReportedDate', {
        header: t('staffDevices.devices.columns.lastReported'),
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
      }),
      columnHelper.accessor((row) => vehicleName(row.vehicle), {
        id: 'vehicle',
        header: t('staffDevices.devices.columns.vehicle'),
      }),
      columnHelper.accessor('createdAt', {
        header: t('staffDevices.devices.columns.created'),
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
        meta: { sortField: 'createdAt', hiddenByDefault: true },
      }),
    ];
  }, [t, zone, askRemoval, showParticipant]);

  return (
    <>
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
        actions={actions}
        editingRowId={editingId}
        renderEditor={(row) => (
          <VisibleWidth>
            <DeviceEditor device={row} onChanged={onChanged} onDone={() => setEditingId(null)} />
          </VisibleWidth>
        )}
        renderExpanded={(row) => <DeviceEvents serial={row.deviceSerialNumber} />}
      />
      <ConfirmDialog
        open={removal.removing !== null}
        title={t('staffDevices.devices.confirmRemove.title')}
        message={t('staffDevices.devices.confirmRemove.message', {
          serial: removal.removing?.deviceSerialNumber ?? '',
        })}
        confirmLabel={t('staffDevices.devices.confirmRemove.confirm')}
        busy={removal.busy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}

/** A device's events under its row (newest first, one server page at a time). */
function DeviceEvents({ serial }: { serial: string }) {
  const { t } = useTranslation();
  const list = useDeviceEvents(serial);
  // Kept to the visible width of the devices table (which scrolls sideways), so its own pager shows.
  return (
    <VisibleWidth>
      <MroEventsTable
        tableId="staff-device-mro-events"
        title={t('staffDevices.devices.eventsTitle', { serial })}
        emptyText={t('staffDevices.devices.eventsEmpty')}
        list={list}
        showSerial={false}
      />
    </VisibleWidth>
  );
}

/** The inline editor of a device: shipped date, delivered date and the GPS flag (staff spec section 2). */
function DeviceEditor({
  device,
  onChanged,
  onDone,
}: {
  device: DeviceRow;
  onChanged: () => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const toast = useToast();
  const dayOf = (value: string | null | undefined) => (value ? dayIn(new Date(value), STAFF_TIME_ZONES[zone]) : '');
  const [shipped, setShipped] = useState(dayOf(device.shippedDate));
  const [delivered, setDelivered] = useState(dayOf(device.deliveredDate));
  const [gps, setGps] = useState(device.gpsEnabled);

  async function save() {
    const input: UpdateMileageReportingOptionInput = { id: device.id, username: device.username };
    if (shipped !== dayOf(device.shippedDate)) input.shippedDate = shipped ? dayToInstant(shipped, zone) : null;
    if (delivered !== dayOf(device.deliveredDate))
      input.deliveredDate = delivered ? dayToInstant(delivered, zone) : null;
    if (gps !== device.gpsEnabled) input.gpsEnabled = gps;
    await updateDevice(input);
    toast.success(t('staffDevices.devices.saved'));
    await onChanged();
  }

  return (
    <InlineEditor
      title={t('staffDevices.devices.editorTitle', { serial: device.deviceSerialNumber })}
      onSave={save}
      onCancel={onDone}
    >
      <TextField
        type="date"
        size="small"
        label={t('staffDevices.devices.shippedDate')}
        value={shipped}
        onChange={(e) => setShipped(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        autoFocus
      />
      <TextField
        type="date"
        size="small"
        label={t('staffDevices.devices.deliveredDate')}
        value={delivered}
        onChange={(e) => setDelivered(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormControlLabel
        control={<Checkbox size="small" checked={gps} onChange={(e) => setGps(e.target.checked)} />}
        label={t('staffDevices.devices.gpsEnabled')}
      />
    </InlineEditor>
  );
}
