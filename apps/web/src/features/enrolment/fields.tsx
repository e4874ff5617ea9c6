import { Button, Stack, TextField, type TextFieldProps } from '@mui/material';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/useErrorText';

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
          {t('register.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        {submitLabel ?? t('register.next')}
      </Button>
    </Stack>
  );
}
