import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { vehiclesNeedingConnection } from '@rc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/RouterLink';
import { TransactionsByStatementDocument } from '../../gql/graphql';
import type { AccountTabProps } from '../../lib/accountTabs';
import { useConfiguration } from '../../lib/configuration';
import { mileageUnitOf } from '../../lib/format';
import { execute } from '../../lib/graphql';
import { useParticipantViewMode } from '../../lib/participantView';
import { usePilotCalendar } from '../../lib/pilotCalendar';
import { usePageTitle } from '../../lib/usePageTitle';
import { dashboardKeys, useDashboard } from './api';
import { BilledChart } from './BilledChart';
import { BalanceCard, DevicesCard, GasTaxCard, LinksCard, TotalsCard, VehiclesCard } from './DashboardCards';
import { formatMonth, localeOf } from './dashboardFormat';
import { TransactionsTable } from './transactions/TransactionsTable';
import './texts';

/** The notice before the first statement, by where the pilot stands today (its dates from the configuration). */
const PRE_STATEMENT_NOTICE = {
  upcoming: 'messages.preStatementNotice',
  running: 'messages.preStatementNoticeRunning',
  ended: 'messages.preStatementNoticeEnded',
} as const;

/**
 * The participant's dashboard (the Dashboard tab of the account area, participant spec section 2):
 * notices, balance and Pay, pilot totals, road charge vs. gas tax, the billed amount of the last six
 * months with the chosen month's transactions, vehicles, device health and links. The figures come
 * from one server query (getParticipantDashboard) in the same request as the vehicles and devices.
 */
export default function DashboardTab({ username, participant }: AccountTabProps) {
  const { t, i18n } = useTranslation();
  usePageTitle(t('dashboard.title'));
  const configuration = useConfiguration();
  const pilot = usePilotCalendar();
  const unit = mileageUnitOf(configuration.get('MILEAGE_UNIT'));
  const locale = localeOf(i18n.language);
  const name = participant.firstName?.trim() || participant.email;
  const { data, isPending, isError } = useDashboard(username);
  const { readOnly } = useParticipantViewMode();
  const [chosenMonth, setChosenMonth] = useState<string | null>(null);
  // Read once per load: the device-health card compares last reports with it.
  const [now] = useState(() => new Date());

  const figures = data?.getParticipantDashboard;
  const vehicles = data?.listVehicles.items ?? [];
  const devices = data?.listMileageReportingOptions.items ?? [];
  const months = figures?.months ?? [];
  // The newest month with a statement is shown first.
  const selectedMonth =
    chosenMonth ?? [...months].reverse().find((m) => m.statementId)?.month ?? months.at(-1)?.month ?? null;
  const selected = months.find((m) => m.month === selectedMonth) ?? null;
  const needsConnection =
    data !== undefined &&
    vehiclesNeedingConnection({
      mroDevicePreference: participant.mroDevicePreference,
      vehicles,
      connections: data.listParticipantConnections.items,
    }).length > 0;
  const selectedName = selectedMonth ? formatMonth(selectedMonth, locale) : '';

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('dashboard.welcome', { name })}
      </Typography>
      <Stack spacing={2} sx={{ mb: 3, '&:empty': { display: 'none' } }}>
        {participant.status === 'onboarded' && <Alert severity="info">{t('messages.onboardedReviewNotice')}</Alert>}
        {participant.status === 'suspended' && <Alert severity="error">{t('messages.suspendedNotice')}</Alert>}
        {needsConnection && (
          <Alert severity="warning">
            {t('dashboard.connectionWarning')}{' '}
            {!readOnly && <RouterLink to="/dashboard?tab=Connections">{t('dashboard.connectionLink')}</RouterLink>}
          </Alert>
        )}
        {figures && !figures.hasStatements && (
          <Alert severity="info">{t(PRE_STATEMENT_NOTICE[pilot.phase], pilot.words)}</Alert>
        )}
        {isError && <Alert severity="error">{t('dashboard.loadFailed')}</Alert>}
      </Stack>

      {isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      )}

      {figures && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <BalanceCard figures={figures} />
          <TotalsCard figures={figures} unit={unit} />
          <VehiclesCard vehicles={vehicles} unit={unit} />

          <Box
            component="section"
            aria-labelledby="dashboard-chart-heading"
            sx={{
              gridColumn: '1 / -1',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 2.5,
            }}
          >
            <Typography variant="h2" id="dashboard-chart-heading" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
              {t('dashboard.chart.heading')}
            </Typography>
            <Typography variant="body2" color="text.secondary" id="dashboard-chart-description">
              {t('dashboard.chart.description')}
            </Typography>
            <BilledChart
              months={months}
              selected={selectedMonth}
              onSelect={setChosenMonth}
              labelledBy="dashboard-chart-heading"
              describedBy="dashboard-chart-description"
            />
          </Box>

          {/* Not a named region itself: the table inside is the region of that name. */}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="h2" id="dashboard-transactions-heading" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
              {t('dashboard.transactions.heading', { month: selectedName })}
            </Typography>
            {selected?.statementId ? (
              <TransactionsTable
                key={selected.statementId}
                label={t('dashboard.transactions.tableLabel', { month: selectedName })}
                queryKey={dashboardKeys.statementTransactions(selected.statementId)}
                fetchPage={async ({ limit, nextToken }) =>
                  (
                    await execute(TransactionsByStatementDocument, {
                      statementId: selected.statementId ?? '',
                      limit,
                      nextToken,
                    })
                  ).getTransactionsByStatementId
                }
                detailOf={() => (participant.mroDevicePreference === 'manual' ? 'mileageReports' : 'trips')}
                mileageUnit={unit}
                emptyText={t('dashboard.transactions.empty', { month: selectedName })}
                canOpenTrip={readOnly ? () => false : undefined}
              />
            ) : (
              <Typography>{t('dashboard.transactions.noStatement', { month: selectedName })}</Typography>
            )}
          </Box>

          <GasTaxCard figures={figures} unit={unit} sx={{ gridColumn: { md: 'span 2' } }} />
          <Stack spacing={2}>
            {devices.length > 0 && <DevicesCard devices={devices} vehicles={vehicles} now={now} />}
            <LinksCard />
          </Stack>
        </Box>
      )}
    </>
  );
}
