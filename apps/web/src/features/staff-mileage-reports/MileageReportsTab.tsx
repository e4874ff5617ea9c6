import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffTable } from '../../components/staff/StaffTable';
import { useConfiguration } from '../../lib/configuration';
import { formatDistance, type MileageUnit, mileageUnitOf } from '../../lib/format';
import type { ParticipantTabProps } from '../../lib/staff/participantTabs';
import { formatZonedDate, formatZonedDateTime, useStaffZone } from '../../lib/staff/timeZone';
import { vehicleName } from '../../lib/staff/vehicleName';
import { SIGNED_LINK_REFRESH_MS } from '../../lib/storedFiles';
import { type MileageReportRow, staffMileageReportKeys, useReportVehicles, useStaffMileageReports } from './api';
import { CreateReportDialog } from './CreateReportDialog';
import './texts';

const columnHelper = createColumnHelper<MileageReportRow>();

const STATUS_COLOR = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/**
 * Staff: the participant's mileage reports (staff spec sections 2, 3 and 6), newest reading first, one
 * server page at a time: audit status, the odometer in the configured unit (stored km), report date,
 * reason and the photo (a thumbnail that opens the viewer). Staff create a report with its photo for the
 * participant; it waits for the mileage audit.
 */
export default function MileageReportsTab({ username }: ParticipantTabProps) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const queryClient = useQueryClient();
  const unit = mileageUnitOf(useConfiguration().get('MILEAGE_UNIT'));
  const list = useStaffMileageReports(username);
  const vehicles = useReportVehicles(username);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<MileageReportRow | null>(null);
  const names = useMemo(
    () => new Map((vehicles.data ?? []).map((vehicle) => [vehicle.id, vehicleName(vehicle)])),
    [vehicles.data],
  );
  const vehiclesLoaded = vehicles.isSuccess;
  const manualVehicles = useMemo(() => (vehicles.data ?? []).filter((v) => v.mroType === 'manual'), [vehicles.data]);

  // Signed photo links last 15 minutes: the page is read again before they run out.
  const { refetch } = list;
  useEffect(() => {
    const timer = setInterval(() => void refetch(), SIGNED_LINK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  const columns = useMemo(
    () => [
      columnHelper.accessor('tsReportDate', {
        header: t('staffMileageReports.columns.reportDate'),
        cell: (info) => formatZonedDate(info.getValue(), zone),
        meta: { sortField: 'tsReportDate' },
      }),
      // The vehicle's name once the vehicles have loaded (its id if it is not among them). A display column: the table caches accessor values per row, and the names arrive after the rows.
      columnHelper.display({
        id: 'vehicle',
        header: t('staffMileageReports.columns.vehicle'),
        cell: ({ row }) => names.get(row.original.vehicleId) ?? (vehiclesLoaded ? row.original.vehicleId : ''),
      }),
      columnHelper.accessor('odoMileage', {
        header: t('staffMileageReports.columns.odometer'),
        cell: (info) => formatDistance(info.getValue(), unit),
        meta: { align: 'right' },
      }),
      columnHelper.accessor('auditStatus', {
        header: t('staffMileageReports.columns.auditStatus'),
        cell: (info) => (
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[info.getValue()]}
            label={t(`staffMileageReports.auditStatus.${info.getValue()}`)}
          />
        ),
      }),
      columnHelper.accessor('reason', {
        header: t('staffMileageReports.columns.reason'),
        cell: (info) => (
          <Box component="span" sx={{ display: 'inline-block', maxWidth: 320, whiteSpace: 'normal' }}>
            {info.getValue() ?? ''}
          </Box>
        ),
      }),
      columnHelper.display({
        id: 'photo',
        header: t('staffMileageReports.columns.photo'),
        cell: ({ row }) => {
          const url = row.original.photos[0]?.url;
          if (!url) return t('staffMileageReports.noPhoto');
          return (
            <ButtonBase
              aria-label={t('staffMileageReports.viewPhoto', {
                date: formatZonedDate(row.original.tsReportDate, zone),
              })}
              onClick={() => setViewing(row.original)}
              sx={{ borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden' }}
            >
              <Box
                component="img"
                src={url}
                alt=""
                sx={{ display: 'block', width: 56, height: 40, objectFit: 'cover' }}
              />
            </ButtonBase>
          );
        },
      }),
      columnHelper.accessor('createdBy', {
        header: t('staffMileageReports.columns.createdBy'),
        cell: (info) => info.getValue() ?? '',
        meta: { hiddenByDefault: true },
      }),
      columnHelper.accessor('updatedBy', {
        header: t('staffMileageReports.columns.updatedBy'),
        cell: (info) => info.getValue() ?? '',
        meta: { hiddenByDefault: true },
      }),
      columnHelper.accessor('createdAt', {
        header: t('staffMileageReports.columns.created'),
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
      }),
    ],
    [t, zone, unit, names, vehiclesLoaded],
  );

  return (
    <>
      <StaffTable
        tableId="staff-participant-mileage-reports"
        title={t('staffMileageReports.title')}
        columns={columns}
        rows={list.rows}
        getRowId={(row) => row.id}
        loading={list.loading}
        refreshing={list.refreshing}
        emptyText={t('staffMileageReports.empty')}
        paging={list.paging}
        sort={list.sort}
        actions={
          <Button
            size="small"
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            disabled={vehicles.isPending}
          >
            {t('staffMileageReports.create')}
          </Button>
        }
      />
      {creating && (
        <CreateReportDialog
          username={username}
          vehicles={manualVehicles}
          unit={unit}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            void queryClient.invalidateQueries({ queryKey: staffMileageReportKeys.one(username) });
          }}
        />
      )}
      <PhotoDialog
        report={viewing}
        vehicle={viewing ? (names.get(viewing.vehicleId) ?? '') : ''}
        unit={unit}
        onClose={() => setViewing(null)}
        onReload={() => void refetch()}
      />
    </>
  );
}

/** The photos of one report, through their signed links (the JPEG copy of a HEIC original, and the original). */
function PhotoDialog({
  report,
  vehicle,
  unit,
  onClose,
  onReload,
}: {
  report: MileageReportRow | null;
  vehicle: string;
  unit: MileageUnit;
  onClose: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const titleId = useId();
  const date = report ? formatZonedDate(report.tsReportDate, zone) : '';
  const photos = report?.photos ?? [];
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Dialog open={report !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('staffMileageReports.viewer.title', { date })}</DialogTitle>
      <DialogContent>
        {report && (
          <Typography sx={{ mb: 2 }}>
            {t('staffMileageReports.viewer.details', {
              vehicle,
              odometer: formatDistance(report.odoMileage, unit),
              date,
            })}
          </Typography>
        )}
        <Stack spacing={2}>
          {photos.map((photo, index) =>
            !photo.url || failed === photo.url ? (
              <Alert
                key={photo.storageKey}
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={onReload}>
                    {t('staffMileageReports.viewer.reload')}
                  </Button>
                }
              >
                {t('staffMileageReports.viewer.loadFailed')}
              </Alert>
            ) : (
              <Box key={photo.storageKey}>
                <Box
                  component="img"
                  src={photo.url}
                  alt={t('staffMileageReports.viewer.photoAlt', {
                    vehicle,
                    date,
                    position: index + 1,
                    total: photos.length,
                  })}
                  onError={() => setFailed(photo.url ?? null)}
                  sx={{ display: 'block', maxWidth: '100%', maxHeight: '65vh', mx: 'auto', borderRadius: 1 }}
                />
                {photo.originalUrl && photo.originalUrl !== photo.url && (
                  <Link href={photo.originalUrl} target="_blank" rel="noopener" sx={{ display: 'inline-block', mt: 1 }}>
                    {t('staffMileageReports.viewer.original')} {t('staffMileageReports.viewer.opensInNewTab')}
                  </Link>
                )}
              </Box>
            ),
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('staffMileageReports.viewer.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
