import { Alert, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AccountTabProps } from '../../lib/accountTabs';
import { formatTableDate, formatTableDateTime } from '../../lib/format';
import { AccountTable } from './AccountTable';
import { useReportingDevices } from './api';
import { vehicleName } from './labels';
import './texts';

/**
 * Reporting Devices tab (participant spec section 2): 'My Reporting Devices', read-only, with the note
 * on changing devices (through the Support link of the top bar).
 */
export default function ReportingDevicesTab({ username }: AccountTabProps) {
  const { t } = useTranslation();
  const { data: devices = [], isLoading, isError } = useReportingDevices(username);
  const date = (value: string | null | undefined) => formatTableDate(value) || t('account.notAvailable');

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('account.devices.tableHeading')}
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        {t('messages.changingDevicesNote')}
      </Alert>
      {isError ? (
        <Alert severity="error">{t('account.loadFailed')}</Alert>
      ) : (
        <AccountTable
          label={t('account.devices.tableHeading')}
          columns={[
            t('account.devices.serialNumber'),
            t('account.devices.vehicle'),
            t('account.devices.gps'),
            t('account.devices.shipped'),
            t('account.devices.delivered'),
            t('account.devices.activated'),
            t('account.devices.lastReported'),
          ]}
          rows={devices.map((device) => ({
            key: device.id,
            cells: [
              <Box key="serial" component="span" sx={{ fontFamily: 'monospace' }}>
                {device.deviceSerialNumber}
              </Box>,
              device.vehicle ? vehicleName(device.vehicle) : t('account.notAvailable'),
              device.gpsEnabled ? t('account.devices.gpsEnabled') : t('account.devices.gpsDisabled'),
              date(device.shippedDate),
              date(device.deliveredDate),
              date(device.activationDate),
              formatTableDateTime(device.lastReportedDate) || t('account.notAvailable'),
            ],
          }))}
          loading={isLoading}
          emptyText={t('account.devices.empty')}
        />
      )}
    </>
  );
}
