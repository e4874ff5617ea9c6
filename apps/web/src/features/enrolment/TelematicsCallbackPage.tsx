import { Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CenteredCard } from '../../components/CenteredCard';
import {
  EnrolmentConnectTelematicsDocument,
  EnrolmentParticipantDocument,
  EnrolmentUpdateParticipantDocument,
} from '../../gql/graphql';
import { isApiError } from '../../lib/errors';
import { execute } from '../../lib/graphql';
import { participantKeys } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';
import {
  consumeTelematicsIntent,
  consumeTelematicsState,
  setTelematicsFailed,
  type TelematicsReturnState,
} from '../../lib/telematics';
import { usePageTitle } from '../../lib/usePageTitle';
import './texts';

/**
 * /telematics/callback: where the vehicle maker's consent page returns. With a matching state and a
 * code, the code is exchanged for the participant's vehicle and the preference saved as telematics;
 * otherwise (Deny, a wrong state, a failed exchange) telematics is disabled. Either way the
 * participant goes back to /register, which resumes at the right step. A consent started from the
 * account's Connections tab (a TelematicsIntent) connects that vehicle only and returns there with
 * the outcome; the enrolment choice is left alone.
 */
export default function TelematicsCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { session, isPending } = useSession();
  const started = useRef(false);
  usePageTitle(t('register.reporting.connecting'));

  useEffect(() => {
    if (isPending || started.current) return;
    started.current = true;
    const code = params.get('code');
    const stateOk = consumeTelematicsState(params.get('state'));
    const intent = consumeTelematicsIntent();
    // Told apart from a refused authorisation: the participant may simply try again later.
    const outcomeOf = (caught: unknown) =>
      isApiError(caught) && caught.messageKey === 'telematicsUnavailable' ? ('unavailable' as const) : false;
    if (intent) {
      const connectVehicle = async (): Promise<boolean | 'unavailable'> => {
        if (!session || !stateOk || !code || params.get('error')) return false;
        try {
          const input = { username: session.username, vehicleId: intent.vehicleId, code };
          await execute(EnrolmentConnectTelematicsDocument, { input });
          return true;
        } catch (caught) {
          return outcomeOf(caught);
        }
      };
      void connectVehicle().then(async (connected) => {
        await queryClient.invalidateQueries({ queryKey: participantKeys.all });
        const state: TelematicsReturnState = {
          telematicsConnected: connected === true,
          telematicsUnavailable: connected === 'unavailable',
        };
        await navigate(intent.returnTo, { replace: true, state });
      });
      return;
    }
    const connect = async (): Promise<boolean | 'unavailable'> => {
      if (!session || !stateOk || !code || params.get('error')) return false;
      try {
        const username = session.username;
        const account = await execute(EnrolmentParticipantDocument, { username, owner: username });
        const vehicleId = account.listVehicles.items[0]?.id;
        if (!vehicleId) return false;
        await execute(EnrolmentConnectTelematicsDocument, { input: { username, vehicleId, code } });
        await execute(EnrolmentUpdateParticipantDocument, {
          input: { username, mroDevicePreference: 'telematics' },
        });
        return true;
      } catch (caught) {
        return outcomeOf(caught);
      }
    };
    void connect().then(async (connected) => {
      if (session) setTelematicsFailed(session.username, connected === 'unavailable' ? 'unavailable' : !connected);
      await queryClient.invalidateQueries({ queryKey: participantKeys.all });
      await navigate('/register', { replace: true });
    });
  }, [isPending, session, params, navigate, queryClient]);

  return (
    <CenteredCard maxWidth={520}>
      <Stack role="status" aria-live="polite" sx={{ alignItems: 'center', py: 4 }}>
        <Typography component="h1" variant="h6">
          {t('register.reporting.connecting')}
        </Typography>
      </Stack>
    </CenteredCard>
  );
}
