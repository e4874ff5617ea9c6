import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Typography } from '@mui/material';
import { forgotPasswordSchema, messages, resetPasswordSchema } from '@rc/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredCard } from '../../components/CenteredCard';
import { FormError } from '../../components/FormError';
import { FormTextField } from '../../components/FormTextField';
import { RouterLink } from '../../components/RouterLink';
import { useToast } from '../../components/useToast';
import { isApiError } from '../../lib/errors';
import { requestPasswordReset, resetPassword } from '../../lib/identity';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import '../../i18n/messages';

const codeErrors = new Set(['INVALID_OTP', 'OTP_EXPIRED', 'TOO_MANY_ATTEMPTS']);
const passwordErrors = new Set(['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'INVALID_PASSWORD']);
const resetStepSchema = resetPasswordSchema.pick({ code: true, password: true });

function RequestStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await requestPasswordReset(email);
    } catch (caught) {
      // Too many requests is said (no code was sent, for anyone); other failures are silent (spec
      // section 8): the next step looks the same whether the account exists or not.
      if (isApiError(caught) && caught.code === 'TOO_MANY_REQUESTS') {
        setError(apiError(caught));
        return;
      }
      console.error(caught);
    }
    onSent(email);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormError message={error} />
      <Typography sx={{ mb: 1 }}>{t('forgotPassword.intro')}</Typography>
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        required
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 2 }}>
        {t('forgotPassword.reset')}
      </Button>
    </form>
  );
}

function ResetStep({ email }: { email: string }) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError: setFieldError,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(resetStepSchema), defaultValues: { code: '', password: '' } });

  const onSubmit = handleSubmit(async ({ code, password }) => {
    setError(null);
    try {
      await resetPassword(email, code, password);
    } catch (caught) {
      if (isApiError(caught) && codeErrors.has(caught.code)) {
        setError(apiError(caught));
      } else if (
        isApiError(caught) &&
        (passwordErrors.has(caught.code) ||
          (caught.code === 'VALIDATION' && (!caught.messageKey || caught.messageKey === 'passwordRule')))
      ) {
        setFieldError('password', { message: messages.passwordRule }, { shouldFocus: true });
      } else {
        setError(t('messages.resetProblem'));
      }
      return;
    }
    toast.success(t('forgotPassword.success'));
    await navigate('/signin', { replace: true });
  });

  return (
    <form
      onSubmit={(event) => {
        // A new attempt clears the previous answer, even when the fields fail validation.
        setError(null);
        void onSubmit(event);
      }}
      noValidate
    >
      <Typography sx={{ mb: 1 }}>{t('forgotPassword.codeIntro', { email })}</Typography>
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
      <FormTextField
        control={control}
        name="password"
        type="password"
        label={t('fields.newPassword')}
        hint={t('messages.passwordRule')}
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 2 }}>
        {t('forgotPassword.setNewPassword')}
      </Button>
    </form>
  );
}

/** /forgot-password: step 1 e-mail (Reset); step 2 code and new password (Set New Password). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  usePageTitle(t('forgotPassword.title'));

  return (
    <CenteredCard>
      <Typography variant="h1" gutterBottom>
        {t('forgotPassword.heading')}
      </Typography>
      {email === null ? <RequestStep onSent={setEmail} /> : <ResetStep email={email} />}
      <Box sx={{ mt: 3 }}>
        <RouterLink to="/signin">{t('forgotPassword.backToSignIn')}</RouterLink>
      </Box>
    </CenteredCard>
  );
}
