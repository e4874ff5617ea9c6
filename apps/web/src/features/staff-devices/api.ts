import type { SortDirection } from '../../components/staff/StaffTable';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  StaffDeleteDeviceDocument,
  StaffDeviceEventsDocument,
  type StaffDeviceRowFragment,
  StaffDevicesDocument,
  type StaffMroEventRowFragment,
  StaffParticipantEventsDocument,
  StaffUpdateDeviceDocument,
  StaffUpdateMroEventDocument,
  type UpdateMileageReportingOptionInput,
  type UpdateMroEventInput,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';
import { addDays, STAFF_TIME_ZONES, type StaffZone, startOfDayIn } from '../../lib/staff/timeZone';

export type DeviceRow = StaffDeviceRowFragment;
export type MroEventRow = StaffMroEventRowFragment;

/**
 * Query keys of the staff MRO Devices and MRO Events tabs. A participant's data sits under the staff
 * participant's key (['staff', 'participants', 'one', username]), so refreshing the participant
 * refreshes these tabs too; a device's events are keyed by its serial.
 */
export const staffDeviceKeys = {
  one: (username: string) => ['staff', 'participants', 'one', username] as const,
  devices: (username: string) => [...staffDeviceKeys.one(username), 'devices'] as const,
  events: (username: string) => [...staffDeviceKeys.one(username), 'mroEvents'] as const,
  deviceEvents: (serial: string) => ['staff', 'mroEvents', 'device', serial] as const,
  /** Every event list (an edited event may show in a participant's list and a device's). */
  allEvents: ['staff', 'mroEvents'] as const,
};

async function fetchDevices({ filter, limit, nextToken, sortDirection }: StaffPageRequest<{ username: string }>) {
  const data = await execute(StaffDevicesDocument, { username: filter.username, limit, nextToken, sortDirection });
  return data.listMileageReportingOptions;
}

/** One server page of the participant's reporting devices, newest first unless turned. */
export function useStaffDevices(username: string) {
  return useStaffList<DeviceRow, { username: string }>({
    queryKey: staffDeviceKeys.devices(username),
    filter: { username },
    fetchPage: fetchDevices,
    defaultSort: { field: 'createdAt', direction: 'DESC' as SortDirection },
  });
}

async function fetchDeviceEvents({ filter, limit, nextToken, sortDirection }: StaffPageRequest<{ serial: string }>) {
  const data = await execute(StaffDeviceEventsDocument, { serial: filter.serial, limit, nextToken, sortDirection });
  return data.getMroEventsByMroDeviceSerialNumber;
}

/** One server page of a device's events, newest first unless turned (the Devices row expansion). */
export function useDeviceEvents(serial: string) {
  return useStaffList<MroEventRow, { serial: string }>({
    queryKey: staffDeviceKeys.deviceEvents(serial),
    filter: { serial },
    fetchPage: fetchDeviceEvents,
    defaultSort: { field: 'dateTime', direction: 'DESC' as SortDirection },
  });
}

/** What a participant's events are filtered by: calendar days in the staff zone, and flagged only. */
export interface ParticipantEventsFilter {
  username: string;
  from: string;
  to: string;
  zone: StaffZone;
  flaggedOnly: boolean;
}

async function fetchParticipantEvents({
  filter,
  limit,
  nextToken,
  sortDirection,
}: StaffPageRequest<ParticipantEventsFilter>) {
  const timeZone = STAFF_TIME_ZONES[filter.zone];
  const data = await execute(StaffParticipantEventsDocument, {
    username: filter.username,
    // From the first day's start to the start of the day after the last (exclusive).
    dateTime: {
      ge: startOfDayIn(filter.from, timeZone).toISOString(),
      lt: startOfDayIn(addDays(filter.to, 1), timeZone).toISOString(),
    },
    filter: filter.flaggedOnly ? { flagged: true } : null,
    limit,
    nextToken,
    sortDirection,
  });
  return data.getMroEventsByUsername;
}

/** One server page of the participant's events in the range, newest first unless turned. */
export function useParticipantEvents(filter: ParticipantEventsFilter) {
  return useStaffList<MroEventRow, ParticipantEventsFilter>({
    queryKey: staffDeviceKeys.events(filter.username),
    filter,
    fetchPage: fetchParticipantEvents,
    defaultSort: { field: 'dateTime', direction: 'DESC' as SortDirection },
    enabled: filter.from <= filter.to,
  });
}

export async function updateDevice(input: UpdateMileageReportingOptionInput): Promise<DeviceRow> {
  return (await execute(StaffUpdateDeviceDocument, { input })).updateMileageReportingOption;
}

export async function deleteDevice(input: { id: string; username: string }): Promise<void> {
  await execute(StaffDeleteDeviceDocument, { input });
}

export async function updateMroEvent(input: UpdateMroEventInput): Promise<MroEventRow> {
  return (await execute(StaffUpdateMroEventDocument, { input })).updateMroEvent;
}

/** A calendar day typed in the staff zone as the instant stored: noon that day, so every US zone reads the same day. */
export function dayToInstant(day: string, zone: StaffZone): string {
  return new Date(startOfDayIn(day, STAFF_TIME_ZONES[zone]).getTime() + 12 * 3_600_000).toISOString();
}
