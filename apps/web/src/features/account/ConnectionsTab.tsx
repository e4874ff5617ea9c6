import CheckCircle from '@mui/icons-material/CheckCircle';
import Warning from '@mui/icons-material/Warning';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../components/useToast';
import { AccountReconnectDocument } from '../../gql/graphql';
import type { AccountTabProps } from '../../lib/accountTabs';
import { accountTabPath } from '../../lib/accountTabs';
import { formatTableDate } from '../../lib/format';
import { execute } from '../../lib/graphql';
import { useParticipantViewMode } from '../../lib/participantView';
import { type TelematicsReturnState, telematicsConsentUrl } from '../../lib/telematics';
import { useErrorText } from '../../lib/useErrorText';
import { AccountTable } from './AccountTable';
import { useAccountVehicles, useConnections } from './api';
import { vehicleName } from './labels';
import './tabTexts';
import './texts';
import '../../i18n/messages';

/** Vehicles whose odometer the vehicle maker reports (or that have no reporting type yet). */
const TELEMATICS_TYPES = new Set(['telematics', 'NA']);

/**
 * Connections tab (participant spec section 2; shown for telematics reporting): Pending Connections,
 * each vehicle without a working connection with Connect, which opens the vehicle maker's consent page
 * (as enrolment's Telematics choice does) and returns here; Active Connections, with Reconnect when
 * the connection must be restored: Reconnect clears the tokens and the restore flag, then asks the
 * vehicle maker again.
 */
export default function ConnectionsTab({ username }: AccountTabProps) {
  const { t } = useTranslation();
  // Staff reading the participant's view cannot connect a vehicle for them.
  const { readOnly } = useParticipantViewMode();
  const { apiError } = useErrorText();
  const toast = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<string | null>(null);
  const vehiclesQuery = useAccountVehicles(username);
  const connectionsQuery = useConnections(username);
  const vehicles = vehiclesQuery.data ?? [];
  const connections = connectionsQuery.data ?? [];
  const loading = vehiclesQuery.isLoading || connectionsQuery.isLoading;
  const vehicleById = new Map(vehicles.map((v) => [v.id, v]));
  const active = connections.filter((c) => c.connected);
  const connectedVehicles = new Set(active.map((c) => c.vehicleId));
  const pending = vehicles.filter((v) => TELEMATICS_TYPES.has(v.mroType) && !connectedVehicles.has(v.id));
  const returned = location.state as Partial<TelematicsReturnState> | null;
  const outcome = returned?.telematicsConnected;
  const na = t('account.notAvailable');

  const clearOutcome = () =>
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });

  /** Off to the vehicle maker's consent page; /telematics/callback connects the vehicle and returns here. */
  const authorise = (vehicleId: string) => {
    setOpening(vehicleId);
    window.location.assign(telematicsConsentUrl({ vehicleId, returnTo: accountTabPath('Connections') }));
  };

  const reconnect = async (connection: (typeof connections)[number]) => {
    setOpening(connection.vehicleId ?? connection.id);
    try {
      await execute(AccountReconnectDocument, {
        input: {
          id: connection.id,
          username,
          forceRestoreConnection: false,
          accessToken: null,
          refreshToken: null,
        },
      });
    } catch (caught) {
      setOpening(null);
      toast.error(apiError(caught));
      return;
    }
    if (connection.vehicleId) authorise(connection.vehicleId);
    else {
      setOpening(null);
      await connectionsQuery.refetch();
    }
  };

  const vehicleCell = (vehicleId: string | null | undefined) => {
    const vehicle = vehicleId ? vehicleById.get(vehicleId) : undefined;
    return vehicle ? vehicleName(vehicle) : na;
  };

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('accountTabs.connections.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('accountTabs.connections.intro')}</Typography>
      {outcome === true && (
        <Alert severity="success" role="status" onClose={clearOutcome} sx={{ mb: 2 }}>
          {t('accountTabs.connections.connected')}
        </Alert>
      )}
      {outcome === false && (
        <Alert severity="error" role="alert" onClose={clearOutcome} sx={{ mb: 2 }}>
          {returned?.telematicsUnavailable ? t('messages.telematicsUnavailable') : t('accountTabs.connections.failed')}
        </Alert>
      )}
      {opening && (
        <Typography role="status" sx={{ mb: 2 }}>
          {t('accountTabs.connections.opening')}
        </Typography>
      )}
      {vehiclesQuery.isError || connectionsQuery.isError ? (
        <Alert severity="error">{t('account.loadFailed')}</Alert>
      ) : (
        <>
          <Typography component="h2" variant="h5" gutterBottom>
            {t('accountTabs.connections.pending')}
          </Typography>
          <AccountTable
            label={t('accountTabs.connections.pending')}
            columns={[
              t('accountTabs.connections.vehicle'),
              t('accountTabs.connections.licensePlate'),
              t('accountTabs.connections.action'),
            ]}
            rows={pending.map((vehicle) => ({
              key: vehicle.id,
              cells: [
                vehicleName(vehicle),
                vehicle.licensePlate || na,
                <Button
                  key="connect"
                  variant="contained"
                  size="small"
                  onClick={() => authorise(vehicle.id)}
                  loading={opening === vehicle.id}
                  disabled={readOnly || opening !== null}
                  aria-label={`${t('accountTabs.connections.connect')}: ${vehicleName(vehicle)}`}
                >
                  {t('accountTabs.connections.connect')}
                </Button>,
              ],
            }))}
            loading={loading}
            emptyText={t('accountTabs.connections.pendingEmpty')}
          />
          <Typography component="h2" variant="h5" gutterBottom>
            {t('accountTabs.connections.active')}
          </Typography>
          <AccountTable
            label={t('accountTabs.connections.active')}
            columns={[
              t('accountTabs.connections.vehicle'),
              t('accountTabs.connections.provider'),
              t('accountTabs.connections.since'),
              t('accountTabs.connections.status'),
              t('accountTabs.connections.action'),
            ]}
            rows={active.map((connection) => ({
              key: connection.id,
              cells: [
                vehicleCell(connection.vehicleId),
                connection.resourceProvider === 'sandbox'
                  ? t('accountTabs.connections.providers.sandbox')
                  : connection.resourceProvider,
                formatTableDate(connection.createdAt),
                <Stack key="status" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                  {connection.forceRestoreConnection ? (
                    <Warning fontSize="small" color="warning" aria-hidden />
                  ) : (
                    <CheckCircle fontSize="small" color="success" aria-hidden />
                  )}
                  <span>
                    {connection.forceRestoreConnection
                      ? t('accountTabs.connections.statusRestore')
                      : t('accountTabs.connections.statusConnected')}
                  </span>
                </Stack>,
                connection.forceRestoreConnection ? (
                  <Button
                    key="reconnect"
                    variant="contained"
                    size="small"
                    onClick={() => void reconnect(connection)}
                    loading={opening === (connection.vehicleId ?? connection.id)}
                    disabled={readOnly || opening !== null}
                    aria-label={`${t('accountTabs.connections.reconnect')}: ${vehicleCell(connection.vehicleId)}`}
                  >
                    {t('accountTabs.connections.reconnect')}
                  </Button>
                ) : null,
              ],
            }))}
            loading={loading}
            emptyText={t('accountTabs.connections.activeEmpty')}
          />
        </>
      )}
    </>
  );
}
