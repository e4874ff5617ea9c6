import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ParticipantTabProps } from '../../lib/staff/participantTabs';
import { staffDeviceKeys, useStaffDevices } from './api';
import { DevicesTable } from './DevicesTable';
import './texts';

/** Staff: the participant's mileage reporting devices (the MRO Devices tab), one server page at a time. */
export default function DevicesTab({ username }: ParticipantTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useStaffDevices(username);
  return (
    <DevicesTable
      tableId="staff-participant-devices"
      title={t('staffDevices.devices.title')}
      emptyText={t('staffDevices.devices.empty')}
      list={list}
      onChanged={() => queryClient.invalidateQueries({ queryKey: staffDeviceKeys.one(username) })}
    />
  );
}
