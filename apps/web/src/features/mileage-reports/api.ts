import { useQuery } from '@tanstack/react-query';
import type { MileageReportPhotoInput, MileageReportsListQuery } from '../../gql/graphql';
import { MileageReportsListDocument, MileageReportsVehiclesDocument } from '../../gql/graphql';
import { ApiError, apiErrorFromBody } from '../../lib/errors';
import { execute, listAll } from '../../lib/graphql';

/** Where odometer photographs are uploaded (docs/api.md): multipart, one file, answers 201. */
export const PHOTO_UPLOAD_PATH = '/api/mileage-reports/photos';

/** What the file chooser offers (the server reads the real type from the bytes). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * Signed photo links live 15 minutes (docs/api.md); the list is read again well before then, so a
 * photo opened from a page left open still loads.
 */
export const SIGNED_LINK_REFRESH_MS = 10 * 60 * 1000;

export interface UploadedPhoto extends MileageReportPhotoInput {
  /** A signed link to the photo as a browser shows it (the JPEG copy of a HEIC original). */
  url: string;
}

/** Stores an odometer photograph in the signed-in participant's folder. */
export async function uploadOdometerPhoto(file: File): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(PHOTO_UPLOAD_PATH, { method: 'POST', body, credentials: 'include' });
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', cause instanceof Error ? cause.message : String(cause));
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFromBody(answer, response.status);
  const photo = answer as UploadedPhoto;
  return { storageKey: photo.storageKey, size: photo.size, mimeType: photo.mimeType, url: photo.url };
}

/** One report as the list shows it. */
export type MileageReportRow = MileageReportsListQuery['listMileageReports']['items'][number];

/** Query keys of the mileage reports: every read and invalidation names its data through these. */
export const mileageReportKeys = {
  /** Everything mileage-report related of one participant (a new report refreshes it all). */
  all: (username: string) => ['mileageReports', username] as const,
  vehicles: (username: string) => [...mileageReportKeys.all(username), 'vehicles'] as const,
};

/** Every mileage report of the participant, newest reading first (the server's order). */
export function useMileageReports(username: string) {
  return useQuery({
    queryKey: mileageReportKeys.all(username),
    queryFn: () =>
      listAll(
        async ({ limit, nextToken }) =>
          (await execute(MileageReportsListDocument, { username, limit, nextToken })).listMileageReports,
      ),
    refetchInterval: SIGNED_LINK_REFRESH_MS,
  });
}

/** Every vehicle of the participant (both tabs name vehicles 'make model - plate'). */
export function useMileageReportVehicles(username: string) {
  return useQuery({
    queryKey: mileageReportKeys.vehicles(username),
    queryFn: () =>
      listAll(
        async ({ limit, nextToken }) =>
          (await execute(MileageReportsVehiclesDocument, { username, limit, nextToken })).listVehicles,
      ),
  });
}

/** A vehicle as the spec shows it in the report form: 'make model - plate'. */
export function vehicleLabel(vehicle: { make: string; model: string; licensePlate?: string | null }): string {
  const name = `${vehicle.make} ${vehicle.model}`.trim();
  return vehicle.licensePlate ? `${name} - ${vehicle.licensePlate}` : name;
}
