import { Button, Typography } from '@mui/material';
import { PROGRAM_NAME } from '@rc/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase } from 'react-router';
import { EntryCard } from './EntryCard';
import './texts';

/** /invitation: enrolment is by invitation; others can answer the eligibility survey. */
export default function InvitationPage() {
  const { t } = useTranslation();
  return (
    <EntryCard title={t('entry.invitation.title')} heading={t('entry.invitation.heading')}>
      <Typography>{t('entry.invitation.body', { program: PROGRAM_NAME })}</Typography>
      <Typography>{t('entry.invitation.surveyIntro')}</Typography>
      <Button component={RouterLinkBase} to="/survey" variant="contained">
        {t('entry.invitation.survey')}
      </Button>
    </EntryCard>
  );
}
