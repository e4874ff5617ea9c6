import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/staff/ConfirmDialog';
import { InlineEditor } from '../../components/staff/InlineEditor';
import { EditRemoveActions, useRemoval } from '../../components/staff/RowActions';
import { StaffTable } from '../../components/staff/StaffTable';
import { useToast } from '../../components/useToast';
import type { UpdateMileageReportingOptionInput } from '../../gql/staff/graphql';
import type { ParticipantTabProps } from '../../lib/staff/participantTabs';
import { dayIn, formatZonedDate, formatZonedDateTime, STAFF_TIME_ZONES, useStaffZone } from '../../lib/staff/timeZone';
import { vehicleName } from '../../lib/staff/vehicleName';
import {
  type DeviceRow,
  dayToInstant,
  deleteDevice,
  staffDeviceKeys,
  updateDevice,
  useDeviceEvents,
  useStaffDevices,
} from './api';
import { MroEventsTable } from './MroEventsTable';
import { VisibleWidth } from './VisibleWidth';
import '../../components/staff/texts';
import './texts';

const columnHelper = createColumnHelper<DeviceRow>();

/**
 * Staff: the participant's mileage reporting devices (staff spec sections 2, 3 and 4), one server page
 * at a time. Shipped date, delivered date and the GPS flag are edited inline; removal asks first (the
 * vehicle's device becomes N/A); a row expands to that device's events.
 */
export default function DevicesTab({ username }: ParticipantTabProps) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const queryClient = useQueryClient();
  const list = useStaffDevices(username);
  const [editingId, setEditingId] = useState<string | null>(null);
  const removal = useRemoval<DeviceRow>({
    remove: (device) => deleteDevice({ id: device.id, username }),
    removedText: t('staffDevices.devices.removed'),
    onRemoved: () => queryClient.invalidateQueries({ queryKey: staffDeviceKeys.one(username) }),
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
  }, [t, zone, askRemoval]);

  return (
    <>
      <StaffTable
        tableId="staff-participant-devices"
        title={t('staffDevices.devices.title')}
        columns={columns}
        rows={list.rows}
        getRowId={(row) => row.id}
        loading={list.loading}
        refreshing={list.refreshing}
        emptyText={t('staffDevices.devices.empty')}
        paging={list.paging}
        sort={list.sort}
        editingRowId={editingId}
        renderEditor={(row) => (
          <VisibleWidth>
            <DeviceEditor device={row} username={username} onDone={() => setEditingId(null)} />
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
function DeviceEditor({ device, username, onDone }: { device: DeviceRow; username: string; onDone: () => void }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const toast = useToast();
  const queryClient = useQueryClient();
  const dayOf = (value: string | null | undefined) => (value ? dayIn(new Date(value), STAFF_TIME_ZONES[zone]) : '');
  const [shipped, setShipped] = useState(dayOf(device.shippedDate));
  const [delivered, setDelivered] = useState(dayOf(device.deliveredDate));
  const [gps, setGps] = useState(device.gpsEnabled);

  async function save() {
    const input: UpdateMileageReportingOptionInput = { id: device.id, username };
    if (shipped !== dayOf(device.shippedDate)) input.shippedDate = shipped ? dayToInstant(shipped, zone) : null;
    if (delivered !== dayOf(device.deliveredDate))
      input.deliveredDate = delivered ? dayToInstant(delivered, zone) : null;
    if (gps !== device.gpsEnabled) input.gpsEnabled = gps;
    await updateDevice(input);
    toast.success(t('staffDevices.devices.saved'));
    await queryClient.invalidateQueries({ queryKey: staffDeviceKeys.one(username) });
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
