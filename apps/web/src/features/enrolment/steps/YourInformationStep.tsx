import { zodResolver } from '@hookform/resolvers/zod';
import { FormControlLabel, Grid, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import {
  AGE_GROUPS,
  GENDERS,
  PREFERRED_CONTACT_TYPES,
  TOAST_MS,
  US_STATES,
  type YourInformationInput,
  yourInformationSchema,
} from '@rc/domain';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField';
import { useToast } from '../../../components/useToast';
import { EnrolmentUpdateParticipantDocument } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { useErrorText } from '../../../lib/useErrorText';
import { FormSelectField, StepActions } from '../fields';
import { maskPhone } from '../phoneMask';
import { useZipLookup } from '../useZipLookup';
import type { StepProps } from '../wizard';

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: name }));

/** Enrolment step 2: name, phone, address and contact choices (participant spec section 5), saved with updateParticipant. */
export function YourInformationStep({ account, onComplete, onBack }: StepProps) {
  const { t } = useTranslation();
  const { apiError, fieldError } = useErrorText();
  const phoneId = useId();
  const toast = useToast();
  const lookupZip = useZipLookup();
  const contactLabelId = useId();
  const participant = account?.participant ?? null;
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(yourInformationSchema),
    defaultValues: {
      firstName: participant?.firstName ?? '',
      lastName: participant?.lastName ?? '',
      phoneNumber: participant?.phoneNumber ?? '',
      address1: participant?.address.address1 ?? '',
      address2: participant?.address.address2 ?? '',
      city: participant?.address.city ?? '',
      state: participant?.address.state ?? '',
      postalCode: participant?.address.postalCode ?? '',
      gender: participant?.gender ?? '',
      ageGroup: participant?.ageGroup ?? '',
      preferredContactType: participant?.preferredContactType ?? 'email',
    } as YourInformationInput,
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!account) return;
    try {
      await execute(EnrolmentUpdateParticipantDocument, {
        input: {
          username: account.username,
          firstName: values.firstName,
          lastName: values.lastName,
          phoneNumber: values.phoneNumber,
          address1: values.address1,
          address2: values.address2 ?? '',
          city: values.city,
          state: values.state,
          postalCode: values.postalCode,
          preferredContactType: values.preferredContactType,
          gender: values.gender ?? '',
          ageGroup: values.ageGroup ?? '',
        },
      });
    } catch (caught) {
      // Server errors on this step stay 10 s (spec section 8).
      toast.error(apiError(caught), TOAST_MS.errorInformationStep);
      return;
    }
    await onComplete();
  });

  const onZipBlur = async () => {
    const zip = getValues('postalCode')?.trim() ?? '';
    if (!/^\d{5}$/.test(zip)) return;
    const found = await lookupZip(zip).catch(() => null);
    if (!found) return;
    setValue('city', found.city, { shouldValidate: true });
    setValue('state', found.state, { shouldValidate: true });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Typography sx={{ mb: 1 }}>{t('register.information.intro')}</Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="firstName"
            label={t('register.information.firstName')}
            autoComplete="given-name"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="lastName"
            label={t('register.information.lastName')}
            autoComplete="family-name"
            required
          />
        </Grid>
      </Grid>
      <Controller
        control={control}
        name="phoneNumber"
        render={({ field, fieldState }) => {
          const errorText = fieldError(fieldState.error?.message);
          return (
            <TextField
              id={phoneId}
              name={field.name}
              label={t('register.information.phone')}
              type="tel"
              autoComplete="tel-national"
              required
              value={field.value ?? ''}
              inputRef={field.ref}
              onChange={(event) => field.onChange(maskPhone(event.target.value))}
              onBlur={field.onBlur}
              error={Boolean(errorText)}
              helperText={errorText ?? t('register.information.phoneHint')}
              placeholder="(999) 999-9999"
              fullWidth
              margin="normal"
              slotProps={{
                htmlInput: { inputMode: 'tel' },
                formHelperText: errorText ? { role: 'alert' } : undefined,
              }}
            />
          );
        }}
      />
      <FormTextField
        control={control}
        name="address1"
        label={t('register.information.address1')}
        autoComplete="address-line1"
        required
      />
      <FormTextField
        control={control}
        name="address2"
        label={t('register.information.address2')}
        autoComplete="address-line2"
      />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="postalCode"
            label={t('register.information.zip')}
            autoComplete="postal-code"
            required
            onBlurCapture={() => void onZipBlur()}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="city"
            label={t('register.information.city')}
            autoComplete="address-level2"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name="state"
            label={t('register.information.state')}
            options={STATE_OPTIONS}
            emptyLabel=""
            autoComplete="address-level1"
            required
          />
        </Grid>
      </Grid>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={control}
            name="gender"
            label={t('register.information.gender')}
            emptyLabel={t('register.information.notSaying')}
            options={GENDERS.map((g) => ({ value: g, label: t(`register.information.genders.${g}`) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={control}
            name="ageGroup"
            label={t('register.information.ageGroup')}
            emptyLabel={t('register.information.notSaying')}
            options={AGE_GROUPS.map((a) => ({ value: a, label: a }))}
          />
        </Grid>
      </Grid>
      <Typography id={contactLabelId} sx={{ mt: 2 }}>
        {t('register.information.preferredContactType')}
      </Typography>
      <Controller
        control={control}
        name="preferredContactType"
        render={({ field }) => (
          <RadioGroup
            row
            aria-labelledby={contactLabelId}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {PREFERRED_CONTACT_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                value={type}
                control={<Radio />}
                label={t(`register.information.contactTypes.${type}`)}
              />
            ))}
          </RadioGroup>
        )}
      />
      <StepActions onBack={onBack} submitting={isSubmitting} />
    </form>
  );
}
