import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useId, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/useErrorText';

type FormTextFieldProps<T extends FieldValues, C, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'type'
> & {
  /** The form's control (its context and resolver output types vary per form). */
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  /** Help text shown under the field while it has no error. */
  hint?: string;
  type?: 'text' | 'email' | 'password';
  /** Text and e-mail inputs are trimmed on blur (spec section 5); passwords never are. */
  trim?: boolean;
  /** Password fields get a show/hide toggle. */
  revealable?: boolean;
};

/**
 * A labelled text field bound to react-hook-form. Errors show under the field, are linked with
 * aria-describedby (MUI does that from the helper text id) and are announced with role=alert.
 */
export function FormTextField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  hint,
  type = 'text',
  trim = type !== 'password',
  revealable = type === 'password',
  slotProps,
  ...props
}: FormTextFieldProps<T, C, O>) {
  const id = useId();
  const { t } = useTranslation();
  const { fieldError } = useErrorText();
  const [revealed, setRevealed] = useState(false);

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const errorText = fieldError(fieldState.error?.message);
        const helperText = errorText ?? hint;
        const endAdornment = revealable ? (
          <InputAdornment position="end">
            <IconButton
              aria-label={revealed ? t('fields.hidePassword') : t('fields.showPassword')}
              aria-pressed={revealed}
              onClick={() => setRevealed((value) => !value)}
              edge="end"
            >
              {revealed ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        ) : undefined;
        return (
          <TextField
            {...props}
            id={id}
            name={field.name}
            label={label}
            type={type === 'password' && revealed ? 'text' : type}
            value={field.value ?? ''}
            inputRef={field.ref}
            onChange={field.onChange}
            onBlur={() => {
              if (trim && typeof field.value === 'string' && field.value !== field.value.trim()) {
                field.onChange(field.value.trim());
              }
              field.onBlur();
            }}
            error={Boolean(errorText)}
            helperText={helperText}
            fullWidth
            margin="normal"
            slotProps={{
              ...slotProps,
              input: endAdornment ? { endAdornment } : undefined,
              formHelperText: errorText ? { role: 'alert' } : undefined,
            }}
          />
        );
      }}
    />
  );
}
