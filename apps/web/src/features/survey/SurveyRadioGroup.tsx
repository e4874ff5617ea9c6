import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useErrorText } from '../../lib/useErrorText';

/**
 * A radio question bound to react-hook-form: a fieldset with its question as the legend, arrow keys
 * move between the choices; the error is linked to the group and announced.
 */
export function SurveyRadioGroup<T extends FieldValues, C, O>({
  control,
  name,
  label,
  options,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  const { fieldError } = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const errorText = fieldError(fieldState.error?.message);
        return (
          <FormControl component="fieldset" error={Boolean(errorText)} sx={{ mt: 3, display: 'block' }}>
            <FormLabel component="legend" id={`${id}-label`} sx={{ color: 'text.primary', fontWeight: 500 }}>
              {label}
            </FormLabel>
            <RadioGroup
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-labelledby={`${id}-label`}
              aria-describedby={errorText ? `${id}-error` : undefined}
            >
              {options.map((option) => (
                <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
              ))}
            </RadioGroup>
            {errorText ? (
              <FormHelperText id={`${id}-error`} role="alert">
                {errorText}
              </FormHelperText>
            ) : null}
          </FormControl>
        );
      }}
    />
  );
}
