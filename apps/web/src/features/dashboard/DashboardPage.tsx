import { Alert, Box, CircularProgress, Paper, Typography } from '@mui/material';
import { GROUPS } from '@rc/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { DashboardParticipantDocument } from '../../gql/graphql';
import { execute } from '../../lib/graphql';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../auth/session';

/** The participant's dashboard (a later task adds vehicles, balance, charts and notices). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  usePageTitle(t('dashboard.title'));
  const username = session?.username ?? '';
  // Non-members of Users skip loading participant data (spec section 6).
  const isUser = Boolean(session?.groups.includes(GROUPS.users));

  const { data: participant, isLoading } = useQuery({
    queryKey: ['participant', username, 'dashboard'],
    queryFn: async () => (await execute(DashboardParticipantDocument, { username })).getParticipant ?? null,
    enabled: isUser && username !== '',
  });

  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }

  // A participant still enrolling finishes the wizard first (spec section 2: status created redirects to /register).
  if (participant?.status === 'created') return <Navigate to="/register" replace />;

  const name = participant?.firstName?.trim() || participant?.email || session?.email || '';

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('dashboard.welcome', { name })}
      </Typography>
      {participant?.status === 'onboarded' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('messages.onboardedReviewNotice')}
        </Alert>
      )}
      {participant?.status === 'suspended' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('messages.suspendedNotice')}
        </Alert>
      )}
      {participant && (
        <Paper variant="outlined" component="section" aria-labelledby="account-summary" sx={{ p: 3, maxWidth: 560 }}>
          <Typography variant="h2" id="account-summary" gutterBottom>
            {t('dashboard.summary')}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
          >
            <Typography component="dt" sx={{ fontWeight: 500 }}>
              {t('dashboard.accountNumber')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {participant.accountNo}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 500 }}>
              {t('dashboard.status')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {t(`status.${participant.status}`)}
            </Typography>
            {participant.pilotProgram && (
              <>
                <Typography component="dt" sx={{ fontWeight: 500 }}>
                  {t('dashboard.pilotProgram')}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {participant.pilotProgram.shortName}
                </Typography>
              </>
            )}
          </Box>
        </Paper>
      )}
    </>
  );
}
