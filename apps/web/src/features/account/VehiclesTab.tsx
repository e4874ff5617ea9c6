import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AccountVehiclesDocument } from '../../gql/graphql';
import { mileageUnitOf } from '../../lib/format';
import { execute, listAll } from '../../lib/graphql';
import { useConfiguration } from '../configuration/configuration';
import { AccountTable } from './AccountTable';
import type { AccountTabProps } from './accountTab';
import { useReportingLabel } from './labels';

/** The participant's vehicles (all pages). */
export function accountVehiclesQuery(username: string) {
  return {
    queryKey: ['participant', username, 'vehicles'] as const,
    queryFn: () =>
      listAll(
        async ({ limit, nextToken }) =>
          (await execute(AccountVehiclesDocument, { username, limit, nextToken })).listVehicles,
      ),
  };
}

/**
 * Vehicles tab (participant spec section 2): the participant's vehicles, read-only, with the note to
 * contact support to change vehicles. Participants cannot edit, filter or download (section 6).
 */
export default function VehiclesTab({ username }: AccountTabProps) {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  const unit = mileageUnitOf(configuration.get('MILEAGE_UNIT'));
  const reportingLabel = useReportingLabel();
  const { data: vehicles = [], isLoading, isError } = useQuery(accountVehiclesQuery(username));
  const na = t('account.notAvailable');

  const economy = (mpg: number | null | undefined, kpl: number | null | undefined) => {
    const value = unit === 'km' ? kpl : mpg;
    if (value == null) return na;
    const text = value.toLocaleString('en-US', { maximumFractionDigits: 1 });
    return unit === 'km' ? t('account.vehicles.kpl', { value: text }) : t('account.vehicles.mpg', { value: text });
  };

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('account.vehicles.heading')}
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        {t('messages.vehicleChangeContactSupport')}
      </Alert>
      {isError ? (
        <Alert severity="error">{t('account.loadFailed')}</Alert>
      ) : (
        <AccountTable
          label={t('account.vehicles.tableLabel')}
          columns={[
            t('account.vehicles.year'),
            t('account.vehicles.make'),
            t('account.vehicles.model'),
            t('account.vehicles.vin'),
            t('account.vehicles.licensePlate'),
            t('account.vehicles.registrationState'),
            t('account.vehicles.fuelType'),
            t('account.vehicles.fuelEconomy'),
            t('account.vehicles.reporting'),
          ]}
          rows={vehicles.map((vehicle) => ({
            key: vehicle.id,
            cells: [
              vehicle.year,
              vehicle.make,
              vehicle.model,
              vehicle.vin ? (
                <Box key="vin" component="span" sx={{ fontFamily: 'monospace' }}>
                  {vehicle.vin}
                </Box>
              ) : (
                na
              ),
              vehicle.licensePlate || na,
              vehicle.registrationState || na,
              vehicle.type ? t(`account.vehicles.fuelTypes.${vehicle.type}`) : na,
              economy(vehicle.epaVehicleCombinedMpg, vehicle.epaVehicleCombinedKpl),
              reportingLabel(vehicle.mroType),
            ],
          }))}
          loading={isLoading}
          emptyText={t('account.vehicles.empty')}
        />
      )}
    </>
  );
}
