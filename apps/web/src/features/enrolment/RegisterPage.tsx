import {
  Alert,
  Box,
  Link,
  Stack,
  Step,
  StepLabel,
  Stepper,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import {
  chooseEnrolmentStep,
  type EnrolmentDestination,
  type EnrolmentStep,
  isBillingOn,
  visibleEnrolmentSteps,
} from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredCard } from '../../components/CenteredCard';
import { PageLoader } from '../../components/PageLoader';
import { useSavedCards } from '../../components/payment-card/api';
import { RouterLink } from '../../components/RouterLink';
import { EnrolmentUpdateParticipantDocument } from '../../gql/graphql';
import { useConfiguration } from '../../lib/configuration';
import { execute } from '../../lib/graphql';
import { SUPPORT_EMAIL, SUPPORT_MAILTO, SUPPORT_PHONE, SUPPORT_TEL } from '../../lib/links';
import { participantKeys } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { useEnrolmentAccount } from './api';
import { chosenPilot } from './pilot';
import { AgreementsStep } from './steps/AgreementsStep';
import { BillingInformationStep } from './steps/BillingInformationStep';
import { CreateAccountStep } from './steps/CreateAccountStep';
import { ReportingOptionsStep } from './steps/ReportingOptionsStep';
import { VehicleInformationStep } from './steps/VehicleInformationStep';
import { YourInformationStep } from './steps/YourInformationStep';
import type { StepProps } from './wizard';
import './texts';

const COMPONENTS: Record<EnrolmentStep, React.ComponentType<StepProps>> = {
  createAccount: CreateAccountStep,
  yourInformation: YourInformationStep,
  vehicleInformation: VehicleInformationStep,
  reportingOptions: ReportingOptionsStep,
  billingInformation: BillingInformationStep,
  agreements: AgreementsStep,
};

/**
 * /register: the enrolment wizard. The step comes from the account itself (chooseEnrolmentStep in
 * packages/domain): after Create Account, after a sign-in and after every step the wizard reads the
 * account again and resumes where it stands; Back shows an earlier step until that one is saved.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session, isPending: sessionPending, isAdmin } = useSession();
  const configuration = useConfiguration();
  // On a phone the step names do not fit side by side: 'Step n of m' instead.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  usePageTitle(t('register.title'));

  const billingOn = isBillingOn(configuration.values);
  const username = session?.username ?? '';
  const loadAccount = Boolean(session) && !isAdmin;

  const accountQuery = useEnrolmentAccount(username, loadAccount);
  const cardsQuery = useSavedCards(username, { enabled: loadAccount && billingOn, staleTime: 0 });

  const account = accountQuery.data ?? null;
  const loading =
    sessionPending ||
    configuration.isPending ||
    (loadAccount && accountQuery.isPending) ||
    (loadAccount && billingOn && cardsQuery.isPending);

  const destination: EnrolmentDestination | null = loading
    ? null
    : chooseEnrolmentStep({
        authenticated: Boolean(session),
        groups: session?.groups ?? [],
        participant: account?.participant
          ? {
              status: account.participant.status,
              firstName: account.participant.firstName,
              mroDevicePreference: account.participant.mroDevicePreference,
              pilot: account.participant.pilotProgram?.shortName ?? null,
            }
          : null,
        vehicleCount: account?.vehicles.length ?? 0,
        paymentCardCount: cardsQuery.data?.length ?? 0,
        billingOn,
      });

  /** An earlier step the user went Back to; cleared when a step completes. */
  const [shown, setShown] = useState<EnrolmentStep | null>(null);
  const redirect = destination && 'redirect' in destination ? destination.redirect : null;
  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const pilot = account?.participant?.pilotProgram?.shortName ?? chosenPilot();
  const steps = visibleEnrolmentSteps({ billingOn, pilot });
  const target = destination && 'step' in destination ? destination.step : null;
  const activeId = shown && target && steps.indexOf(shown) < steps.indexOf(target) ? shown : target;
  const activeIndex = activeId ? steps.indexOf(activeId) : 0;

  // Move focus to the new step's heading so keyboard and screen-reader users follow along.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef<EnrolmentStep | null>(null);
  useEffect(() => {
    if (activeId && previous.current && previous.current !== activeId) headingRef.current?.focus();
    previous.current = activeId;
  }, [activeId]);

  if (accountQuery.isError) {
    return (
      <CenteredCard maxWidth={720}>
        <Alert severity="error">{t('register.loadFailed')}</Alert>
      </CenteredCard>
    );
  }
  if (loading || !activeId) return <PageLoader />;

  const onComplete = async () => {
    setShown(null);
    await queryClient.invalidateQueries({ queryKey: participantKeys.all });
  };

  const previousStep = activeIndex > 1 ? steps[activeIndex - 1] : undefined;
  const onBack = previousStep
    ? async () => {
        // Going back to the vehicle step clears the reporting preference (spec section 2).
        if (previousStep === 'vehicleInformation' && account?.participant?.mroDevicePreference) {
          await execute(EnrolmentUpdateParticipantDocument, {
            input: { username: account.username, mroDevicePreference: null },
          });
          await queryClient.invalidateQueries({ queryKey: participantKeys.all });
        }
        setShown(previousStep);
      }
    : undefined;

  const Active = COMPONENTS[activeId];

  return (
    <CenteredCard maxWidth={720}>
      <Typography variant="h1" gutterBottom>
        {t('register.heading')}
      </Typography>
      <Box component="nav" aria-label={t('register.stepsLabel')} sx={{ my: 3 }}>
        {compact ? (
          <Typography sx={{ fontWeight: 500 }} aria-current="step">
            {t('register.stepOf', { current: activeIndex + 1, total: steps.length })}
          </Typography>
        ) : (
          <Stepper activeStep={activeIndex} alternativeLabel component="ol" sx={{ p: 0, m: 0 }}>
            {steps.map((step, index) => (
              <Step key={step} component="li" sx={{ listStyle: 'none' }}>
                <StepLabel aria-current={index === activeIndex ? 'step' : undefined}>
                  {t(`register.steps.${step}`)}
                </StepLabel>
              </Step>
            ))}
          </Stepper>
        )}
      </Box>
      <Typography variant="h2" gutterBottom tabIndex={-1} ref={headingRef} sx={{ outline: 'none' }}>
        {t(`register.steps.${activeId}`)}
      </Typography>
      <Active key={activeId} account={account} onComplete={onComplete} onBack={onBack} />
      <Box sx={{ mt: 3 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {!session && <RouterLink to="/signin">{t('register.haveAccount')}</RouterLink>}
          <Link href={SUPPORT_MAILTO}>{t('register.questions', { email: SUPPORT_EMAIL })}</Link>
          {/* Contact by e-mail and phone (spec section 2). */}
          <Link href={SUPPORT_TEL}>{t('register.questionsPhone', { phone: SUPPORT_PHONE })}</Link>
        </Stack>
      </Box>
    </CenteredCard>
  );
}
