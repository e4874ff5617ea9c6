import PhotoIcon from '@mui/icons-material/Photo';
import {
  Box,
  Button,
  Chip,
  type ChipProps,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisputeCell } from '../../components/dispute/DisputeSection';
import { ROWS_PER_PAGE_OPTIONS, TablePager } from '../../components/TablePager';
import type { AccountTabProps } from '../../lib/accountTabs';
import { useConfiguration } from '../../lib/configuration';
import { formatDistance, formatTableDate, mileageUnitOf } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  type MileageReportRow,
  mileageReportKeys,
  useMileageReports,
  useMileageReportVehicles,
  vehicleLabel,
} from './api';
import { PhotoViewerDialog } from './PhotoViewerDialog';
import './texts';

const viewButtonId = (reportId: string) => `mileage-report-photo-${reportId}`;
const STATUS_COLOR: Record<string, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** What a row or card shows of one report. */
interface ShownReport {
  report: MileageReportRow;
  date: string;
  vehicle: string;
  odometer: string;
}

/**
 * Mileage Reports (participant spec section 2): the participant's odometer reports, newest reading
 * first, with their audit status and a viewer for the photograph (a signed link). A table on wider
 * screens, one card per report on phones.
 */
export default function MileageReportsTab({ username }: AccountTabProps) {
  const { t } = useTranslation();
  usePageTitle(t('mileageReports.list.title'));
  const headingId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const unit = mileageUnitOf(useConfiguration().get('MILEAGE_UNIT'));
  const reports = useMileageReports(username);
  const vehicles = useMileageReportVehicles(username);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(ROWS_PER_PAGE_OPTIONS[0] ?? 10);
  const [viewing, setViewing] = useState<string | null>(null);

  const names = useMemo(
    () => new Map((vehicles.data ?? []).map((vehicle) => [vehicle.id, vehicleLabel(vehicle)])),
    [vehicles.data],
  );
  const rows = reports.data ?? [];
  const shown: ShownReport[] = rows.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage).map((report) => ({
    report,
    date: formatTableDate(report.tsReportDate),
    vehicle: names.get(report.vehicleId) ?? '',
    odometer: formatDistance(report.odoMileage, unit),
  }));
  // The last report opened stays the viewer's content while it closes, and focus goes back to that
  // report's View button by its id: the table and the phone cards swap when the width crosses the
  // breakpoint, so the button that opened the viewer may have been replaced.
  const [lastViewed, setLastViewed] = useState<string | null>(null);
  const view = (id: string) => {
    setViewing(id);
    setLastViewed(id);
  };
  const viewed = lastViewed ? rows.find((row) => row.id === lastViewed) : undefined;

  let content: ReactNode;
  if (reports.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  } else if (reports.isError) {
    // A list that failed to load stays empty without a message (spec section 8).
    content = null;
  } else if (rows.length === 0) {
    content = <Typography>{t('mileageReports.list.empty')}</Typography>;
  } else {
    content = (
      <Paper variant="outlined">
        {phone ? (
          <ReportCards reports={shown} onView={view} username={username} />
        ) : (
          <ReportTable reports={shown} headingId={headingId} onView={view} username={username} />
        )}
        <TablePager
          count={rows.length}
          page={page}
          onPageChange={setPage}
          rowsPerPage={rowsPerPage}
          onRowsPerPageChange={(rows) => {
            setRowsPerPage(rows);
            setPage(0);
          }}
          showFirstLast
        />
      </Paper>
    );
  }

  return (
    <>
      <Typography variant="h1" id={headingId} gutterBottom>
        {t('mileageReports.list.title')}
      </Typography>
      {content}
      <PhotoViewerDialog
        open={viewing !== null && viewed !== undefined}
        report={viewed ?? null}
        vehicle={viewed ? (names.get(viewed.vehicleId) ?? '') : ''}
        unit={unit}
        onClose={() => setViewing(null)}
        onClosed={() => {
          if (lastViewed) document.getElementById(viewButtonId(lastViewed))?.focus();
          setLastViewed(null);
        }}
        onReload={() => void reports.refetch()}
      />
    </>
  );
}

function ReportTable({
  reports,
  headingId,
  onView,
  username,
}: {
  reports: ShownReport[];
  headingId: string;
  onView: (id: string) => void;
  username: string;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer tabIndex={0} role="region" aria-labelledby={headingId}>
      <Table size="small" aria-label={t('mileageReports.list.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('mileageReports.list.readingDate')}</TableCell>
            <TableCell>{t('mileageReports.list.vehicle')}</TableCell>
            <TableCell align="right">{t('mileageReports.list.odometer')}</TableCell>
            <TableCell>{t('mileageReports.list.auditStatus')}</TableCell>
            <TableCell>{t('mileageReports.list.photo')}</TableCell>
            <TableCell>{t('mileageReports.list.dispute')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {reports.map((shown) => (
            <TableRow key={shown.report.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{shown.date}</TableCell>
              <TableCell>{shown.vehicle}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {shown.odometer}
              </TableCell>
              <TableCell>
                <AuditStatus report={shown.report} />
              </TableCell>
              <TableCell>
                <ViewPhotoButton shown={shown} onView={onView} />
              </TableCell>
              <TableCell>
                <ReportDispute report={shown.report} username={username} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per report, the same facts as a row, named by its reading date. */
function ReportCards({
  reports,
  onView,
  username,
}: {
  reports: ShownReport[];
  onView: (id: string) => void;
  username: string;
}) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('mileageReports.list.tableLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {reports.map((shown) => (
        <Box component="li" key={shown.report.id} sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
              {shown.date}
            </Typography>
            <AuditStatus report={shown.report} />
          </Box>
          <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('mileageReports.list.vehicle')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {shown.vehicle}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('mileageReports.list.odometer')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {shown.odometer}
            </Typography>
          </Box>
          <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <ViewPhotoButton shown={shown} onView={onView} />
            <ReportDispute report={shown.report} username={username} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function ReportDispute({ report, username }: { report: MileageReportRow; username: string }) {
  // Nothing is decided before staff review the report: it can be disputed once they have.
  if (report.auditStatus === 'pending' && !report.disputeStatus) return null;
  return (
    <DisputeCell
      itemType="mileageReport"
      itemId={report.id}
      itemDate={report.tsReportDate}
      dispute={
        report.disputeStatus && report.disputeInquiryId
          ? { status: report.disputeStatus, inquiryId: report.disputeInquiryId }
          : null
      }
      refresh={[mileageReportKeys.all(username)]}
    />
  );
}

function AuditStatus({ report }: { report: MileageReportRow }) {
  const { t } = useTranslation();
  const status = report.auditStatus;
  return (
    <>
      <Chip size="small" color={STATUS_COLOR[status]} label={t(`mileageReports.list.status.${status}`)} />
      {status === 'rejected' && report.reason && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('mileageReports.list.rejectedReason', { reason: report.reason })}
        </Typography>
      )}
    </>
  );
}

function ViewPhotoButton({ shown, onView }: { shown: ShownReport; onView: (id: string) => void }) {
  const { t } = useTranslation();
  if (shown.report.photos.length === 0) return <>{t('mileageReports.list.noPhoto')}</>;
  return (
    <Button
      id={viewButtonId(shown.report.id)}
      size="small"
      startIcon={<PhotoIcon />}
      aria-label={t('mileageReports.list.viewPhotoLabel', { date: shown.date })}
      aria-haspopup="dialog"
      onClick={() => onView(shown.report.id)}
    >
      {t('mileageReports.list.viewPhoto')}
    </Button>
  );
}
