import { Alert, Box, Typography } from '@mui/material';
import { vehicleEfficiency } from '@rc/domain';
import { useTranslation } from 'react-i18next';
import type { AccountTabProps } from '../../lib/accountTabs';
import { useConfiguration } from '../../lib/configuration';
import { mileageUnitOf } from '../../lib/format';
import { AccountTable } from './AccountTable';
import { useAccountVehicles } from './api';
import { useReportingLabel } from './labels';
import './tabTexts';
import './texts';
import '../../i18n/messages';

/**
 * Vehicles tab (participant spec section 2): the participant's vehicles, read-only, with the note to
 * contact support to change vehicles. Participants cannot edit, filter or download (section 6).
 */
export default function VehiclesTab({ username }: AccountTabProps) {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  const unit = mileageUnitOf(configuration.get('MILEAGE_UNIT'));
  const reportingLabel = useReportingLabel();
  const { data: vehicles = [], isLoading, isError } = useAccountVehicles(username);
  const na = t('account.notAvailable');

  // As the EPA gives it: KPL or MPG for fuel, MPGe and kWh per 100 km or miles for an electric car.
  const economy = (type: string | null | undefined, mpg: number | null | undefined, kpl: number | null | undefined) => {
    const value = vehicleEfficiency({ type, mpg, kpl }, unit);
    if (value === null) return na;
    const text = (n: number, digits: number) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
    if (value.kind === 'electric') {
      return t('accountTabs.vehicles.electric', {
        mpge: text(value.mpge, 0),
        kwh: text(value.kwhPer100, 1),
        unit: value.unit,
      });
    }
    return t(`accountTabs.vehicles.${value.kind}`, { value: text(value.value, 1) });
  };

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('accountTabs.vehicles.heading')}
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        {t('messages.vehicleChangeContactSupport')}
      </Alert>
      {isError ? (
        <Alert severity="error">{t('account.loadFailed')}</Alert>
      ) : (
        <AccountTable
          label={t('accountTabs.vehicles.tableLabel')}
          columns={[
            t('accountTabs.vehicles.year'),
            t('accountTabs.vehicles.make'),
            t('accountTabs.vehicles.model'),
            t('accountTabs.vehicles.vin'),
            t('accountTabs.vehicles.licensePlate'),
            t('accountTabs.vehicles.registrationState'),
            t('accountTabs.vehicles.fuelType'),
            t('accountTabs.vehicles.fuelEconomy'),
            t('accountTabs.vehicles.reporting'),
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
              vehicle.type ? t(`accountTabs.vehicles.fuelTypes.${vehicle.type}`) : na,
              economy(vehicle.type, vehicle.epaVehicleCombinedMpg, vehicle.epaVehicleCombinedKpl),
              reportingLabel(vehicle.mroType),
            ],
          }))}
          loading={isLoading}
          emptyText={t('accountTabs.vehicles.empty')}
        />
      )}
    </>
  );
}
