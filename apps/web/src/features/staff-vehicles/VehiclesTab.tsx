import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/staff/ConfirmDialog';
import { EditRemoveActions, useRemoval } from '../../components/staff/RowActions';
import { StaffTable } from '../../components/staff/StaffTable';
import { useConfiguration } from '../../lib/configuration';
import { formatDistance, formatMoney, mileageUnitOf } from '../../lib/format';
import { mroTypeLabel } from '../../lib/staff/mroType';
import type { ParticipantTabProps } from '../../lib/staff/participantTabs';
import { formatZonedDateTime, useStaffZone } from '../../lib/staff/timeZone';
import { vehicleName } from '../../lib/staff/vehicleName';
import { deleteVehicle, staffVehicleKeys, useStaffVehicles, type VehicleRow } from './api';
import { VehicleDialog } from './VehicleDialog';
import '../../components/staff/texts';
import './texts';

const columnHelper = createColumnHelper<VehicleRow>();

/**
 * Staff: the participant's vehicles (staff spec sections 2, 3, 5 and 6), one server page at a time:
 * edit in a dialog (make and model from the EPA lists, year, plate, state, odometer readings, fuel type,
 * reporting type), add one when FEATURE_MULTIPLE_VEHICLES is on, and remove one after confirming.
 * Readings and mileage are stored in km and shown in the configured unit; money in dollars.
 */
export default function VehiclesTab({ username }: ParticipantTabProps) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const queryClient = useQueryClient();
  const configuration = useConfiguration();
  const unit = mileageUnitOf(configuration.get('MILEAGE_UNIT'));
  const canAdd = configuration.isFeatureEnabled('FEATURE_MULTIPLE_VEHICLES');
  const list = useStaffVehicles(username);
  // The vehicle in the dialog: a row to edit, 'new' to add one, null when closed.
  const [editing, setEditing] = useState<VehicleRow | 'new' | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: staffVehicleKeys.one(username) });
  const removal = useRemoval<VehicleRow>({
    remove: (vehicle) => deleteVehicle({ id: vehicle.id, username }),
    removedText: t('staffVehicles.removed'),
    onRemoved: refresh,
  });
  const askRemoval = removal.ask;

  const columns = useMemo(() => {
    const reading = (km: number | null | undefined) => (km == null ? '' : formatDistance(km, unit));
    const yesNo = (value: boolean) => (value ? t('staff.yes') : t('staff.no'));
    return [
      columnHelper.display({
        id: 'actions',
        header: t('staff.table.actions'),
        cell: ({ row }) => {
          const name = vehicleName(row.original);
          return (
            <EditRemoveActions
              editLabel={t('staffVehicles.editVehicle', { vehicle: name })}
              removeLabel={t('staffVehicles.removeVehicle', { vehicle: name })}
              onEdit={() => setEditing(row.original)}
              onRemove={() => askRemoval(row.original)}
            />
          );
        },
      }),
      columnHelper.accessor('vin', { header: t('staffVehicles.columns.vin'), cell: (info) => info.getValue() ?? '' }),
      columnHelper.accessor('make', { header: t('staffVehicles.columns.make') }),
      columnHelper.accessor('model', { header: t('staffVehicles.columns.model') }),
      columnHelper.accessor('year', { header: t('staffVehicles.columns.year') }),
      columnHelper.accessor('type', {
        header: t('staffVehicles.columns.type'),
        cell: (info) => {
          const type = info.getValue();
          return type ? t(`staffVehicles.fuelType.${type}`) : '';
        },
      }),
      columnHelper.accessor('subtype', {
        header: t('staffVehicles.columns.subtype'),
        cell: (info) => info.getValue() ?? '',
        meta: { hiddenByDefault: true },
      }),
      columnHelper.accessor('licensePlate', {
        header: t('staffVehicles.columns.licensePlate'),
        cell: (info) => info.getValue() ?? '',
      }),
      columnHelper.accessor('registrationState', {
        header: t('staffVehicles.columns.registrationState'),
        cell: (info) => info.getValue() ?? '',
      }),
      columnHelper.accessor('isPrimary', {
        header: t('staffVehicles.columns.isPrimary'),
        cell: (info) => yesNo(info.getValue()),
      }),
      columnHelper.accessor('mroType', {
        header: t('staffVehicles.columns.mroType'),
        cell: (info) => mroTypeLabel(t, info.getValue()),
      }),
      columnHelper.accessor('mroId', {
        header: t('staffVehicles.columns.mroId'),
        cell: (info) => info.getValue() ?? '',
        meta: { hiddenByDefault: true },
      }),
      columnHelper.accessor('beginningOdometerReading', {
        header: t('staffVehicles.columns.beginningOdometerReading'),
        cell: (info) => reading(info.getValue()),
        meta: { align: 'right' },
      }),
      columnHelper.accessor('currentOdometerReading', {
        header: t('staffVehicles.columns.currentOdometerReading'),
        cell: (info) => reading(info.getValue()),
        meta: { align: 'right' },
      }),
      columnHelper.accessor('mileage', {
        header: t('staffVehicles.columns.mileage'),
        cell: (info) => reading(info.getValue()),
        meta: { align: 'right' },
      }),
      columnHelper.accessor('mileageUserFeeCents', {
        header: t('staffVehicles.columns.mileageUserFee'),
        cell: (info) => formatMoney(info.getValue()),
        meta: { align: 'right' },
      }),
      columnHelper.accessor('fuelTaxCreditCents', {
        header: t('staffVehicles.columns.fuelTaxCredit'),
        cell: (info) => formatMoney(info.getValue()),
        meta: { align: 'right' },
      }),
      columnHelper.accessor('epaVehicleCombinedMpg', {
        header: t('staffVehicles.columns.epaMpg'),
        cell: (info) => info.getValue() ?? '',
        meta: { align: 'right', hiddenByDefault: true },
      }),
      columnHelper.accessor('firstDataReceivedDate', {
        header: t('staffVehicles.columns.firstDataReceived'),
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
        meta: { hiddenByDefault: true },
      }),
      columnHelper.accessor('lastReportedVinDate', {
        header: t('staffVehicles.columns.lastReportedVin'),
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
        meta: { hiddenByDefault: true },
      }),
      columnHelper.accessor('createdAt', {
        header: t('staffVehicles.columns.created'),
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
        meta: { sortField: 'createdAt' },
      }),
      columnHelper.accessor('updatedAt', {
        header: t('staffVehicles.columns.updated'),
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
        meta: { hiddenByDefault: true },
      }),
      columnHelper.accessor('updatedBy', {
        header: t('staffVehicles.columns.updatedBy'),
        cell: (info) => info.getValue() ?? '',
        meta: { hiddenByDefault: true },
      }),
    ];
  }, [t, zone, unit, askRemoval]);

  return (
    <>
      <StaffTable
        tableId="staff-participant-vehicles"
        title={t('staffVehicles.title')}
        columns={columns}
        rows={list.rows}
        getRowId={(row) => row.id}
        loading={list.loading}
        refreshing={list.refreshing}
        emptyText={t('staffVehicles.empty')}
        paging={list.paging}
        sort={list.sort}
        actions={
          canAdd && (
            <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('staffVehicles.add')}
            </Button>
          )
        }
      />
      {editing && (
        <VehicleDialog
          username={username}
          vehicle={editing === 'new' ? null : editing}
          unit={unit}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={removal.removing !== null}
        title={t('staffVehicles.confirmRemove.title')}
        message={t('staffVehicles.confirmRemove.message', { vehicle: vehicleName(removal.removing) })}
        confirmLabel={t('staffVehicles.confirmRemove.confirm')}
        busy={removal.busy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}
