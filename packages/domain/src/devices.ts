import { z } from 'zod';
import { messages } from './messages.js';
import { usernameSchema } from './validation.js';

/** IMEI: 15 digits (14 digits and a check digit). */
export const IMEI_PATTERN = /^\d{15}$/;

const required = (max: number) =>
  z
    .string({ error: messages.fillRequiredFields })
    .trim()
    .min(1, messages.fillRequiredFields)
    .max(max, messages.invalidInput);
const optionalText = (max: number) => z.string().trim().max(max, messages.invalidInput).nullish();
const optionalDate = z.coerce.date({ error: messages.invalidInput }).nullish();

/** Serial numbers are compared upper-case, so 'ab12' and 'AB12' are the same device. */
export const deviceSerialSchema = required(64).transform((v) => v.toUpperCase());
export const deviceImeiSchema = required(32).regex(IMEI_PATTERN, messages.deviceImeiInvalid);

const shippingShape = {
  model: optionalText(100),
  hardwareVersion: optionalText(50),
  firmwareVersion: optionalText(50),
  shippedDate: optionalDate,
  shippingCarrier: optionalText(100),
  shippingTrackingNumber: optionalText(100),
  deliveredDate: optionalDate,
  activationDate: optionalDate,
};

const deliveredAfterShipped = (v: { shippedDate?: Date | null; deliveredDate?: Date | null }) =>
  !v.shippedDate || !v.deliveredDate || v.deliveredDate.getTime() >= v.shippedDate.getTime();
const deliveredAfterShippedIssue = { message: messages.deviceDeliveredBeforeShipped, path: ['deliveredDate'] };

/**
 * Associate a device with a participant's vehicle (staff spec: 'Please fill out all required fields').
 * The manufacturer defaults to danlaw and the firmware version to DEVICE_DEFAULTS on the server.
 */
export const createMileageReportingOptionSchema = z
  .object({
    username: z.string({ error: messages.fillRequiredFields }).trim().min(1, messages.fillRequiredFields).max(64),
    vehicleId: required(64),
    deviceSerialNumber: deviceSerialSchema,
    deviceImei: deviceImeiSchema,
    gpsEnabled: z.boolean({ error: messages.fillRequiredFields }),
    manufacturer: optionalText(50),
    ...shippingShape,
  })
  .refine(deliveredAfterShipped, deliveredAfterShippedIssue);
export type CreateMileageReportingOptionInput = z.output<typeof createMileageReportingOptionSchema>;

/** Staff edit a device: shipped and delivered dates, the GPS flag, shipping and version details. */
export const updateMileageReportingOptionSchema = z.object({
  id: z.string().trim().min(1).max(64),
  username: usernameSchema,
  deviceImei: deviceImeiSchema.optional(),
  gpsEnabled: z.boolean().nullish(),
  ...shippingShape,
});
export type UpdateMileageReportingOptionInput = z.output<typeof updateMileageReportingOptionSchema>;

export const deleteMileageReportingOptionSchema = z.object({
  id: z.string().trim().min(1).max(64),
  username: usernameSchema,
});

export const bulkImportMroDevicesSchema = z.object({
  manifest: z.string({ error: messages.manifestRequired }).trim().min(1, messages.manifestRequired),
  authorUsername: z.string({ error: messages.manifestAuthorMismatch }).trim().min(1, messages.manifestAuthorMismatch),
});

/** The largest shipping-manifest file staff may upload (10,000 rows take about 1.5 MB). */
export const MANIFEST_MAX_BYTES = 4 * 1024 * 1024;

/** The shipping manifest columns, in order (a header row is optional). */
export const MANIFEST_COLUMNS = ['serialNumber', 'imei', 'participant', 'vin', 'carrier', 'trackingNumber'] as const;
export type ManifestColumn = (typeof MANIFEST_COLUMNS)[number];
