import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { confirmSignUpSchema, TOAST_MS } from '@rc/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resendVerificationCode, verifyEmail } from '../lib/identity';
import { useErrorText } from '../lib/useErrorText';
import { FormError } from './FormError';
import { FormTextField } from './FormTextField';
import { useToast } from './useToast';
import '../i18n/messages';

const codeSchema = confirmSignUpSchema.pick({ code: true });

interface VerificationCodeFormProps {
  email: string;
  /** Runs after the code is accepted (sign in again with the remembered password, then navigate). */
  onConfirmed: () => Promise<void>;
}

/** The six-digit e-mail code step with Confirm and Resend code (sign-in and enrolment). */
export function VerificationCodeForm({ email, onConfirmed }: VerificationCodeFormProps) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await verifyEmail(email, code);
      await onConfirmed();
    } catch (caught) {
      setError(apiError(caught));
    }
  });

  const resend = async () => {
    setError(null);
    setResending(true);
    try {
      await resendVerificationCode(email);
      toast.success(t('messages.codeSent'), TOAST_MS.codeSent);
    } catch (caught) {
      setError(apiError(caught));
    } finally {
      setResending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        // A new attempt clears the previous answer, even when the fields fail validation.
        setError(null);
        void onSubmit(event);
      }}
      noValidate
    >
      <FormError message={error} />
      <FormTextField
        control={control}
        name="code"
        label={t('messages.verificationCodeHelp')}
        autoComplete="one-time-code"
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('verification.confirm')}
        </Button>
        <Button type="button" variant="outlined" onClick={resend} loading={resending}>
          {t('verification.resend')}
        </Button>
      </Stack>
    </form>
  );
}
