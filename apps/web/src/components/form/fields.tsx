import { Button, Grid, Stack, TextField, type TextFieldProps } from '@mui/material';
import { US_STATES } from '@rc/domain';
import { useId } from 'react';
import {
  type Control,
  Controller,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/useErrorText';
import { FormTextField } from '../FormTextField';
import { maskPhone } from './phoneMask';
import { useZipLookup } from './useZipLookup';
import './texts';

export interface SelectOption {
  value: string;
  label: string;
}

type FormSelectFieldProps<T extends FieldValues, C, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'helperText' | 'select'
> & {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first choice (omitted when the field always has a value). */
  emptyLabel?: string;
  /** Converts the chosen text before it is stored (e.g. Number for a year). */
  parse?: (value: string) => unknown;
  /** Runs after a change, with the new text. */
  onValueChange?: (value: string) => void;
};

/**
 * A labelled native select bound to react-hook-form (keyboard and screen-reader friendly on every
 * platform). Errors show under the field and are announced.
 */
export function FormSelectField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  options,
  emptyLabel,
  parse,
  onValueChange,
  ...props
}: FormSelectFieldProps<T, C, O>) {
  const id = useId();
  const { fieldError } = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const errorText = fieldError(fieldState.error?.message);
        return (
          <TextField
            {...props}
            select
            id={id}
            name={field.name}
            label={label}
            value={field.value ?? ''}
            inputRef={field.ref}
            onChange={(event) => {
              const text = event.target.value;
              field.onChange(text === '' ? '' : parse ? parse(text) : text);
              onValueChange?.(text);
            }}
            onBlur={field.onBlur}
            error={Boolean(errorText)}
            helperText={errorText}
            fullWidth
            margin="normal"
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              formHelperText: errorText ? { role: 'alert' } : undefined,
            }}
          >
            {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </TextField>
        );
      }}
    />
  );
}

type FormPhoneFieldProps<T extends FieldValues, C, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'helperText' | 'type'
> & {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  /** Shown under the field while it has no error. */
  hint?: string;
};

/**
 * A phone field that keeps the mask (999) 999-9999 as the participant types or pastes (participant
 * spec section 5); errors show under it and are announced. Your Information and My Info share it.
 */
export function FormPhoneField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  hint,
  ...props
}: FormPhoneFieldProps<T, C, O>) {
  const id = useId();
  const { fieldError } = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const errorText = fieldError(fieldState.error?.message);
        return (
          <TextField
            {...props}
            id={id}
            name={field.name}
            label={label}
            type="tel"
            autoComplete="tel-national"
            value={field.value ?? ''}
            inputRef={field.ref}
            onChange={(event) => field.onChange(maskPhone(event.target.value))}
            onBlur={field.onBlur}
            error={Boolean(errorText)}
            helperText={errorText ?? hint}
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
  );
}

/** The address part of a profile form. */
export interface AddressFormValues {
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  postalCode: string;
}

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: name }));

/**
 * Address lines 1 and 2, zip, city and state (participant spec section 5) of a profile form; leaving
 * the zip looks up its city and state and fills them in (the participant can still change them).
 * Your Information and My Info share it.
 */
export function AddressFields<T extends FieldValues & AddressFormValues, C, O>({
  control,
  setValue,
  disabled = false,
}: {
  control: Control<T, C, O>;
  setValue: UseFormSetValue<T>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const lookupZip = useZipLookup();
  // The field names exist on every T (it extends AddressFormValues); TypeScript cannot see that for a generic T.
  const path = (field: keyof AddressFormValues) => field as Path<T>;

  const onZipBlur = async (zip: string) => {
    if (!/^\d{5}$/.test(zip)) return;
    const found = await lookupZip(zip);
    if (!found) return;
    setValue(path('city'), found.city as PathValue<T, Path<T>>, { shouldValidate: true });
    setValue(path('state'), found.state as PathValue<T, Path<T>>, { shouldValidate: true });
  };

  return (
    <>
      <FormTextField
        control={control}
        name={path('address1')}
        label={t('form.address1')}
        autoComplete="address-line1"
        required
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name={path('address2')}
        label={t('form.address2')}
        autoComplete="address-line2"
        disabled={disabled}
      />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name={path('postalCode')}
            label={t('form.zip')}
            autoComplete="postal-code"
            required
            disabled={disabled}
            onBlurCapture={(event) => void onZipBlur((event.target as HTMLInputElement).value.trim())}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name={path('city')}
            label={t('form.city')}
            autoComplete="address-level2"
            required
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={control}
            name={path('state')}
            label={t('form.state')}
            options={STATE_OPTIONS}
            emptyLabel=""
            autoComplete="address-level1"
            required
            disabled={disabled}
          />
        </Grid>
      </Grid>
    </>
  );
}

/** Back (when there is a previous step) and the step's submit button. */
export function StepActions({
  onBack,
  submitLabel,
  submitting,
}: {
  onBack?: () => Promise<void>;
  submitLabel?: string;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
      {onBack ? (
        <Button variant="outlined" size="large" onClick={() => void onBack()} disabled={submitting}>
          {t('form.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        {submitLabel ?? t('form.next')}
      </Button>
    </Stack>
  );
}
