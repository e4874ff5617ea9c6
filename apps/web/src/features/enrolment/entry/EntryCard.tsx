import { Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredCard } from '../../../components/CenteredCard';
import { RouterLink } from '../../../components/RouterLink';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../../../lib/links';
import { usePageTitle } from '../../../lib/usePageTitle';
import './texts';

/** The card of the short entry pages (/oops, /closed, /invitation): title, heading, text, links. */
export function EntryCard({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <CenteredCard maxWidth={640}>
      <Typography variant="h1" gutterBottom>
        {heading}
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {children}
        <RouterLink to="/signin">{t('entry.backToSignIn')}</RouterLink>
        <Link href={SUPPORT_MAILTO}>{t('entry.contact', { email: SUPPORT_EMAIL })}</Link>
      </Stack>
    </CenteredCard>
  );
}
