import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import {
  PROGRAM_NAME,
  type SurveyForm,
  type SurveyFormInput,
  type SurveyIneligibleReason,
  type SurveyQuestionId,
  shownSurveyQuestions,
  surveyEligibility,
  surveyFormSchema,
  surveyOptionKeys,
  surveyRecord,
} from '@rc/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CenteredCard } from '../../components/CenteredCard';
import { FormError } from '../../components/FormError';
import { FormTextField } from '../../components/FormTextField';
import { SurveyCreateDocument } from '../../gql/graphql';
import { execute } from '../../lib/graphql';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import { SurveyRadioGroup } from './SurveyRadioGroup';
import './texts';

type Outcome = { eligible: true } | { eligible: false; reasons: SurveyIneligibleReason[] };

const EMPTY: SurveyFormInput = {
  email: '',
  zip: '',
  vehicleType: '',
  vehicleAge: '',
  fuelType: '',
  driversLicense: '',
  manualReporting: '',
  deviceComfort: '',
  engineDataComfort: '',
};

/** /survey: the public eligibility survey. The answers are stored (createSurvey) whatever the outcome. */
export default function SurveyPage() {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  usePageTitle(t('survey.title'));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const { control, handleSubmit, reset, formState } = useForm<SurveyFormInput, unknown, SurveyForm>({
    resolver: zodResolver(surveyFormSchema),
    defaultValues: EMPTY,
  });
  const answers = useWatch({ control });
  const shown = shownSurveyQuestions(answers as Parameters<typeof shownSurveyQuestions>[0]);

  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  const onSubmit = handleSubmit(async (form) => {
    setError(null);
    try {
      await execute(SurveyCreateDocument, {
        input: { surveyId: crypto.randomUUID(), questions: surveyRecord(form) },
      });
      setOutcome(surveyEligibility(form));
    } catch (caught) {
      setError(apiError(caught) || t('survey.saveFailed'));
    }
  });

  const startOver = () => {
    reset(EMPTY);
    setOutcome(null);
    setError(null);
  };

  const question = (id: SurveyQuestionId) => {
    const text = t(`survey.questions.${id}`, { returnObjects: true }) as {
      question: string;
      options: Record<string, string>;
    };
    return (
      <SurveyRadioGroup
        key={id}
        control={control}
        name={id}
        label={text.question}
        options={surveyOptionKeys(id).map((value) => ({ value, label: text.options[value] ?? value }))}
      />
    );
  };

  return (
    <CenteredCard maxWidth={720}>
      <Typography variant="h1" gutterBottom>
        {t('survey.heading')}
      </Typography>
      {outcome ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }} ref={resultRef} tabIndex={-1}>
          {outcome.eligible ? (
            <Alert severity="success" sx={{ width: '100%' }}>
              <Typography variant="h2" gutterBottom>
                {t('survey.eligibleHeading')}
              </Typography>
              <Typography>{t('survey.eligibleBody')}</Typography>
            </Alert>
          ) : (
            <>
              <Alert severity="info" sx={{ width: '100%' }}>
                <Typography variant="h2" gutterBottom>
                  {t('survey.ineligibleHeading')}
                </Typography>
                <Typography>{t('survey.ineligibleBody')}</Typography>
                <ul>
                  {outcome.reasons.map((reason) => (
                    <li key={reason}>{t(`survey.reasons.${reason}`)}</li>
                  ))}
                </ul>
              </Alert>
              <Button variant="contained" onClick={startOver}>
                {t('survey.startOver')}
              </Button>
            </>
          )}
        </Stack>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Typography>{t('survey.intro', { program: PROGRAM_NAME })}</Typography>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('survey.email')}
            autoComplete="email"
            required
          />
          <FormTextField
            control={control}
            name="zip"
            label={t('survey.zip')}
            autoComplete="postal-code"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          />
          {shown.map(question)}
          <FormError message={error} />
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} sx={{ mt: 3 }}>
            {t('survey.submit')}
          </Button>
        </form>
      )}
    </CenteredCard>
  );
}
