import { Box, Link, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredCard } from '../../components/CenteredCard';
import { RouterLink } from '../../components/RouterLink';
import type { Session } from '../../lib/auth';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../../lib/links';
import { usePageTitle } from '../../lib/usePageTitle';
import { homePathFor, sessionQueryKey } from '../auth/session';
import { CreateAccountStep } from './steps/CreateAccountStep';
import type { StepId, WizardStep } from './wizard';

/** Steps in order; later tasks add Your Information, Vehicle Information, Reporting Options, ... */
const STEPS: readonly WizardStep[] = [
  { id: 'createAccount', label: 'register.steps.createAccount', Component: CreateAccountStep },
];

/**
 * Chooses the step from the account state (spec section 2). With only Create Account built,
 * everyone starts there; a finished step continues to the user's home page.
 */
function chooseStep(): StepId {
  return 'createAccount';
}

/** /register: the enrolment wizard. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle(t('register.title'));

  const [activeId, setActiveId] = useState<StepId>(chooseStep);
  const activeIndex = Math.max(
    0,
    STEPS.findIndex((step) => step.id === activeId),
  );
  const active = STEPS[activeIndex];

  const next = async () => {
    const following = STEPS[activeIndex + 1];
    if (following) {
      setActiveId(following.id);
      return;
    }
    const session = queryClient.getQueryData<Session | null>(sessionQueryKey) ?? null;
    await navigate(homePathFor(session), { replace: true });
  };

  return (
    <CenteredCard maxWidth={640}>
      <Typography variant="h1" gutterBottom>
        {t('register.heading')}
      </Typography>
      <Stepper activeStep={activeIndex} alternativeLabel sx={{ my: 3 }}>
        {STEPS.map((step) => (
          <Step key={step.id}>
            <StepLabel>{t(step.label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h2" gutterBottom>
        {active ? t(active.label) : null}
      </Typography>
      {active ? <active.Component onComplete={next} /> : null}
      <Box sx={{ mt: 3 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <RouterLink to="/signin">{t('register.haveAccount')}</RouterLink>
          <Link href={SUPPORT_MAILTO}>{t('register.questions', { email: SUPPORT_EMAIL })}</Link>
        </Stack>
      </Box>
    </CenteredCard>
  );
}
