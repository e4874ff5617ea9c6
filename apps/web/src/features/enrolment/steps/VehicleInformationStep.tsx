import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertTitle, Grid, Typography } from '@mui/material';
import {
  FUEL_TYPES,
  isOtherModel,
  LIMITS,
  maxEligibleModelYear,
  OTHER_MODEL,
  US_STATES,
  VEHICLE_ELIGIBILITY_MESSAGE_KEYS,
  VIN_REQUIRED_YEARS,
  vehicleFormSchema,
  vinRequiredForYear,
} from '@rc/domain';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/FormTextField';
import { FormSelectField, StepActions } from '../../../components/form/fields';
import { useToast } from '../../../components/useToast';
import {
  EnrolmentCreateVehicleDocument,
  EnrolmentUpdateVehicleDocument,
  EnrolmentVinCheckDocument,
} from '../../../gql/graphql';
import { useConfiguration } from '../../../lib/configuration';
import { isApiError } from '../../../lib/errors';
import { execute } from '../../../lib/graphql';
import { useErrorText } from '../../../lib/useErrorText';
import { useEpaMakes, useEpaModels } from '../api';
import type { StepProps } from '../wizard';
import '../texts';
import '../../../i18n/messages';

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: name }));

type VehicleFormInput = z.input<ReturnType<typeof vehicleFormSchema>>;

/** Model years from the newest eligible one down to 1996. */
function yearOptions(): { value: string; label: string }[] {
  const years: { value: string; label: string }[] = [];
  for (let year = maxEligibleModelYear(); year >= LIMITS.vehicleMinYear; year -= 1) {
    years.push({ value: String(year), label: String(year) });
  }
  return years;
}

/**
 * Enrolment step 3: the vehicle registration form (participant spec section 5). Make and model come
 * from the EPA list for the year; 'Other' asks for the model as text. A new vehicle is created, an
 * existing one updated (which also clears the reporting preference on the server).
 */
export function VehicleInformationStep({ account, onComplete, onBack }: StepProps) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const configuration = useConfiguration();
  const vinEnabled = configuration.isFeatureEnabled('FEATURE_REGISTER_WITH_VIN');
  const existing = account?.vehicles[0] ?? null;
  const [eligibility, setEligibility] = useState<string[]>([]);
  const [vinNote, setVinNote] = useState<string | null>(null);
  const schema = useMemo(() => vehicleFormSchema(vinEnabled), [vinEnabled]);
  const years = useMemo(yearOptions, []);

  const {
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    getValues,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      year: existing?.year,
      make: existing?.make ?? '',
      model: existing?.model ?? '',
      otherModel: '',
      type: existing?.type ?? 'gas',
      registrationState: existing?.registrationState ?? 'CA',
      licensePlate: existing?.licensePlate ?? '',
      vin: existing?.vin ?? '',
    } as VehicleFormInput,
  });
  const year = useWatch({ control, name: 'year' });
  const make = useWatch({ control, name: 'make' });
  const model = useWatch({ control, name: 'model' });
  const vin = useWatch({ control, name: 'vin' });
  const validYear = typeof year === 'number' ? year : null;
  // Model years 1996 to 2006 must give a VIN even when registering with a VIN is off (spec section 5):
  // the field shows for them (and stays while it holds a VIN), so its message is never on a hidden field.
  const vinForYear = vinRequiredForYear(validYear);
  const showVin = vinEnabled || vinForYear || Boolean(vin);

  const makes = useEpaMakes(validYear);
  const models = useEpaModels(validYear, make);

  const makeOptions = useMemo(() => {
    const list = makes.data ?? [];
    const all = make && !list.includes(make) ? [make, ...list] : list;
    return all.map((m) => ({ value: m, label: m }));
  }, [makes.data, make]);
  const modelOptions = useMemo(() => {
    const list = (models.data ?? []).filter((m) => !isOtherModel(m));
    const all = model && !isOtherModel(model) && !list.includes(model) ? [model, ...list] : list;
    return [
      ...all.map((m) => ({ value: m, label: m })),
      { value: OTHER_MODEL, label: t('register.vehicle.otherModel') },
    ];
  }, [models.data, model, t]);

  const onVinBlur = async () => {
    const vin = (getValues('vin') ?? '').trim();
    setVinNote(null);
    if (!vin) return;
    try {
      const result = (
        await execute(EnrolmentVinCheckDocument, {
          input: { vin, source: 'registration', vehicleId: existing?.id ?? null },
        })
      ).vinCheck;
      if (result.vinExists) {
        setError('vin', { message: t('messages.vinAlreadyRegistered') });
        return;
      }
      clearErrors('vin');
      // The VIN tells the model year: an ineligible one is said at once, in the eligibility panel.
      if (result.year !== null && result.year !== undefined && result.year < LIMITS.vehicleMinYear) {
        setEligibility([t('messages.vehicleYearOutOfRange')]);
        return;
      }
      setEligibility([]);
      setVinNote(t('register.vehicle.vinOk', { year: result.year ?? '', make: result.make ?? '' }));
    } catch (caught) {
      setError('vin', { message: apiError(caught) });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!account) return;
    setEligibility([]);
    const details = {
      username: account.username,
      year: values.year,
      make: values.make,
      model: values.model,
      otherModel: isOtherModel(values.model) ? (values.otherModel ?? null) : null,
      type: values.type ?? null,
      registrationState: values.registrationState,
      licensePlate: values.licensePlate,
      vin: values.vin ?? null,
    };
    try {
      if (existing) await execute(EnrolmentUpdateVehicleDocument, { input: { id: existing.id, ...details } });
      else await execute(EnrolmentCreateVehicleDocument, { input: details });
    } catch (caught) {
      const key = isApiError(caught) ? caught.messageKey : undefined;
      if (key && (VEHICLE_ELIGIBILITY_MESSAGE_KEYS as readonly string[]).includes(key)) {
        setEligibility([apiError(caught)]);
      } else {
        // A failed vehicle create shows its text in a 5 s toast (spec section 8).
        toast.error(apiError(caught));
      }
      return;
    }
    await onComplete();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Typography sx={{ mb: 1 }}>{t('register.vehicle.intro')}</Typography>
      {eligibility.length > 0 && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          <AlertTitle>{t('messages.vehicleEligibilityHeading')}</AlertTitle>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {eligibility.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {showVin && (
        <FormTextField
          control={control}
          name="vin"
          label={t('register.vehicle.vin')}
          hint={
            vinNote ??
            (vinForYear && !vinEnabled
              ? t('register.vehicle.vinHintForYear', { from: VIN_REQUIRED_YEARS.from, to: VIN_REQUIRED_YEARS.to })
              : t('register.vehicle.vinHint'))
          }
          required={vinEnabled || vinForYear}
          onBlurCapture={() => void onVinBlur()}
          // No maxLength: a longer VIN is refused with its message, never cut short without a word.
          slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
        />
      )}
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name="year"
            label={t('register.vehicle.year')}
            options={years}
            emptyLabel=""
            parse={Number}
            required
            onValueChange={() => {
              setValue('make', '');
              setValue('model', '');
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name="make"
            label={t('register.vehicle.make')}
            options={makeOptions}
            emptyLabel=""
            required
            disabled={validYear === null}
            onValueChange={() => setValue('model', '')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name="model"
            label={t('register.vehicle.model')}
            options={modelOptions}
            emptyLabel=""
            required
            disabled={!make}
          />
        </Grid>
      </Grid>
      {isOtherModel(model) && (
        <FormTextField control={control} name="otherModel" label={t('register.vehicle.otherModelText')} required />
      )}
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name="type"
            label={t('register.vehicle.fuelType')}
            options={FUEL_TYPES.map((f) => ({ value: f, label: t(`register.vehicle.fuelTypes.${f}`) }))}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name="registrationState"
            label={t('register.vehicle.registrationState')}
            options={STATE_OPTIONS}
            emptyLabel=""
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="licensePlate"
            label={t('register.vehicle.licensePlate')}
            hint={t('register.vehicle.licensePlateHint', { max: LIMITS.plateMaxLength })}
            required
            // No maxLength: a 9th character is refused with 'A license plate has at most 8 characters',
            // never silently cut off (a pasted or autofilled plate would lose its end without a word).
            slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
          />
        </Grid>
      </Grid>
      <StepActions onBack={onBack} submitting={isSubmitting} />
    </form>
  );
}
