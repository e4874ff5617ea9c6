import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { centsPerDistanceUnit, deviceLastSeen, isDeviceSilent, vehicleEfficiency } from '@rc/domain';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase } from 'react-router';
import { CutName } from '../../components/CutName';
import { RouterLink } from '../../components/RouterLink';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { DashboardDataQuery } from '../../gql/graphql';
import { formatDistance, formatMoney, formatTableDateTime, type MileageUnit } from '../../lib/format';
import { useParticipantViewMode } from '../../lib/participantView';
import { formatDay, formatRate, localeOf } from './dashboardFormat';
import './texts';

// Only a vehicle still without a VIN shows a tooltip; it (and Popper, about 11 KB gz) loads then.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** The cards' lists: plain ul/li (MUI's List adds nothing they use, and 2 KB gz to the first page). */
const PLAIN_LIST = { listStyle: 'none', m: 0, p: 0 } as const;

type DashboardFigures = DashboardDataQuery['getParticipantDashboard'];
type Vehicle = DashboardDataQuery['listVehicles']['items'][number];
type Device = DashboardDataQuery['listMileageReportingOptions']['items'][number];

/** A dashboard card: a titled region (h2). */
export function DashboardCard({ title, children, sx }: { title: string; children: ReactNode; sx?: object }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2.5, ...sx }}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Balance and the Pay button (participant spec section 2: Pay goes to /payment/{ids}). */
export function BalanceCard({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation();
  const owed = figures.payableTransactionIds.length > 0;
  const amount = formatMoney(figures.balanceCents);
  // Staff reading the participant's view cannot pay for them from it.
  const { readOnly } = useParticipantViewMode();
  return (
    <DashboardCard title={t('dashboard.balance.heading')}>
      <Typography variant="body2" color="text.secondary">
        {t('dashboard.balance.owed')}
      </Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 500, mb: 1 }} data-testid="dashboard-balance">
        {amount}
      </Typography>
      {owed && readOnly ? null : owed ? (
        <Button
          variant="contained"
          component={RouterLinkBase}
          to={`/payment/${figures.payableTransactionIds.join(';')}`}
          aria-label={t('dashboard.balance.payLabel', { amount })}
        >
          {t('dashboard.balance.pay')}
        </Button>
      ) : (
        <Typography>{t('dashboard.balance.nothingOwed')}</Typography>
      )}
      {figures.pendingPaymentCents > 0 && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('dashboard.balance.pending', { amount: formatMoney(figures.pendingPaymentCents) })}
        </Typography>
      )}
    </DashboardCard>
  );
}

/** Total pilot distance and road charge (everything recorded, billed or not). */
export function TotalsCard({ figures, unit }: { figures: DashboardFigures; unit: MileageUnit }) {
  const { t } = useTranslation();
  const { totals } = figures;
  const otherFees = totals.cordonFeeCents + totals.todFeeCents + totals.tollFeeCents;
  return (
    <DashboardCard title={t('dashboard.totals.heading')}>
      <Box component="dl" sx={{ m: 0, '& dd': { m: 0, fontSize: '1.5rem', fontWeight: 500, mb: 1 } }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t(unit === 'mi' ? 'dashboard.totals.miles' : 'dashboard.totals.kilometres')}
        </Typography>
        <dd data-testid="dashboard-distance">{formatDistance(totals.mileageKm, unit)}</dd>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('dashboard.totals.roadCharge')}
        </Typography>
        <dd data-testid="dashboard-road-charge">{formatMoney(totals.roadChargeCents)}</dd>
      </Box>
      {otherFees !== 0 && (
        <Typography variant="body2">{t('dashboard.totals.fees', { amount: formatMoney(otherFees) })}</Typography>
      )}
      <Typography variant="body2">{t('dashboard.totals.trips', { count: totals.trips })}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('dashboard.totals.note')}
      </Typography>
    </DashboardCard>
  );
}

/**
 * Road charge vs. gas tax: what the participant pays per distance unit and the fuel tax credited per
 * unit, the totals so far, and the projection to the end of the pilot (or the final figures).
 */
export function GasTaxCard({ figures, unit, sx }: { figures: DashboardFigures; unit: MileageUnit; sx?: object }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const { totals, projection } = figures;
  const unitName = t(`dashboard.units.${unit}`);
  const endDate = formatDay(figures.pilotEndDate);
  const perUnit = (cents: number) => {
    const rate = centsPerDistanceUnit(cents, totals.mileageKm, unit);
    return rate === null ? t('dashboard.gasTax.unavailable') : formatRate(rate, locale);
  };
  if (!projection || totals.mileageKm <= 0) {
    return (
      <DashboardCard title={t('dashboard.gasTax.heading')} sx={sx}>
        <Typography>{t('dashboard.gasTax.noData')}</Typography>
      </DashboardCard>
    );
  }
  const difference = totals.roadChargeCents - totals.fuelTaxCreditCents;
  const rows = [
    {
      key: 'road',
      label: t('dashboard.gasTax.roadCharge'),
      cents: totals.roadChargeCents,
      projected: projection.roadChargeCents,
    },
    {
      key: 'credit',
      label: t('dashboard.gasTax.fuelTaxCredit'),
      cents: totals.fuelTaxCreditCents,
      projected: projection.fuelTaxCreditCents,
    },
    {
      key: 'difference',
      label: t('dashboard.gasTax.difference'),
      cents: difference,
      projected: projection.roadChargeCents - projection.fuelTaxCreditCents,
    },
  ];
  return (
    <DashboardCard title={t('dashboard.gasTax.heading')} sx={sx}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('dashboard.gasTax.intro', { unit: unitName })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={t('dashboard.gasTax.tableLabel')}
          // Tighter cells on phones so the projection column fits beside the others.
          sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('dashboard.gasTax.heading')}
                </Box>
              </TableCell>
              <TableCell align="right">{t('dashboard.gasTax.perUnitColumn', { unit: unitName })}</TableCell>
              <TableCell align="right">{t('dashboard.gasTax.totalColumn')}</TableCell>
              {!projection.ended && (
                <TableCell align="right">{t('dashboard.gasTax.projectedColumn', { date: endDate })}</TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} data-testid={`gas-tax-${row.key}`}>
                <TableCell component="th" scope="row" sx={{ fontWeight: row.key === 'difference' ? 600 : 400 }}>
                  {row.label}
                </TableCell>
                <TableCell align="right">{perUnit(row.cents)}</TableCell>
                <TableCell align="right">{formatMoney(row.cents)}</TableCell>
                {!projection.ended && <TableCell align="right">{formatMoney(row.projected)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {difference > 0
          ? t('dashboard.gasTax.differenceMore', { amount: formatMoney(difference) })
          : difference < 0
            ? t('dashboard.gasTax.differenceLess', { amount: formatMoney(-difference) })
            : t('dashboard.gasTax.differenceEqual')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {projection.ended
          ? t('dashboard.gasTax.endedNote', { date: endDate })
          : t('dashboard.gasTax.projectionNote', {
              count: projection.daysElapsed,
              date: endDate,
              remaining: projection.daysRemaining,
            })}
      </Typography>
    </DashboardCard>
  );
}

/**
 * Vehicles: year, make (10 characters), model (20), VIN, and the EPA efficiency by the mileage unit (spec
 * section 2): KPL or MPG for fuel, MPGe and kWh per 100 km or miles for an electric car. A cut name ends
 * in an ellipsis; the full one is its hover title and what screen readers read.
 */
export function VehiclesCard({ vehicles, unit }: { vehicles: readonly Vehicle[]; unit: MileageUnit }) {
  const { t } = useTranslation();
  return (
    <DashboardCard title={t('dashboard.vehicles.heading')}>
      {vehicles.length === 0 && <Typography>{t('dashboard.vehicles.none')}</Typography>}
      <Box component="ul" sx={PLAIN_LIST}>
        {vehicles.map((vehicle) => {
          const economy = vehicleEfficiency(
            { type: vehicle.type, mpg: vehicle.epaVehicleCombinedMpg, kpl: vehicle.epaVehicleCombinedKpl },
            unit,
          );
          return (
            <Box component="li" key={vehicle.id} sx={{ py: 0.5 }}>
              <Typography sx={{ fontWeight: 500 }}>
                {`${vehicle.year} `}
                <CutName name={vehicle.make} max={10} /> <CutName name={vehicle.model} max={20} />
              </Typography>
              <Typography variant="body2">
                {`${t('dashboard.vehicles.vin')}: `}
                {vehicle.vin ? vehicle.vin : <VinMissing />}
              </Typography>
              <Typography variant="body2">
                {`${t('dashboard.vehicles.economy')}: `}
                {economy === null
                  ? t('dashboard.vehicles.economyUnknown')
                  : economy.kind === 'electric'
                    ? t('dashboard.vehicles.electric', {
                        mpge: economy.mpge.toFixed(0),
                        kwh: economy.kwhPer100.toFixed(1),
                        unit: economy.unit,
                      })
                    : t(`dashboard.vehicles.${economy.kind}`, { value: economy.value.toFixed(1) })}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </DashboardCard>
  );
}

/** The VIN not known yet: the note, with why as a tooltip (on hover and keyboard focus). */
function VinMissing() {
  const { t } = useTranslation();
  const note = (
    <Box
      component="span"
      tabIndex={0}
      sx={{ textDecoration: 'underline dotted', cursor: 'help' }}
      data-testid="vin-missing"
    >
      {t('dashboard.vehicles.vinMissing')}
    </Box>
  );
  return (
    <Suspense fallback={note}>
      <Tooltip title={t('messages.vehicleAwaitingData')} describeChild>
        {note}
      </Tooltip>
    </Suspense>
  );
}

/**
 * Device health: each reporting device's last report, and a warning once it has been silent for the
 * heartbeat threshold (72 hours, shared with the server's watcher through the domain).
 */
export function DevicesCard({
  devices,
  vehicles,
  now,
}: {
  devices: readonly Device[];
  vehicles: readonly Vehicle[];
  now: Date;
}) {
  const { t } = useTranslation();
  return (
    <DashboardCard title={t('dashboard.devices.heading')}>
      <Box component="ul" sx={PLAIN_LIST}>
        {devices.map((device) => {
          const vehicle = vehicles.find((v) => v.id === device.vehicleId);
          const seen = deviceLastSeen(device);
          const silent = isDeviceSilent(device, now);
          return (
            <Box component="li" key={device.id} sx={{ py: 0.5 }}>
              <Typography sx={{ fontWeight: 500 }}>
                {t('dashboard.devices.serial', { serial: device.deviceSerialNumber })}
              </Typography>
              {vehicle && (
                <Typography variant="body2">
                  {`${t('dashboard.devices.vehicle')}: ${vehicle.year} ${vehicle.make} ${vehicle.model}`}
                </Typography>
              )}
              <Typography variant="body2">
                {`${t('dashboard.devices.lastReport')}: `}
                {device.lastReportedDate ? formatTableDateTime(device.lastReportedDate) : t('dashboard.devices.never')}
              </Typography>
              {silent && seen ? (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  <AlertTitle>{t('dashboard.devices.silent')}</AlertTitle>
                  {t('dashboard.devices.silentDetail', { date: formatTableDateTime(seen.toISOString()) })}
                </Alert>
              ) : (
                <Typography
                  variant="body2"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.5,
                    mt: 0.5,
                    color: seen ? 'success.main' : 'text.secondary',
                  }}
                >
                  {seen ? (
                    <CheckCircleOutline fontSize="small" aria-hidden />
                  ) : (
                    <HourglassEmpty fontSize="small" aria-hidden />
                  )}
                  {t(seen ? 'dashboard.devices.reporting' : 'dashboard.devices.waiting')}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </DashboardCard>
  );
}

/** Links to the FAQ, the participant agreement and the privacy policy (spec section 2), and the privacy centre. */
export function LinksCard() {
  const { t } = useTranslation();
  return (
    <DashboardCard title={t('dashboard.links.heading')}>
      <Box component="ul" sx={PLAIN_LIST}>
        <Box component="li" sx={{ py: 1 }}>
          <RouterLink to="/q+and+a">{t('dashboard.links.faq')}</RouterLink>
        </Box>
        <Box component="li" sx={{ py: 1 }}>
          <RouterLink to="/tetc">{t('dashboard.links.agreement')}</RouterLink>
        </Box>
        <Box component="li" sx={{ py: 1 }}>
          <RouterLink to="/tutc">{t('dashboard.links.privacy')}</RouterLink>
        </Box>
        <Box component="li" sx={{ py: 1 }}>
          <RouterLink to="/privacy-centre">{t('dashboard.links.privacyCentre')}</RouterLink>
        </Box>
      </Box>
    </DashboardCard>
  );
}
