import { Alert, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AccountTabProps } from '../../lib/accountTabs';
import { formatTableDate, formatTableDateTime } from '../../lib/format';
import { AccountTable } from './AccountTable';
import { useReportingDevices } from './api';
import { vehicleName } from './labels';
import './tabTexts';
import './texts';
import '../../i18n/messages';

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
        {t('accountTabs.devices.tableHeading')}
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        {t('messages.changingDevicesNote')}
      </Alert>
      {isError ? (
        <Alert severity="error">{t('account.loadFailed')}</Alert>
      ) : (
        <AccountTable
          label={t('accountTabs.devices.tableHeading')}
          columns={[
            t('accountTabs.devices.serialNumber'),
            t('accountTabs.devices.vehicle'),
            t('accountTabs.devices.gps'),
            t('accountTabs.devices.shipped'),
            t('accountTabs.devices.delivered'),
            t('accountTabs.devices.activated'),
            t('accountTabs.devices.lastReported'),
          ]}
          rows={devices.map((device) => ({
            key: device.id,
            cells: [
              <Box key="serial" component="span" sx={{ fontFamily: 'monospace' }}>
                {device.deviceSerialNumber}
              </Box>,
              device.vehicle ? vehicleName(device.vehicle) : t('account.notAvailable'),
              device.gpsEnabled ? t('accountTabs.devices.gpsEnabled') : t('accountTabs.devices.gpsDisabled'),
              date(device.shippedDate),
              date(device.deliveredDate),
              date(device.activationDate),
              formatTableDateTime(device.lastReportedDate) || t('account.notAvailable'),
            ],
          }))}
          loading={isLoading}
          emptyText={t('accountTabs.devices.empty')}
        />
      )}
    </>
  );
}
