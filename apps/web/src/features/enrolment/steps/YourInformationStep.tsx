import { zodResolver } from '@hookform/resolvers/zod';
import { FormControlLabel, Grid, Radio, RadioGroup, Typography } from '@mui/material';
import {
  AGE_GROUPS,
  GENDERS,
  PREFERRED_CONTACT_TYPES,
  TOAST_MS,
  type YourInformationInput,
  yourInformationSchema,
} from '@rc/domain';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField';
import { AddressFields, FormPhoneField, FormSelectField, StepActions } from '../../../components/form/fields';
import { useToast } from '../../../components/useToast';
import { EnrolmentUpdateParticipantDocument } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { useErrorText } from '../../../lib/useErrorText';
import type { StepProps } from '../wizard';
import '../texts';
import '../../../components/form/texts';

/** Enrolment step 2: name, phone, address and contact choices (participant spec section 5), saved with updateParticipant. */
export function YourInformationStep({ account, onComplete, onBack }: StepProps) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const contactLabelId = useId();
  const participant = account?.participant ?? null;
  const {
    control,
    handleSubmit,
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

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Typography sx={{ mb: 1 }}>{t('register.information.intro')}</Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="firstName"
            label={t('form.firstName')}
            autoComplete="given-name"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="lastName"
            label={t('form.lastName')}
            autoComplete="family-name"
            required
          />
        </Grid>
      </Grid>
      <FormPhoneField
        control={control}
        name="phoneNumber"
        label={t('form.phone')}
        hint={t('form.phoneHint')}
        required
      />
      <AddressFields control={control} setValue={setValue} />
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
