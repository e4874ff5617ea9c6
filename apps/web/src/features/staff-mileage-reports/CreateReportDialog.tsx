import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { MILEAGE_REPORT_PHOTO_MAX_BYTES, mileageReportFormSchema } from '@rc/domain';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast';
import type { MileageUnit } from '../../lib/format';
import { dayIn, STAFF_TIME_ZONES, startOfDayIn, useStaffZone } from '../../lib/staff/timeZone';
import { vehicleName } from '../../lib/staff/vehicleName';
import { PHOTO_ACCEPT, type UploadedPhoto, uploadOdometerPhoto } from '../../lib/storedFiles';
import { useErrorText } from '../../lib/useErrorText';
import { createMileageReport, type MileageReportRow } from './api';
import './texts';
import '../../i18n/messages';

interface ManualVehicle {
  id: string;
  make: string;
  model: string;
  year: number;
  licensePlate?: string | null;
}

type Field = 'vehicleId' | 'odometer' | 'photo' | 'reportDate';

/**
 * Staff create a mileage report with its odometer photo for the participant (staff spec section 6): a
 * vehicle that reports manually, the report day (today or earlier), the reading in the configured unit
 * (sent in km) and the photo, uploaded at once into the participant's folder. The report is pending:
 * it goes through the mileage audit like the participant's own.
 */
export function CreateReportDialog({
  username,
  vehicles,
  unit,
  onClose,
  onCreated,
}: {
  username: string;
  vehicles: readonly ManualVehicle[];
  unit: MileageUnit;
  onClose: () => void;
  onCreated: (report: MileageReportRow) => void;
}) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useErrorText();
  const toast = useToast();
  const zone = useStaffZone();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const statusId = useId();
  const today = dayIn(new Date(), STAFF_TIME_ZONES[zone]);
  const schema = useMemo(() => mileageReportFormSchema(unit), [unit]);
  const [vehicleId, setVehicleId] = useState(vehicles.length === 1 ? (vehicles[0]?.id ?? '') : '');
  const [reportDate, setReportDate] = useState(today);
  const [odometer, setOdometer] = useState('');
  const [photo, setPhoto] = useState<UploadedPhoto | null>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const attempt = useRef(0);

  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  async function choose(file: File | undefined) {
    const current = ++attempt.current;
    setPhoto(null);
    clearError('photo');
    if (!file) return;
    if (file.size > MILEAGE_REPORT_PHOTO_MAX_BYTES) {
      setErrors((e) => ({ ...e, photo: t('messages.photoTooLarge') }));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadOdometerPhoto(file, username);
      if (current === attempt.current) setPhoto(uploaded);
    } catch (error) {
      if (current === attempt.current) setErrors((e) => ({ ...e, photo: apiError(error) }));
    } finally {
      if (current === attempt.current) setUploading(false);
    }
  }

  async function submit() {
    const parsed = schema.safeParse({
      vehicleId,
      odometer,
      photo: photo ? { storageKey: photo.storageKey, size: photo.size, mimeType: photo.mimeType } : null,
    });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= fieldError(issue.message);
      }
    }
    if (!reportDate || reportDate > today) found.reportDate = t('staffMileageReports.dialog.reportDateInvalid');
    setErrors(found);
    if (!parsed.success || found.reportDate) return;
    setSaving(true);
    try {
      // Today's report is dated now; an earlier day at noon in the staff member's zone.
      const tsReportDate =
        reportDate === today
          ? new Date().toISOString()
          : new Date(startOfDayIn(reportDate, STAFF_TIME_ZONES[zone]).getTime() + 12 * 3_600_000).toISOString();
      const created = await createMileageReport({
        username,
        vehicleId: parsed.data.vehicleId,
        odoMileage: parsed.data.odometer,
        tsReportDate,
        photos: [parsed.data.photo],
      });
      toast.success(t('staffMileageReports.created'));
      onCreated(created);
    } catch (error) {
      toast.error(apiError(error));
    } finally {
      setSaving(false);
    }
  }

  const busy = saving || uploading;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{t('staffMileageReports.dialog.title')}</DialogTitle>
      <DialogContent>
        {vehicles.length === 0 ? (
          <Alert severity="info">{t('staffMileageReports.dialog.noManualVehicles')}</Alert>
        ) : (
          <Box
            component="form"
            id={`${titleId}-form`}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
            sx={{ display: 'grid', gap: 2, pt: 1 }}
          >
            <Typography variant="body2">{t('staffMileageReports.dialog.intro')}</Typography>
            <TextField
              select
              size="small"
              label={t('staffMileageReports.dialog.vehicle')}
              value={vehicleId}
              required
              onChange={(event) => {
                setVehicleId(event.target.value);
                clearError('vehicleId');
              }}
              error={Boolean(errors.vehicleId)}
              helperText={errors.vehicleId}
            >
              <MenuItem value="" disabled>
                {t('staffMileageReports.dialog.chooseVehicle')}
              </MenuItem>
              {vehicles.map((vehicle) => (
                <MenuItem key={vehicle.id} value={vehicle.id}>
                  {vehicleName(vehicle)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              size="small"
              label={t('staffMileageReports.dialog.reportDate')}
              value={reportDate}
              required
              onChange={(event) => {
                setReportDate(event.target.value);
                clearError('reportDate');
              }}
              error={Boolean(errors.reportDate)}
              helperText={errors.reportDate}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            />
            <TextField
              size="small"
              label={t('staffMileageReports.dialog.odometer', { unit })}
              value={odometer}
              required
              autoComplete="off"
              onChange={(event) => {
                setOdometer(event.target.value);
                clearError('odometer');
              }}
              error={Boolean(errors.odometer)}
              helperText={
                errors.odometer ?? (unit === 'km' ? undefined : t('staffMileageReports.dialog.odometerHint', { unit }))
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              type="file"
              size="small"
              label={t('staffMileageReports.dialog.photo')}
              required
              disabled={saving}
              onChange={(event) => void choose((event.target as HTMLInputElement).files?.[0])}
              error={Boolean(errors.photo)}
              helperText={errors.photo ?? t('staffMileageReports.dialog.photoHint')}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { accept: PHOTO_ACCEPT },
                formHelperText: errors.photo ? { role: 'alert' } : undefined,
              }}
            />
            <Box id={statusId} role="status" aria-live="polite">
              {uploading && (
                <>
                  <Typography variant="body2">{t('staffMileageReports.dialog.uploading')}</Typography>
                  <LinearProgress aria-label={t('staffMileageReports.dialog.uploading')} sx={{ mt: 1 }} />
                </>
              )}
              {photo && <Typography variant="body2">{t('staffMileageReports.dialog.uploaded')}</Typography>}
            </Box>
            {photo && (
              <Box
                component="img"
                src={photo.url}
                alt={t('staffMileageReports.dialog.preview')}
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: 240,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('staffMileageReports.dialog.cancel')}
        </Button>
        {vehicles.length > 0 && (
          <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={busy}>
            {t('staffMileageReports.dialog.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
