import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { kmToMiles, milesToKm, US_STATES, VEHICLE_TYPES } from '@rc/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast';
import type { CreateVehicleInput, MroType, UpdateVehicleInput, VehicleType } from '../../gql/staff/graphql';
import type { MileageUnit } from '../../lib/format';
import { mroTypeLabel } from '../../lib/staff/mroType';
import { useErrorText } from '../../lib/useErrorText';
import { createVehicle, updateVehicle, useEpaMakes, useEpaModels, type VehicleRow } from './api';
import './texts';

/** The reporting types in the order the spec names them (section 9), N/A last. */
export const MRO_TYPE_CHOICES: readonly MroType[] = [
  'manual',
  'automatedWithoutLocation',
  'automatedWithLocation',
  'telematics',
  'NA',
];

interface FormValues {
  vin: string;
  year: string;
  make: string;
  model: string;
  licensePlate: string;
  registrationState: string;
  type: VehicleType | '';
  mroType: MroType;
  beginningOdometerReading: string;
  currentOdometerReading: string;
}

/** A stored reading (km) as the form shows it, in the configured unit with at most two decimals. */
function readingText(km: number | null | undefined, unit: MileageUnit): string {
  if (km == null) return '';
  const value = unit === 'km' ? km : kmToMiles(km);
  return String(Math.round(value * 100) / 100);
}

function initialValues(vehicle: VehicleRow | null, unit: MileageUnit): FormValues {
  return {
    vin: vehicle?.vin ?? '',
    year: vehicle ? String(vehicle.year) : '',
    make: vehicle?.make ?? '',
    model: vehicle?.model ?? '',
    licensePlate: vehicle?.licensePlate ?? '',
    registrationState: vehicle?.registrationState ?? 'CA',
    type: vehicle?.type ?? '',
    mroType: vehicle?.mroType ?? 'manual',
    beginningOdometerReading: readingText(vehicle?.beginningOdometerReading, unit),
    currentOdometerReading: readingText(vehicle?.currentOdometerReading, unit),
  };
}

type Errors = Partial<Record<keyof FormValues, string>>;

const READING_PATTERN = /^\d+(\.\d+)?$/;

/**
 * Staff edit a participant's vehicle (staff spec section 5: make and model from the EPA lists, year,
 * plate, state, odometer readings, fuel type, reporting type), or add one (`vehicle` null). Only the
 * changed fields are sent; readings are typed in the configured unit and stored in km.
 */
export function VehicleDialog({
  username,
  vehicle,
  unit,
  onClose,
  onSaved,
}: {
  username: string;
  /** The vehicle being edited; null to add one. */
  vehicle: VehicleRow | null;
  unit: MileageUnit;
  onClose: () => void;
  onSaved: (vehicle: VehicleRow) => void;
}) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const initial = useMemo(() => initialValues(vehicle, unit), [vehicle, unit]);
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const yearNumber = /^\d{4}$/.test(values.year) ? Number(values.year) : null;
  const makes = useEpaMakes(yearNumber);
  const models = useEpaModels(values.make, yearNumber);
  // The vehicle's own make and model stay choosable even when the EPA list spells them otherwise.
  const makeOptions = useMemo(() => withValue(makes.data ?? [], values.make), [makes.data, values.make]);
  const modelOptions = useMemo(() => withValue(models.data ?? [], values.model), [models.data, values.model]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  function validateForm(): Errors {
    const found: Errors = {};
    const required = t('staffVehicles.dialog.required');
    if (!/^\d{4}$/.test(values.year.trim())) found.year = t('staffVehicles.dialog.yearInvalid');
    if (!values.make.trim()) found.make = required;
    if (!values.model.trim()) found.model = required;
    if (!values.licensePlate.trim()) found.licensePlate = required;
    if (!values.registrationState) found.registrationState = required;
    for (const key of ['beginningOdometerReading', 'currentOdometerReading'] as const) {
      const text = values[key].trim();
      if (text && !READING_PATTERN.test(text)) found[key] = t('staffVehicles.dialog.numberInvalid');
    }
    return found;
  }

  const toKm = (text: string) => {
    const value = Number(text.trim());
    return unit === 'km' ? value : milesToKm(value);
  };

  async function save() {
    const found = validateForm();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      let saved: VehicleRow;
      if (vehicle) {
        const input: UpdateVehicleInput = { id: vehicle.id, username };
        if (values.year !== initial.year) input.year = Number(values.year);
        if (values.make !== initial.make) input.make = values.make.trim();
        if (values.model !== initial.model) input.model = values.model.trim();
        if (values.licensePlate !== initial.licensePlate) input.licensePlate = values.licensePlate.trim();
        if (values.registrationState !== initial.registrationState) input.registrationState = values.registrationState;
        if (values.type !== initial.type) input.type = values.type || null;
        if (values.mroType !== initial.mroType) input.mroType = values.mroType;
        for (const key of ['beginningOdometerReading', 'currentOdometerReading'] as const) {
          if (values[key].trim() !== initial[key]) input[key] = values[key].trim() ? toKm(values[key]) : null;
        }
        saved = await updateVehicle(input);
      } else {
        const input: CreateVehicleInput = {
          username,
          vin: values.vin.trim() || null,
          year: Number(values.year),
          make: values.make.trim(),
          model: values.model.trim(),
          licensePlate: values.licensePlate.trim(),
          registrationState: values.registrationState,
          type: values.type || null,
          mroType: values.mroType,
          beginningOdometerReading: values.beginningOdometerReading.trim()
            ? toKm(values.beginningOdometerReading)
            : null,
          currentOdometerReading: values.currentOdometerReading.trim() ? toKm(values.currentOdometerReading) : null,
        };
        saved = await createVehicle(input);
      }
      toast.success(vehicle ? t('staffVehicles.saved') : t('staffVehicles.created'));
      onSaved(saved);
    } catch (error) {
      toast.error(apiError(error));
    } finally {
      setSaving(false);
    }
  }

  // Miles are converted: say so (km readings are stored as typed).
  const odometerHint = unit === 'km' ? undefined : t('staffVehicles.dialog.odometerHint', { unit });
  const switchingToTelematics = values.mroType === 'telematics' && vehicle?.mroType !== 'telematics';

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {vehicle ? t('staffVehicles.dialog.editTitle') : t('staffVehicles.dialog.createTitle')}
      </DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={`${titleId}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}
        >
          {!vehicle && (
            <TextField
              size="small"
              label={t('staffVehicles.dialog.vin')}
              value={values.vin}
              onChange={(event) => set('vin', event.target.value)}
              slotProps={{ htmlInput: { maxLength: 17, autoCapitalize: 'characters' } }}
              sx={{ gridColumn: '1 / -1' }}
            />
          )}
          <TextField
            size="small"
            label={t('staffVehicles.dialog.year')}
            value={values.year}
            required
            onChange={(event) => set('year', event.target.value.replace(/\D/g, '').slice(0, 4))}
            error={Boolean(errors.year)}
            helperText={errors.year}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            select
            size="small"
            label={t('staffVehicles.dialog.type')}
            value={values.type}
            onChange={(event) => set('type', event.target.value as VehicleType | '')}
          >
            <MenuItem value="">{t('staffVehicles.dialog.noType')}</MenuItem>
            {VEHICLE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`staffVehicles.fuelType.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            size="small"
            options={makeOptions}
            value={values.make || null}
            onChange={(_event, make) => {
              if ((make ?? '') === values.make) return;
              set('make', make ?? '');
              // Another make has other models.
              set('model', '');
            }}
            loading={makes.isFetching}
            loadingText={t('staffVehicles.dialog.loadingOptions')}
            noOptionsText={t('staffVehicles.dialog.noOptions')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('staffVehicles.dialog.make')}
                required
                error={Boolean(errors.make)}
                helperText={errors.make}
              />
            )}
          />
          <Autocomplete
            size="small"
            options={modelOptions}
            value={values.model || null}
            onChange={(_event, model) => set('model', model ?? '')}
            loading={models.isFetching}
            loadingText={t('staffVehicles.dialog.loadingOptions')}
            noOptionsText={t('staffVehicles.dialog.noOptions')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('staffVehicles.dialog.model')}
                required
                error={Boolean(errors.model)}
                helperText={errors.model}
              />
            )}
          />
          <TextField
            size="small"
            label={t('staffVehicles.dialog.licensePlate')}
            value={values.licensePlate}
            required
            onChange={(event) => set('licensePlate', event.target.value.toUpperCase())}
            error={Boolean(errors.licensePlate)}
            helperText={errors.licensePlate}
            slotProps={{ htmlInput: { maxLength: 10 } }}
          />
          <TextField
            select
            size="small"
            label={t('staffVehicles.dialog.registrationState')}
            value={values.registrationState}
            required
            onChange={(event) => set('registrationState', event.target.value)}
            error={Boolean(errors.registrationState)}
            helperText={errors.registrationState}
          >
            {US_STATES.map(([code, name]) => (
              <MenuItem key={code} value={code}>
                {`${code} – ${name}`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('staffVehicles.dialog.beginningOdometerReading', { unit })}
            value={values.beginningOdometerReading}
            onChange={(event) => set('beginningOdometerReading', event.target.value)}
            error={Boolean(errors.beginningOdometerReading)}
            helperText={errors.beginningOdometerReading ?? odometerHint}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            size="small"
            label={t('staffVehicles.dialog.currentOdometerReading', { unit })}
            value={values.currentOdometerReading}
            onChange={(event) => set('currentOdometerReading', event.target.value)}
            error={Boolean(errors.currentOdometerReading)}
            helperText={errors.currentOdometerReading ?? odometerHint}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            select
            size="small"
            label={t('staffVehicles.dialog.mroType')}
            value={values.mroType}
            onChange={(event) => set('mroType', event.target.value as MroType)}
            sx={{ gridColumn: '1 / -1' }}
          >
            {MRO_TYPE_CHOICES.map((type) => (
              <MenuItem key={type} value={type}>
                {mroTypeLabel(t, type)}
              </MenuItem>
            ))}
          </TextField>
          {switchingToTelematics && (
            <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
              {t('staffVehicles.dialog.telematicsWarning')}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('staffVehicles.dialog.cancel')}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={saving}>
          {vehicle ? t('staffVehicles.dialog.save') : t('staffVehicles.dialog.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function withValue(options: readonly string[], value: string): string[] {
  if (!value || options.some((option) => option === value)) return [...options];
  return [value, ...options];
}
