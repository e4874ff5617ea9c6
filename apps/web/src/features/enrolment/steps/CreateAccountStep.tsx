import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Typography } from '@mui/material';
import { signUpSchema } from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/FormError';
import { FormTextField } from '../../../components/FormTextField';
import { VerificationCodeForm } from '../../../components/VerificationCodeForm';
import { isApiError } from '../../../lib/errors';
import { signIn, signUp } from '../../../lib/identity';
import { refreshSession } from '../../../lib/session';
import { useErrorText } from '../../../lib/useErrorText';
import { useEmailEligibility } from '../useEmailEligibility';
import type { StepProps } from '../wizard';
import '../texts';

interface Credentials {
  email: string;
  password: string;
}

/**
 * Enrolment step 1: e-mail and password, then the six-digit e-mail code. An address that already
 * has an account is tried as a sign-in with the given password (spec section 8).
 */
export function CreateAccountStep({ onComplete }: StepProps) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Credentials | null>(null);
  const checkEmail = useEmailEligibility();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(signUpSchema), defaultValues: { email: '', password: '' } });

  const signInAndContinue = async ({ email, password }: Credentials) => {
    await signIn(email, password);
    await refreshSession(queryClient);
    await onComplete();
  };

  const onSubmit = handleSubmit(async (credentials) => {
    setError(null);
    // Enrolment is by invitation: emailCheck says whether the pilot is open to this address.
    const refusal = await checkEmail(credentials.email);
    if (refusal) {
      setError(refusal);
      return;
    }
    try {
      await signUp(credentials.email, credentials.password);
      setPending(credentials);
      return;
    } catch (caught) {
      if (!(isApiError(caught) && caught.code === 'USER_ALREADY_EXISTS')) {
        setError(apiError(caught));
        return;
      }
    }
    try {
      await signInAndContinue(credentials);
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'EMAIL_NOT_VERIFIED') setPending(credentials);
      else setError(t('messages.usernameExists'));
    }
  });

  if (pending) {
    return (
      <>
        <Typography sx={{ mb: 1 }}>{t('register.codeIntro', { email: pending.email })}</Typography>
        <VerificationCodeForm email={pending.email} onConfirmed={() => signInAndContinue(pending)} />
      </>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        // A new attempt clears the previous answer, even when the fields fail validation.
        setError(null);
        void onSubmit(event);
      }}
      noValidate
    >
      <Typography sx={{ mb: 1 }}>{t('register.createAccountIntro')}</Typography>
      <FormError message={error} />
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        required
      />
      <FormTextField
        control={control}
        name="password"
        type="password"
        label={t('fields.password')}
        hint={t('messages.passwordRule')}
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 2 }}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
