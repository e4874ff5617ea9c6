import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { fullName } from '../../lib/format';
import { mroTypeLabel } from '../../lib/staff/mroType';
import { PARTICIPANT_FLAGS, useParticipantHeader } from './api';
import './texts';

/**
 * The participant detail's one-line header: name, account number, status, pilot, reporting type and
 * flags, so every tab is read knowing whose account it is.
 */
export function ParticipantHeader({ username }: { username: string }) {
  const { t } = useTranslation();
  const { data: participant } = useParticipantHeader(username);
  return (
    <Box sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/participants" variant="body2">
        {t('staffParticipants.detail.back')}
      </Link>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
          {participant
            ? fullName(participant.firstName, participant.middleName, participant.lastName) || participant.email
            : username}
        </Typography>
        {participant && (
          <>
            <Typography color="text.secondary">
              {t('staffParticipants.detail.accountNo', { accountNo: participant.accountNo })}
            </Typography>
            <Chip size="small" color="primary" label={t(`status.${participant.status}`)} />
            {participant.pilotProgram && (
              <Chip size="small" variant="outlined" label={participant.pilotProgram.shortName} />
            )}
            {participant.mroDevicePreference && (
              <Chip size="small" variant="outlined" label={mroTypeLabel(t, participant.mroDevicePreference)} />
            )}
            {PARTICIPANT_FLAGS.filter((flag) => participant[flag]).map((flag) => (
              <Chip key={flag} size="small" color="warning" label={t(`staffParticipants.flag.${flag}`)} />
            ))}
          </>
        )}
      </Stack>
    </Box>
  );
}
