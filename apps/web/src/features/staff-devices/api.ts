import { useQuery } from '@tanstack/react-query';
import type { SortDirection } from '../../components/staff/StaffTable';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  type CreateMileageReportingOptionInput,
  StaffAllDevicesDocument,
  StaffCreateDeviceDocument,
  StaffDeleteDeviceDocument,
  StaffDeviceEventsDocument,
  StaffDeviceImportDocument,
  type StaffDeviceImportFragment,
  type StaffDeviceRowFragment,
  StaffDevicesDocument,
  type StaffMroEventRowFragment,
  StaffMroEventsDocument,
  StaffParticipantEventsDocument,
  StaffRegisterVehiclesDocument,
  StaffUpdateDeviceDocument,
  StaffUpdateMroEventDocument,
  type UpdateMileageReportingOptionInput,
  type UpdateMroEventInput,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';
import { formRequest } from '../../lib/jsonRequest';
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
  /** The MRO Events page's list (under allEvents, so an edit refreshes it). */
  eventsPage: ['staff', 'mroEvents', 'page'] as const,
  /** The Devices page (every participant's devices). */
  allDevices: ['staff', 'devices', 'all'] as const,
  /** A participant's vehicles as the association form offers them. */
  registerVehicles: (username: string) => ['staff', 'devices', 'registerVehicles', username] as const,
};

async function fetchDevices({ filter, limit, nextToken, sortDirection }: StaffPageRequest<{ username: string }>) {
  const data = await execute(StaffDevicesDocument, { username: filter.username, limit, nextToken, sortDirection });
  return data.listAllMileageReportingOptions;
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

/** What the Devices page is filtered by: a device serial and a participant (username), both optional. */
export interface AllDevicesFilter {
  serial: string;
  username: string;
}

async function fetchAllDevices({ filter, limit, nextToken, sortDirection }: StaffPageRequest<AllDevicesFilter>) {
  const data = await execute(StaffAllDevicesDocument, {
    filter: {
      deviceSerialNumber: filter.serial.trim() || null,
      username: filter.username || null,
    },
    limit,
    nextToken,
    sortDirection,
  });
  return data.listAllMileageReportingOptions;
}

/** One server page of every participant's devices (the Devices page), newest first unless turned. */
export function useAllDevices(filter: AllDevicesFilter) {
  return useStaffList<DeviceRow, AllDevicesFilter>({
    queryKey: staffDeviceKeys.allDevices,
    filter,
    fetchPage: fetchAllDevices,
    defaultSort: { field: 'createdAt', direction: 'DESC' as SortDirection },
  });
}

/** What the MRO Events page is filtered by (staff spec section 2, MRO events table; section 7). */
export interface MroEventsFilter {
  from: string;
  to: string;
  zone: StaffZone;
  processed: 'all' | 'processed' | 'unprocessed';
  serial: string;
  username: string;
  code: number | null;
  flaggedOnly: boolean;
}

async function fetchMroEvents({ filter, limit, nextToken, sortDirection }: StaffPageRequest<MroEventsFilter>) {
  const timeZone = STAFF_TIME_ZONES[filter.zone];
  const data = await execute(StaffMroEventsDocument, {
    dateTime: {
      ge: startOfDayIn(filter.from, timeZone).toISOString(),
      lt: startOfDayIn(addDays(filter.to, 1), timeZone).toISOString(),
    },
    filter: {
      isProcessed: filter.processed === 'all' ? null : filter.processed === 'processed',
      mroDeviceSerialNumber: filter.serial.trim() || null,
      username: filter.username || null,
      code: filter.code,
      flagged: filter.flaggedOnly ? true : null,
    },
    limit,
    nextToken,
    sortDirection,
  });
  return data.listMroEvents;
}

/** One server page of every participant's events in the range (the MRO Events page), newest first. */
export function useMroEvents(filter: MroEventsFilter) {
  return useStaffList<MroEventRow, MroEventsFilter>({
    queryKey: staffDeviceKeys.eventsPage,
    filter,
    fetchPage: fetchMroEvents,
    defaultSort: { field: 'dateTime', direction: 'DESC' as SortDirection },
    enabled: filter.from <= filter.to,
  });
}

/** The chosen participant's vehicles for the association form (none until one is chosen). */
export function useRegisterVehicles(username: string | null) {
  return useQuery({
    queryKey: staffDeviceKeys.registerVehicles(username ?? ''),
    queryFn: async () =>
      (await execute(StaffRegisterVehiclesDocument, { username: username ?? '' })).listVehicles.items,
    enabled: Boolean(username),
  });
}

export async function createDevice(input: CreateMileageReportingOptionInput): Promise<DeviceRow> {
  return (await execute(StaffCreateDeviceDocument, { input })).createMileageReportingOption;
}

export type DeviceImport = StaffDeviceImportFragment;
export type BulkImportResult = NonNullable<DeviceImport['result']>;

/** Where staff upload a shipping manifest (docs/api.md): multipart, answers 202 with the import. */
export const DEVICE_IMPORT_UPLOAD_PATH = '/api/staff/mro-device-imports';

/**
 * Starts registering a manifest's devices as a job (the rows are registered in the background). The file
 * goes as bytes to the upload route: a manifest of 10,000 devices is larger than a GraphQL body may be.
 */
export async function startDeviceImport(file: File, authorUsername: string): Promise<{ id: string }> {
  const body = new FormData();
  body.append('authorUsername', authorUsername);
  body.append('manifest', file, file.name);
  return formRequest<{ id: string }>(DEVICE_IMPORT_UPLOAD_PATH, body);
}

/** How often a running import is asked for its progress. */
export const DEVICE_IMPORT_POLL_MS = 1000;

/** Queued or running: the job is not over yet. */
export function isImportRunning(job: DeviceImport | null | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

/** A device import job: polled while it runs (progress), then its result. */
export function useDeviceImport(id: string | null) {
  return useQuery({
    queryKey: ['staff', 'devices', 'import', id],
    queryFn: async () => (await execute(StaffDeviceImportDocument, { id: id ?? '' })).getMroDeviceImport,
    enabled: Boolean(id),
    refetchInterval: (query) => (isImportRunning(query.state.data) ? DEVICE_IMPORT_POLL_MS : false),
  });
}
