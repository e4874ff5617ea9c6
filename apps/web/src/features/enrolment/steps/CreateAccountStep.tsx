import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Typography } from '@mui/material';
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
import { pendingSignUpEmail, rememberPendingSignUp } from '../pendingSignUp';
import { useEmailEligibility } from '../useEmailEligibility';
import type { StepProps } from '../wizard';
import '../texts';
import '../../../i18n/messages';

interface Credentials {
  email: string;
  password: string;
}

/** The address waiting for its code; the password only while the page has not been reloaded. */
interface Pending {
  email: string;
  password?: string;
}

/**
 * Enrolment step 1: e-mail and password, then the six-digit e-mail code. An address that already
 * has an account is tried as a sign-in with the given password (spec section 8). The address waiting
 * for its code survives a reload (pendingSignUp.ts): the step resumes at the code, and once it is
 * confirmed asks for the password again (which is never stored) to sign in.
 */
export function CreateAccountStep({ onComplete }: StepProps) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPendingState] = useState<Pending | null>(() => {
    const email = pendingSignUpEmail();
    return email ? { email } : null;
  });
  /** Confirmed after a reload: the password is asked again to sign in. */
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const checkEmail = useEmailEligibility();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(signUpSchema), defaultValues: { email: '', password: '' } });

  const setPending = (next: Pending | null) => {
    rememberPendingSignUp(next?.email ?? null);
    setPendingState(next);
  };

  const signInAndContinue = async ({ email, password }: Credentials) => {
    await signIn(email, password);
    rememberPendingSignUp(null);
    await refreshSession(queryClient);
    await onComplete();
  };

  const onConfirmed = async (done: Pending) => {
    if (done.password) {
      await signInAndContinue({ email: done.email, password: done.password });
      return;
    }
    setPending(null);
    setConfirmed(done.email);
    reset({ email: done.email, password: '' });
  };

  const onSubmit = handleSubmit(async (credentials) => {
    setError(null);
    if (confirmed) {
      // The address is confirmed: only the sign-in is left.
      try {
        await signInAndContinue(credentials);
      } catch (caught) {
        setError(apiError(caught));
      }
      return;
    }
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
        <VerificationCodeForm email={pending.email} onConfirmed={() => onConfirmed(pending)} />
        <Stack direction="row" sx={{ mt: 2 }}>
          <Button type="button" variant="text" onClick={() => setPending(null)}>
            {t('register.useAnotherEmail')}
          </Button>
        </Stack>
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
      <Typography sx={{ mb: 1 }}>
        {confirmed ? t('register.confirmedIntro', { email: confirmed }) : t('register.createAccountIntro')}
      </Typography>
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
        autoComplete={confirmed ? 'current-password' : 'new-password'}
        required
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 2 }}>
        {confirmed ? t('register.continue') : t('register.submit')}
      </Button>
    </form>
  );
}
