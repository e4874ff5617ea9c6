import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { signInSchema } from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredCard } from '../../components/CenteredCard';
import { FormError } from '../../components/FormError';
import { FormTextField } from '../../components/FormTextField';
import { RouterLink } from '../../components/RouterLink';
import { VerificationCodeForm } from '../../components/VerificationCodeForm';
import { isApiError } from '../../lib/errors';
import { signIn } from '../../lib/identity';
import { SUPPORT_MAILTO } from '../../lib/links';
import { homePathFor, refreshSession } from '../../lib/session';
import { endExistingSession } from '../../lib/signOut';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';

interface Credentials {
  email: string;
  password: string;
}

/** /signin and /login: e-mail and password; an unconfirmed account continues with the code step. */
export default function SignInPage() {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Credentials | null>(null);
  const signedOut = useRef<Promise<void>>(Promise.resolve());
  usePageTitle(t('signIn.title'));

  useEffect(() => {
    signedOut.current = endExistingSession(queryClient);
  }, [queryClient]);

  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const completeSignIn = async ({ email, password }: Credentials) => {
    await signIn(email, password);
    const session = await refreshSession(queryClient);
    await navigate(homePathFor(session), { replace: true });
  };

  const onSubmit = handleSubmit(async (credentials) => {
    setError(null);
    await signedOut.current;
    try {
      await completeSignIn(credentials);
    } catch (caught) {
      // The server has just e-mailed a fresh code: confirm, then sign in with the remembered password.
      if (isApiError(caught) && caught.code === 'EMAIL_NOT_VERIFIED') setPending(credentials);
      else setError(apiError(caught));
    }
  });

  if (pending) {
    return (
      <CenteredCard>
        <Typography variant="h1" gutterBottom>
          {t('signIn.verifyTitle')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('signIn.verifyIntro', { email: pending.email })}</Typography>
        <VerificationCodeForm email={pending.email} onConfirmed={() => completeSignIn(pending)} />
        <Box sx={{ mt: 3 }}>
          <Link component="button" type="button" onClick={() => setPending(null)}>
            {t('forgotPassword.backToSignIn')}
          </Link>
        </Box>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard>
      <Typography variant="h1" gutterBottom>
        {t('signIn.heading')}
      </Typography>
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
          autoComplete="current-password"
          required
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 2 }}>
          {t('signIn.submit')}
        </Button>
      </form>
      <Stack spacing={1.5} sx={{ mt: 3, alignItems: 'flex-start' }}>
        <RouterLink to="/forgot-password">{t('signIn.forgotPassword')}</RouterLink>
        <Link href={SUPPORT_MAILTO}>{t('signIn.contactUs')}</Link>
        <RouterLink to="/register">{t('signIn.signUp')}</RouterLink>
      </Stack>
    </CenteredCard>
  );
}
