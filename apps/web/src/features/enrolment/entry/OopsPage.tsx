import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/RouterLink';
import { EntryCard } from './EntryCard';
import './texts';

/** /oops: the /register address named an unknown pilot; enrolment is through the invitation link. */
export default function OopsPage() {
  const { t } = useTranslation();
  return (
    <EntryCard title={t('entry.oops.title')} heading={t('entry.oops.heading')}>
      <Typography>{t('entry.oops.body')}</Typography>
      <RouterLink to="/invitation">{t('entry.oops.invitation')}</RouterLink>
    </EntryCard>
  );
}
