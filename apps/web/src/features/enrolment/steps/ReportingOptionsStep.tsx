import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { allowedReportingOptions, ENROLMENT_REPORTING_OPTIONS, reportingOptionFormSchema } from '@rc/domain';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { StepActions } from '../../../components/form/fields';
import { useToast } from '../../../components/useToast';
import { EnrolmentUpdateParticipantDocument } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { telematicsConsentUrl, telematicsFailed, telematicsUnavailable } from '../../../lib/telematics';
import { useErrorText } from '../../../lib/useErrorText';
import type { StepProps } from '../wizard';
import '../texts';
import '../../../components/form/texts';
import '../../../i18n/messages';

/**
 * Enrolment step 4: how mileage is reported (participant spec sections 1 and 2). The options a
 * vehicle and pilot allow come from allowedReportingOptions; the others are shown disabled. The
 * choice is saved as the participant's mroDevicePreference. Choosing Telematics sends the browser to
 * the vehicle maker's consent page instead (TelematicsCallbackPage saves it once connected); after a
 * failed authorisation telematics is disabled and GPS Enabled preselected (spec section 4); the failure
 * is remembered for the participant (a reload still says it), and 'Try Telematics again' opens the
 * consent page once more.
 */
export function ReportingOptionsStep({ account, onComplete, onBack }: StepProps) {
  const { t } = useTranslation();
  const { apiError, fieldError } = useErrorText();
  const toast = useToast();
  const legendId = useId();
  const errorId = useId();
  const vehicle = account?.vehicles[0] ?? null;
  const username = account?.username ?? '';
  const [failed] = useState(() => telematicsFailed(username));
  // The vehicle maker was not answering: telematics stays on offer, to try again later.
  const [unavailable] = useState(() => telematicsUnavailable(username));
  const rules = allowedReportingOptions({
    vehicleType: vehicle?.type,
    vehicleSubtype: vehicle?.subtype,
    pilot: account?.participant?.pilotProgram?.shortName,
  });
  const allowed = failed
    ? ENROLMENT_REPORTING_OPTIONS.filter(
        (o) =>
          o !== 'telematics' && (rules.includes(o) || (o === 'automatedWithLocation' && rules.includes('telematics'))),
      )
    : rules;
  const current = account?.participant?.mroDevicePreference ?? null;
  const preselected =
    current && (allowed as string[]).includes(current)
      ? current
      : failed && allowed.includes('automatedWithLocation')
        ? 'automatedWithLocation'
        : allowed.length === 1
          ? allowed[0]
          : undefined;

  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(reportingOptionFormSchema),
    defaultValues: { mroDevicePreference: preselected } as z.input<typeof reportingOptionFormSchema>,
  });

  const onSubmit = handleSubmit(async ({ mroDevicePreference }) => {
    if (!account) return;
    if (mroDevicePreference === 'telematics') {
      window.location.assign(telematicsConsentUrl());
      return;
    }
    try {
      await execute(EnrolmentUpdateParticipantDocument, {
        input: { username: account.username, mroDevicePreference },
      });
    } catch (caught) {
      toast.error(apiError(caught));
      return;
    }
    await onComplete();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {failed && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('messages.telematicsConnectionFailed')}
          {rules.includes('telematics') && (
            <Box sx={{ mt: 1 }}>
              <Button
                variant="outlined"
                color="inherit"
                size="small"
                // The callback records the new outcome; until then the failure stands (Back from the consent page).
                onClick={() => window.location.assign(telematicsConsentUrl())}
              >
                {t('register.reporting.retryTelematics')}
              </Button>
            </Box>
          )}
        </Alert>
      )}
      {unavailable && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('messages.telematicsUnavailable')}
        </Alert>
      )}
      <Typography sx={{ mb: 1 }}>{t('register.reporting.intro')}</Typography>
      <Controller
        control={control}
        name="mroDevicePreference"
        render={({ field, fieldState }) => {
          const errorText = fieldError(fieldState.error?.message);
          return (
            <FormControl component="fieldset" error={Boolean(errorText)} required sx={{ mt: 1 }}>
              <FormLabel component="legend" id={legendId}>
                {t('register.reporting.legend')}
              </FormLabel>
              <RadioGroup
                aria-labelledby={legendId}
                aria-describedby={errorText ? errorId : undefined}
                name={field.name}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {ENROLMENT_REPORTING_OPTIONS.map((option) => {
                  const enabled = (allowed as string[]).includes(option);
                  return (
                    <FormControlLabel
                      key={option}
                      value={option}
                      disabled={!enabled}
                      control={<Radio />}
                      sx={{ alignItems: 'flex-start', my: 0.5 }}
                      label={
                        <span>
                          <Typography component="span" sx={{ display: 'block', fontWeight: 500, pt: 1 }}>
                            {t(`form.reportingOptions.${option}`)}
                          </Typography>
                          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                            {enabled
                              ? t(`register.reporting.descriptions.${option}`)
                              : failed && option === 'telematics'
                                ? t('register.reporting.telematicsUnavailable')
                                : t('register.reporting.unavailable')}
                          </Typography>
                        </span>
                      }
                    />
                  );
                })}
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
      <StepActions onBack={onBack} submitting={isSubmitting} />
    </form>
  );
}
