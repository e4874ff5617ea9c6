import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { AGREEMENT_VERSION, agreementsFormSchema, REQUIRED_AGREEMENTS } from '@rc/domain';
import { useId } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { StepActions } from '../../../components/form/fields';
import { useToast } from '../../../components/useToast';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { EnrolmentAgreeToTermsDocument } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { DOCUMENT_LINKS } from '../../../lib/links';
import { usePilotCalendar } from '../../../lib/pilotCalendar';
import { useErrorText } from '../../../lib/useErrorText';
import type { StepProps } from '../wizard';
import '../texts';

type AgreementsInput = z.input<typeof agreementsFormSchema>;
type AgreementsOutput = z.output<typeof agreementsFormSchema>;
type AgreementsControl = Control<AgreementsInput, unknown, AgreementsOutput>;

const AGENCIES = ['calsta', 'caltrans', 'chp', 'dmv', 'ctc', 'hsr', 'bopc', 'ots'] as const;

/** A required Yes/No question; the answer is stored as a boolean. */
function YesNoQuestion({
  control,
  name,
  question,
  children,
}: {
  control: AgreementsControl;
  name: 'isGovernmentEmployee' | 'isElectedOfficial';
  question: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { fieldError } = useErrorText();
  const legendId = useId();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const errorText = fieldError(fieldState.error?.message);
        return (
          <FormControl component="fieldset" error={Boolean(errorText)} required sx={{ mt: 2, display: 'block' }}>
            <FormLabel component="legend" id={legendId} sx={{ color: 'text.primary' }}>
              {question}
            </FormLabel>
            {children}
            <RadioGroup
              row
              aria-labelledby={legendId}
              aria-describedby={errorText ? errorId : undefined}
              name={field.name}
              value={field.value === true ? 'yes' : field.value === false ? 'no' : ''}
              onChange={(event) => field.onChange(event.target.value === 'yes')}
            >
              <FormControlLabel value="yes" control={<Radio />} label={t('register.agreements.yes')} />
              <FormControlLabel value="no" control={<Radio />} label={t('register.agreements.no')} />
            </RadioGroup>
            {errorText && (
              <FormHelperText id={errorId} role="alert" sx={{ mx: 0 }}>
                {errorText}
              </FormHelperText>
            )}
          </FormControl>
        );
      }}
    />
  );
}

/** A required agreement checkbox whose label links to the document (new tab). */
function AgreementCheckbox({
  control,
  name,
  i18nKey,
  href,
}: {
  control: AgreementsControl;
  name: 'agreeGlobalParticipantAgreement' | 'agreeGlobalPrivacyPolicy';
  i18nKey: 'register.agreements.acceptParticipantAgreement' | 'register.agreements.acceptPrivacyPolicy';
  href: string;
}) {
  const { fieldError } = useErrorText();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const errorText = fieldError(fieldState.error?.message);
        return (
          <FormControl error={Boolean(errorText)} sx={{ display: 'block' }}>
            <FormControlLabel
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': errorText ? errorId : undefined, required: true } }}
                />
              }
              label={<Trans i18nKey={i18nKey} components={{ 1: <NewTabLink href={href} /> }} />}
            />
            {errorText && (
              <FormHelperText id={errorId} role="alert" sx={{ mx: 0 }}>
                {errorText}
              </FormHelperText>
            )}
          </FormControl>
        );
      }}
    />
  );
}

/** A document link opening in a new tab, saying so to screen readers (Trans gives its text). */
function NewTabLink({ href, children }: { href: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link href={href} target="_blank" rel="noopener" onClick={(event) => event.stopPropagation()}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('common.opensInNewTab')}`}
      </Box>
    </Link>
  );
}

/**
 * Enrolment's last step (participant spec section 2): the two gift-card eligibility questions and
 * both agreements. Complete calls AgreeToTerms (version 0.0.1 of each), which onboards the
 * participant; the wizard then goes to /dashboard.
 */
export function AgreementsStep({ account, onComplete, onBack }: StepProps) {
  const { t } = useTranslation();
  const pilot = usePilotCalendar();
  const { apiError } = useErrorText();
  const toast = useToast();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<AgreementsInput, unknown, AgreementsOutput>({
    resolver: zodResolver(agreementsFormSchema),
    defaultValues: {} as AgreementsInput,
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!account) return;
    try {
      await execute(EnrolmentAgreeToTermsDocument, {
        input: {
          username: account.username,
          agreementDate: new Date().toISOString(),
          agreements: REQUIRED_AGREEMENTS.map((name) => ({ name, version: AGREEMENT_VERSION })),
          isGovernmentEmployee: values.isGovernmentEmployee,
          isLegislator: values.isElectedOfficial,
          isCaliforniaElected: values.isElectedOfficial,
        },
      });
    } catch (caught) {
      toast.error(apiError(caught));
      return;
    }
    await onComplete();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Typography sx={{ mb: 1 }}>{t('register.agreements.intro')}</Typography>
      <YesNoQuestion control={control} name="isGovernmentEmployee" question={t('register.agreements.question1')}>
        <Box component="ul" sx={{ my: 1, pl: 3 }}>
          {AGENCIES.map((agency) => (
            <li key={agency}>
              <Typography variant="body2">{t(`register.agreements.agencies.${agency}`)}</Typography>
            </li>
          ))}
        </Box>
      </YesNoQuestion>
      <YesNoQuestion control={control} name="isElectedOfficial" question={t('register.agreements.question2')} />
      <Typography variant="body2" sx={{ mt: 2, mb: 2, fontStyle: 'italic' }}>
        {t('register.agreements.giftCardNote', pilot.words)}
      </Typography>
      <AgreementCheckbox
        control={control}
        name="agreeGlobalParticipantAgreement"
        i18nKey="register.agreements.acceptParticipantAgreement"
        href={DOCUMENT_LINKS.participantAgreement}
      />
      <AgreementCheckbox
        control={control}
        name="agreeGlobalPrivacyPolicy"
        i18nKey="register.agreements.acceptPrivacyPolicy"
        href={DOCUMENT_LINKS.privacyPolicy}
      />
      <StepActions onBack={onBack} submitting={isSubmitting} submitLabel={t('register.complete')} />
    </form>
  );
}
