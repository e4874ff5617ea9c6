import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  Link,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { kmToMiles, milesToKm } from '@rc/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../components/useToast';
import { useConfiguration } from '../../lib/configuration';
import { isApiError } from '../../lib/errors';
import { formatDistance, fullName, type MileageUnit, mileageUnitOf } from '../../lib/format';
import { formatZonedDate, formatZonedDateTime, type StaffZone, useStaffZone } from '../../lib/staff/timeZone';
import { vehicleName } from '../../lib/staff/vehicleName';
import { SIGNED_LINK_REFRESH_MS } from '../../lib/storedFiles';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import { type AuditReport, useDecideMileageReport, useMileageAuditContext, useMileageAuditNext } from './api';
import './texts';
import '../../i18n/messages';

/** Errors that mean another staff member decided the report first. */
const TAKEN = new Set([
  'mileageReportAlreadyAudited',
  'mileageReportAlreadyApproved',
  'mileageReportAlreadyRejected',
  'mileageReportRejectedNotApprovable',
]);

/** On a phone the two columns dissolve into one, in the order: report, photo, checks, decision. */
const COLUMN = { minWidth: 0, display: { xs: 'contents', md: 'flex' } } as const;

/** A reading (km) as the whole number the override field shows in the display unit. */
const shownReading = (km: number, unit: MileageUnit) => String(Math.round(unit === 'km' ? km : kmToMiles(km)));

/**
 * Staff: the mileage audit (staff spec sections 2, 4, 5). The oldest pending report with its photo
 * (zoom, rotate; a HEIC original shown as its JPEG copy), the participant and vehicle, the reported
 * reading, the previous approved reading and the distance it implies, and the server's tamper checks
 * beside the photo. The actual mileage (prefilled, whole display units, saved in km) and an optional
 * reason; Approve or Reject, then the next pending report loads. When another staff member decided the
 * report first, the server refuses the second decision and the next report is shown.
 */
export function MileageAuditPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffMileageReports.audit.title'));
  const next = useMileageAuditNext();

  // Signed photo links last 15 minutes: the report is read again before they run out.
  const { refetch } = next;
  useEffect(() => {
    const timer = setInterval(() => void refetch(), SIGNED_LINK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  const report = next.data?.report ?? null;
  return (
    <Box sx={{ p: { xs: 1.5, md: 2 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          {t('staffMileageReports.audit.title')}
        </Typography>
        {next.data && (
          <Chip
            size="small"
            color={next.data.pending ? 'warning' : 'default'}
            label={t('staffMileageReports.audit.remaining', { count: next.data.pending })}
            role="status"
          />
        )}
      </Stack>
      {next.isPending ? (
        <CircularProgress size={28} aria-label={t('common.loading')} />
      ) : next.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('staffMileageReports.audit.retry')}
            </Button>
          }
        >
          {t('staffMileageReports.audit.loadFailed')}
        </Alert>
      ) : report ? (
        <AuditReportView key={report.id} report={report} onReload={() => void refetch()} />
      ) : (
        <Alert severity="info">{t('staffMileageReports.audit.empty')}</Alert>
      )}
    </Box>
  );
}

function AuditReportView({ report, onReload }: { report: AuditReport; onReload: () => void }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const unit = mileageUnitOf(useConfiguration().get('MILEAGE_UNIT'));
  const context = useMileageAuditContext(report.username);
  const participant = context.data?.participant;
  const vehicle = context.data?.vehicles.find((v) => v.id === report.vehicleId);
  const vehicleLabel = vehicle ? vehicleName(vehicle) : context.isSuccess ? report.vehicleId : '';
  const signals = report.auditSignals;
  const date = formatZonedDate(report.tsReportDate, zone);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={{ md: 2 }} sx={COLUMN}>
        <Paper
          variant="outlined"
          sx={{ p: 1.5, order: { xs: 2, md: 0 } }}
          component="section"
          aria-labelledby={`photo-${report.id}`}
        >
          <Typography id={`photo-${report.id}`} variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {t('staffMileageReports.audit.photo')}
          </Typography>
          <AuditPhoto
            report={report}
            alt={t('staffMileageReports.audit.photoAlt', { vehicle: vehicleLabel, date })}
            onReload={onReload}
          />
        </Paper>
        {signals && (
          <Paper
            variant="outlined"
            sx={{ p: 1.5, order: { xs: 3, md: 0 } }}
            component="section"
            aria-labelledby={`signals-${report.id}`}
          >
            <Typography id={`signals-${report.id}`} variant="subtitle1" component="h2" sx={{ mb: 1 }}>
              {t('staffMileageReports.audit.signals')}
            </Typography>
            <AuditSignals signals={signals} username={report.username} unit={unit} zone={zone} />
          </Paper>
        )}
      </Stack>
      <Stack spacing={{ md: 2 }} sx={COLUMN}>
        <Paper
          variant="outlined"
          sx={{ p: 1.5, order: { xs: 1, md: 0 } }}
          component="section"
          aria-labelledby={`report-${report.id}`}
        >
          <Typography id={`report-${report.id}`} variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {t('staffMileageReports.audit.report')}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
              columnGap: 2,
              rowGap: { xs: 0, sm: 0.75 },
              '& dd + dt': { mt: { xs: 1, sm: 0 } },
              m: 0,
              '& dt': { color: 'text.secondary', typography: 'body2' },
              '& dd': { m: 0, typography: 'body2', overflowWrap: 'anywhere' },
            }}
          >
            <dt>{t('staffMileageReports.audit.participant')}</dt>
            <dd>
              <Link
                component={RouterLink}
                to={`/participant/${encodeURIComponent(report.username)}?tab=mileageReports`}
              >
                {participant
                  ? fullName(participant.firstName, participant.middleName, participant.lastName) || participant.email
                  : report.username}
              </Link>
              {participant && (
                <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {participant.email}
                  {participant.accountNo
                    ? ` · ${t('staffMileageReports.audit.account', { accountNo: participant.accountNo })}`
                    : ''}
                </Typography>
              )}
            </dd>
            <dt>{t('staffMileageReports.audit.vehicle')}</dt>
            <dd>
              {vehicleLabel}
              {vehicle?.vin && (
                <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {vehicle.vin}
                </Typography>
              )}
            </dd>
            <dt>{t('staffMileageReports.audit.reportDate')}</dt>
            <dd>
              {date}
              <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {t(
                  report.createdBy && report.createdBy !== report.username
                    ? 'staffMileageReports.audit.submittedByStaff'
                    : 'staffMileageReports.audit.submitted',
                  { date: formatZonedDateTime(report.createdAt, zone) },
                )}
              </Typography>
            </dd>
            <dt>{t('staffMileageReports.audit.reported')}</dt>
            <dd>
              <strong data-testid="audit-reported">{formatDistance(report.odoMileage, unit)}</strong>
            </dd>
            <dt>{t('staffMileageReports.audit.previous')}</dt>
            <dd>
              {signals?.previousApprovedReading != null
                ? t('staffMileageReports.audit.previousOn', {
                    reading: formatDistance(signals.previousApprovedReading, unit),
                    date: formatZonedDate(signals.previousApprovedDate, zone),
                  })
                : t('staffMileageReports.audit.noPrevious')}
            </dd>
            {signals?.impliedDistance != null && (
              <>
                <dt>{t('staffMileageReports.audit.distance')}</dt>
                <dd>{formatDistance(signals.impliedDistance, unit)}</dd>
              </>
            )}
          </Box>
        </Paper>
        <DecisionForm report={report} unit={unit} />
      </Stack>
    </Box>
  );
}

/** The photo with zoom and rotation; a HEIC original is shown as the server's JPEG copy. */
function AuditPhoto({ report, alt, onReload }: { report: AuditReport; alt: string; onReload: () => void }) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(1);
  const [turns, setTurns] = useState(0);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const photo = report.photos[0];
  if (!photo) return <Alert severity="warning">{t('staffMileageReports.audit.noPhoto')}</Alert>;
  if (!photo.url || failedUrl === photo.url) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onReload}>
            {t('staffMileageReports.audit.reload')}
          </Button>
        }
      >
        {t('staffMileageReports.audit.photoFailed')}
      </Alert>
    );
  }
  const sideways = turns % 2 === 1;
  const heic = photo.mimeType === 'image/heic' || photo.mimeType === 'image/heif';
  return (
    <Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Tooltip title={t('staffMileageReports.audit.zoomOut')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('staffMileageReports.audit.zoomOut')}
              disabled={zoom <= 1}
              onClick={() => setZoom((z) => Math.max(1, z / 1.5))}
            >
              <ZoomOutIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('staffMileageReports.audit.zoomIn')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('staffMileageReports.audit.zoomIn')}
              disabled={zoom >= 5}
              onClick={() => setZoom((z) => Math.min(5, z * 1.5))}
            >
              <ZoomInIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('staffMileageReports.audit.rotate')}>
          <IconButton
            size="small"
            aria-label={t('staffMileageReports.audit.rotate')}
            onClick={() => setTurns((n) => (n + 1) % 4)}
          >
            <RotateRightIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('staffMileageReports.audit.resetView')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('staffMileageReports.audit.resetView')}
              disabled={zoom === 1 && turns === 0}
              onClick={() => {
                setZoom(1);
                setTurns(0);
              }}
            >
              <RestartAltIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: 1 }} aria-live="polite">
          {t('staffMileageReports.audit.zoomLevel', { percent: Math.round(zoom * 100) })}
        </Typography>
      </Stack>
      {/* The frame scrolls when zoomed: drag the scroll bars or use the keyboard to look around. */}
      <Box
        tabIndex={0}
        role="group"
        aria-label={alt}
        sx={{
          height: { xs: 300, md: 440 },
          overflow: 'auto',
          bgcolor: 'grey.900',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Box
          sx={{
            width: `${zoom * 100}%`,
            height: `${zoom * 100}%`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Box
            component="img"
            src={photo.url}
            alt={alt}
            onError={() => setFailedUrl(photo.url ?? null)}
            sx={{
              display: 'block',
              // Turned sideways, the picture's width runs along the frame's height.
              maxWidth: sideways ? `${(440 / 640) * 100}%` : '100%',
              maxHeight: sideways ? '100%' : '100%',
              transform: `rotate(${turns * 90}deg)`,
              transition: 'transform 150ms',
            }}
          />
        </Box>
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }}>
        {heic && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('staffMileageReports.audit.heicNote')}
          </Typography>
        )}
        {photo.originalUrl && (
          <Link variant="body2" href={photo.originalUrl} target="_blank" rel="noopener">
            {t('staffMileageReports.audit.original')} {t('staffMileageReports.audit.opensInNewTab')}
          </Link>
        )}
      </Stack>
    </Box>
  );
}

type Signals = NonNullable<AuditReport['auditSignals']>;
type Signal = Signals['signals'][number];

const SIGNAL_ICON = {
  ok: <CheckCircleOutlineIcon fontSize="small" color="success" />,
  warning: <WarningAmberIcon fontSize="small" color="warning" />,
  unknown: <HelpOutlineIcon fontSize="small" color="disabled" />,
} as const;

/** The server's tamper checks, each saying what it compared and what it found. */
function AuditSignals({
  signals,
  username,
  unit,
  zone,
}: {
  signals: Signals;
  username: string;
  unit: MileageUnit;
  zone: StaffZone;
}) {
  const { t } = useTranslation();
  const perDayLimit = `${Math.round(unit === 'km' ? signals.maxKmPerDay : kmToMiles(signals.maxKmPerDay)).toLocaleString('en-US')} ${unit}`;
  const matches = (s: Signal) =>
    s.matches
      .map((m) =>
        t(m.username === username ? 'staffMileageReports.audit.match' : 'staffMileageReports.audit.matchOther', {
          date: formatZonedDate(m.tsReportDate, zone),
          status: t(`staffMileageReports.auditStatus.${m.auditStatus}`),
          username: m.username,
        }),
      )
      .join('; ');

  const found = (s: Signal): string => {
    switch (s.check) {
      case 'captureDate': {
        if (s.status === 'unknown') return t('staffMileageReports.audit.check.captureDate.unknown');
        const days = s.days ?? 0;
        const values = {
          taken: formatZonedDateTime(s.photoTakenAt, zone),
          days: t('staffMileageReports.audit.days', { count: Math.abs(days) }),
        };
        return days < 0
          ? t('staffMileageReports.audit.check.captureDate.after', values)
          : t(`staffMileageReports.audit.check.captureDate.${s.status}`, values);
      }
      case 'samePhotoFile':
      case 'identicalBytes':
        return t(`staffMileageReports.audit.check.${s.check}.${s.status}`, { reports: matches(s) });
      case 'reading': {
        if (s.status === 'unknown') return t('staffMileageReports.audit.check.reading.unknown');
        const distance = s.distanceKm ?? 0;
        if (distance < 0) {
          return t('staffMileageReports.audit.check.reading.lower', { distance: formatDistance(-distance, unit) });
        }
        return t(`staffMileageReports.audit.check.reading.${s.status}`, {
          distance: formatDistance(distance, unit),
          days: t('staffMileageReports.audit.days', { count: s.days ?? 0 }),
          perDay: formatDistance(s.kmPerDay ?? 0, unit),
        });
      }
    }
  };

  return (
    <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {signals.signals.map((s) => (
        <Box component="li" key={s.check} data-check={s.check} data-status={s.status} sx={{ display: 'flex', gap: 1 }}>
          <Box sx={{ pt: 0.25 }} aria-hidden>
            {SIGNAL_ICON[s.status]}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`staffMileageReports.audit.check.${s.check}.title`)}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                color={s.status === 'warning' ? 'warning' : s.status === 'ok' ? 'success' : 'default'}
                label={t(`staffMileageReports.audit.signalStatus.${s.status}`)}
              />
            </Stack>
            <Typography variant="body2">{found(s)}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
              {t(`staffMileageReports.audit.check.${s.check}.what`, {
                limit: s.check === 'reading' ? perDayLimit : signals.maxCaptureDays,
              })}
            </Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** The actual mileage (whole display units, prefilled), the reason, and Approve / Reject. */
function DecisionForm({ report, unit }: { report: AuditReport; unit: MileageUnit }) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const decide = useDecideMileageReport();
  const id = useId();
  const prefill = shownReading(report.odoMileage, unit);
  const [actual, setActual] = useState(prefill);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ actual?: string; reason?: string }>({});

  function submit(decision: 'approved' | 'rejected') {
    const typed = actual.trim().replace(/,/g, '');
    let odoMileage: number | undefined;
    if (decision === 'approved') {
      if (!typed) {
        setErrors({ actual: t('messages.actualMileageRequired') });
        return;
      }
      if (!/^\d+$/.test(typed)) {
        setErrors({ actual: t('staffMileageReports.audit.actualWhole') });
        return;
      }
      // Unchanged: the reading as reported (no rounding through the display unit); changed: converted to km.
      odoMileage = typed === prefill ? report.odoMileage : unit === 'km' ? Number(typed) : milesToKm(Number(typed));
    }
    setErrors({});
    decide.mutate(
      {
        id: report.id,
        username: report.username,
        auditStatus: decision,
        ...(odoMileage === undefined ? {} : { odoMileage }),
        reason: reason.trim() || null,
      },
      {
        onSuccess: () =>
          toast.success(
            t(decision === 'approved' ? 'staffMileageReports.audit.approved' : 'staffMileageReports.audit.rejected'),
          ),
        onError: (error) => {
          if (isApiError(error) && error.messageKey && TAKEN.has(error.messageKey)) {
            toast.error(t('staffMileageReports.audit.taken'));
          } else {
            toast.error(apiError(error));
          }
        },
      },
    );
  }

  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, order: { xs: 4, md: 0 } }}
      component="form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit('approved');
      }}
    >
      <Typography id={`${id}-title`} variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
        {t('staffMileageReports.audit.decision')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          size="small"
          label={t('staffMileageReports.audit.actual', { unit })}
          value={actual}
          required
          onChange={(event) => {
            setActual(event.target.value);
            setErrors((e) => ({ ...e, actual: undefined }));
          }}
          error={Boolean(errors.actual)}
          helperText={errors.actual ?? t('staffMileageReports.audit.actualHint', { unit })}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <TextField
          size="small"
          label={t('staffMileageReports.audit.reason')}
          value={reason}
          multiline
          minRows={3}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors((e) => ({ ...e, reason: undefined }));
          }}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? t('staffMileageReports.audit.reasonHint')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" color="success" disabled={decide.isPending}>
            {t('staffMileageReports.audit.approve')}
          </Button>
          <Button variant="outlined" color="error" disabled={decide.isPending} onClick={() => submit('rejected')}>
            {t('staffMileageReports.audit.reject')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
