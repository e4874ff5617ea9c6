import { Typography } from '@mui/material';
import { PROGRAM_NAME } from '@rc/domain';
import { useTranslation } from 'react-i18next';
import { EntryCard } from './EntryCard';
import './texts';

/** /closed: enrolment is closed (configuration REGISTRATION_CLOSED). */
export default function ClosedPage() {
  const { t } = useTranslation();
  return (
    <EntryCard title={t('entry.closed.title')} heading={t('entry.closed.heading')}>
      <Typography>{t('entry.closed.body', { program: PROGRAM_NAME })}</Typography>
      <Typography>{t('entry.closed.signInNote')}</Typography>
    </EntryCard>
  );
}
