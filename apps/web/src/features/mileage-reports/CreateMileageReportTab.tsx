import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  type MileageReportFormInput,
  mileageReportFormSchema,
  type OdometerInputUnit,
  odometerReadingKm,
  parseOdometerInput,
  TOAST_MS,
} from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField';
import { FormSelectField } from '../../components/form/fields';
import { RouterLink } from '../../components/RouterLink';
import { useToast } from '../../components/useToast';
import { MileageReportsCreateDocument } from '../../gql/graphql';
import type { AccountTabProps } from '../../lib/accountTabs';
import { accountTabPath } from '../../lib/accountTabs';
import { useConfiguration } from '../../lib/configuration';
import { isApiError } from '../../lib/errors';
import { formatDate, formatDistance, mileageUnitOf } from '../../lib/format';
import { execute } from '../../lib/graphql';
import { useParticipantViewMode } from '../../lib/participantView';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import { mileageReportKeys, useMileageReportVehicles, vehicleLabel } from './api';
import { OdometerPhotoField } from './OdometerPhotoField';
import { isTransient, LOCAL_PHOTO_PREFIX, queueReport } from './offlineQueue';
import { QueuedReportsPanel } from './QueuedReports';
import './texts';
import '../../i18n/messages';

/** A reading as it was reported: the unit it was typed in, the km stored, and whether it waits offline. */
interface Reported {
  unit: OdometerInputUnit;
  storedKm: number;
  queued: boolean;
}

/**
 * Create Mileage Report (participant spec sections 2, 5 and 8): today's odometer reading of a vehicle
 * that reports manually, with a photograph of the odometer beside it. The reading is typed in the unit
 * the participant chooses (the display unit unless they change it: a California odometer reads miles),
 * shown back in both units and sent in km; a reading not above the last one is refused by the server
 * with a 10 s toast.
 */
export default function CreateMileageReportTab({ username }: AccountTabProps) {
  const { t } = useTranslation();
  usePageTitle(t('mileageReports.create.title'));
  const [submitted, setSubmitted] = useState<Reported | null>(null);
  const { readOnly } = useParticipantViewMode();
  const vehicles = useMileageReportVehicles(username);
  const manualVehicles = useMemo(
    () => (vehicles.data ?? []).filter((vehicle) => vehicle.mroType === 'manual'),
    [vehicles.data],
  );

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('mileageReports.create.title')}
      </Typography>
      {vehicles.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : vehicles.isError ? null : submitted ? (
        <Submitted reported={submitted} onAnother={() => setSubmitted(null)} />
      ) : manualVehicles.length === 0 ? (
        <Alert severity="info">{t('mileageReports.create.noManualVehicles')}</Alert>
      ) : readOnly ? (
        // Staff reading the participant's view: the participant submits their own readings.
        <>
          <Typography sx={{ mb: 2 }}>{t('mileageReports.create.intro')}</Typography>
          <Alert severity="info">{t('mileageReports.create.readOnly')}</Alert>
        </>
      ) : (
        <>
          <QueuedReportsPanel username={username} vehicles={vehicles.data ?? []} />
          <ReportForm username={username} vehicles={manualVehicles} onSubmitted={setSubmitted} />
        </>
      )}
    </>
  );
}

/** The reading in the unit it was typed in, with the other unit: "12,345.00 mi (19,867.36 km)". */
function bothUnits(km: number, unit: OdometerInputUnit): { typed: string; other: string } {
  return { typed: formatDistance(km, unit), other: formatDistance(km, unit === 'mi' ? 'km' : 'mi') };
}

function Submitted({ reported, onAnother }: { reported: Reported; onAnother: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The form is gone: focus goes to the confirmation so keyboard and screen-reader users land on it.
  useEffect(() => ref.current?.focus(), []);
  const both = { km: formatDistance(reported.storedKm, 'km'), mi: formatDistance(reported.storedKm, 'mi') };
  return (
    <Alert
      severity={reported.queued ? 'warning' : 'success'}
      role="status"
      ref={ref}
      tabIndex={-1}
      sx={{ maxWidth: 720 }}
    >
      <AlertTitle>
        {reported.queued ? t('mileageReports.create.queuedTitle') : t('mileageReports.create.successTitle')}
      </AlertTitle>
      <Typography sx={{ mb: 1 }}>
        {reported.queued ? t('mileageReports.create.queuedBody') : t('messages.mileageReportSubmitted')}
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="mileage-report-stored">
        {reported.queued
          ? t('mileageReports.create.queuedReading', both)
          : t('mileageReports.create.storedReading', both)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <RouterLink to={accountTabPath('Mileage Reports')}>{t('mileageReports.create.seeReports')}</RouterLink>
        <Button variant="outlined" color={reported.queued ? 'inherit' : 'success'} onClick={onAnother}>
          {t('mileageReports.create.reportAnother')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface ManualVehicle {
  id: string;
  make: string;
  model: string;
  licensePlate?: string | null;
}

function ReportForm({
  username,
  vehicles,
  onSubmitted,
}: {
  username: string;
  vehicles: ManualVehicle[];
  onSubmitted: (reported: Reported) => void;
}) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const displayUnit = mileageUnitOf(useConfiguration().get('MILEAGE_UNIT'));
  const schema = useMemo(() => mileageReportFormSchema(displayUnit), [displayUnit]);
  const [uploading, setUploading] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<MileageReportFormInput, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    // With one vehicle there is nothing to choose.
    defaultValues: {
      vehicleId: vehicles.length === 1 ? (vehicles[0]?.id ?? '') : '',
      unit: displayUnit,
      odometer: '',
      photo: null,
    },
  });
  const unit = useWatch({ control, name: 'unit' }) ?? displayUnit;
  const typed = parseOdometerInput(useWatch({ control, name: 'odometer' }) ?? '');
  const options = useMemo(() => vehicles.map((v) => ({ value: v.id, label: vehicleLabel(v) })), [vehicles]);

  // Photographs kept on the device while offline, by the local key the form holds.
  const localPhotos = useRef(new Map<string, File>());

  const onSubmit = handleSubmit(async (values) => {
    const tsReportDate = new Date().toISOString();
    // Without a connection (or with a photograph that could not be uploaded) the report waits on the
    // device and is sent by QueuedReportsSender when the connection returns.
    const queue = async () => {
      const local = localPhotos.current.get(values.photo.storageKey);
      await queueReport({
        id: crypto.randomUUID(),
        username,
        vehicleId: values.vehicleId,
        odoMileage: values.odometer,
        unit,
        tsReportDate,
        photo: local
          ? { kind: 'local', file: local, name: local.name, mimeType: local.type }
          : { kind: 'stored', ...values.photo },
        refusal: null,
      });
      onSubmitted({ unit, storedKm: values.odometer, queued: true });
    };
    if (navigator.onLine === false || values.photo.storageKey.startsWith(LOCAL_PHOTO_PREFIX)) return queue();
    let storedKm: number;
    try {
      const created = await execute(MileageReportsCreateDocument, {
        input: {
          username,
          vehicleId: values.vehicleId,
          odoMileage: values.odometer,
          tsReportDate,
          photos: [values.photo],
        },
      });
      storedKm = created.createMileageReport.odoMileage;
    } catch (caught) {
      if (isTransient(caught)) return queue();
      const lower = isApiError(caught) && caught.messageKey === 'mileageReportOdometerNotIncreasing';
      toast.error(apiError(caught), lower ? TOAST_MS.odometerNotIncreasing : TOAST_MS.error);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: mileageReportKeys.all(username) });
    onSubmitted({ unit, storedKm, queued: false });
  });

  return (
    <Box component="form" onSubmit={(event) => void onSubmit(event)} noValidate sx={{ maxWidth: { xs: 560, md: 960 } }}>
      <Typography sx={{ mb: 1 }}>{t('mileageReports.create.intro')}</Typography>
      <TextField
        label={t('mileageReports.create.readingDate')}
        value={formatDate(new Date().toISOString())}
        helperText={t('mileageReports.create.readingDateHint')}
        disabled
        fullWidth
        margin="normal"
        // The hint is read like any other (a disabled field's grey text would not meet AA contrast).
        slotProps={{ formHelperText: { disabled: false } }}
      />
      <FormSelectField
        control={control}
        name="vehicleId"
        label={t('mileageReports.create.vehicle')}
        options={options}
        emptyLabel={t('mileageReports.create.chooseVehicle')}
        required
      />
      {/* The reading and the photograph side by side on wider screens, to compare the number with it. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          columnGap: 3,
          alignItems: 'start',
        }}
      >
        <Box>
          <Controller
            control={control}
            name="unit"
            render={({ field }) => (
              <FormControl component="fieldset" margin="normal" sx={{ display: 'block' }}>
                <FormLabel component="legend">{t('mileageReports.create.unit')}</FormLabel>
                <RadioGroup
                  row
                  name={field.name}
                  value={field.value ?? displayUnit}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  <FormControlLabel value="mi" control={<Radio />} label={t('mileageReports.create.unitMiles')} />
                  <FormControlLabel value="km" control={<Radio />} label={t('mileageReports.create.unitKilometres')} />
                </RadioGroup>
              </FormControl>
            )}
          />
          <FormTextField
            control={control}
            name="odometer"
            label={t('mileageReports.create.odometer', { unit })}
            hint={t('mileageReports.create.odometerHint', { unitName: t(`mileageReports.units.${unit}`) })}
            required
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          {/* The reading read back in both units as it is typed, and what will be stored. */}
          <Typography variant="body2" role="status" aria-live="polite" sx={{ mt: 1 }} data-testid="odometer-both-units">
            {typed === null
              ? ''
              : t('mileageReports.create.bothUnits', bothUnits(odometerReadingKm(typed, unit), unit))}
          </Typography>
        </Box>
        <OdometerPhotoField
          control={control}
          disabled={isSubmitting}
          onBusyChange={setUploading}
          onLocalPhoto={(key, file) => localPhotos.current.set(key, file)}
        />
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting || uploading} sx={{ mt: 3 }}>
        {isSubmitting ? t('mileageReports.create.submitting') : t('mileageReports.create.submit')}
      </Button>
    </Box>
  );
}
