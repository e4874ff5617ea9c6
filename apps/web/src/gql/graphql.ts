/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date and time in UTC */
  DateTime: { input: string; output: string; }
  /** Any JSON value */
  JSON: { input: any; output: any; }
};

/** What one run did with one closed account: erased, or held back with the reason (staff) */
export type AccountErasure = {
  __typename?: 'AccountErasure';
  accountNo?: Maybe<Scalars['Int']['output']>;
  closedDate: Scalars['DateTime']['output'];
  /** By category */
  counts: Array<AccountErasureCount>;
  erasedAt?: Maybe<Scalars['DateTime']['output']>;
  heldReason?: Maybe<Scalars['String']['output']>;
  outcome: AccountErasureOutcome;
  /** The account's id: the pseudonym its money records keep */
  username: Scalars['ID']['output'];
};

/** Rows changed or removed in one category (files: files deleted) */
export type AccountErasureCount = {
  __typename?: 'AccountErasureCount';
  category: Scalars['String']['output'];
  count: Scalars['Int']['output'];
};

export type AccountErasureOutcome =
  | 'erased'
  | 'held';

/** One run of the daily account erasure job (decision 020; staff) */
export type AccountErasureRun = {
  __typename?: 'AccountErasureRun';
  /** The accounts it judged (at most `limit`, 500 by default), by account number */
  accounts: Array<AccountErasure>;
  createdAt: Scalars['DateTime']['output'];
  erased: Scalars['Int']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  held: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The instant the run judged closing dates by */
  ranAt: Scalars['DateTime']['output'];
  /** ACCOUNT_ERASURE_DAYS when it ran */
  retentionDays: Scalars['Int']['output'];
};


/** One run of the daily account erasure job (decision 020; staff) */
export type AccountErasureRunAccountsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type AccountErasureRunConnection = {
  __typename?: 'AccountErasureRunConnection';
  items: Array<AccountErasureRun>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type Address = {
  __typename?: 'Address';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  extendedPostalCode?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
};

export type AgreeToTermsInput = {
  agreementDate: Scalars['DateTime']['input'];
  agreements: Array<AgreementInput>;
  /** Agreements step question 2 (recorded while enrolling) */
  isCaliforniaElected?: InputMaybe<Scalars['Boolean']['input']>;
  /** Agreements step question 1 (recorded while enrolling) */
  isGovernmentEmployee?: InputMaybe<Scalars['Boolean']['input']>;
  /** Agreements step question 2 (recorded while enrolling) */
  isLegislator?: InputMaybe<Scalars['Boolean']['input']>;
  username: Scalars['ID']['input'];
};

export type AgreementInput = {
  /** agreeGlobalParticipantAgreement or agreeGlobalPrivacyPolicy */
  name: Scalars['String']['input'];
  /** 0.0.1 */
  version: Scalars['String']['input'];
};

/** One changed field: its API name, and the old and new values as JSON text */
export type AuditDiff = {
  __typename?: 'AuditDiff';
  key: Scalars['String']['output'];
  /** JSON; null on REMOVE */
  new?: Maybe<Scalars['String']['output']>;
  /** JSON; null on INSERT */
  old?: Maybe<Scalars['String']['output']>;
};

/** A recorded insert, change or removal of a record, with who did it */
export type AuditEvent = {
  __typename?: 'AuditEvent';
  diff: Array<AuditDiff>;
  eventId: Scalars['ID']['output'];
  eventName: AuditEventName;
  /** '<table>#<id>', e.g. 'participants#<username>' */
  key: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  timestamp: Scalars['DateTime']['output'];
  /** Who made the change ('system' for automatic work) */
  updatedBy: Scalars['String']['output'];
  /** The participant the record belongs to */
  username?: Maybe<Scalars['String']['output']>;
};

export type AuditEventName =
  | 'INSERT'
  | 'MODIFY'
  | 'REMOVE';

export type BilledMileageReportPaymentStatus =
  | 'failed'
  | 'paid'
  | 'pending';

/** current, due, overdue or default, from the age of the statement (BILLING_BALANCE_*_DAYS) */
export type BillingStanding =
  | 'current'
  | 'default'
  | 'due'
  | 'overdue';

export type BulkImportMroDeviceError = {
  __typename?: 'BulkImportMroDeviceError';
  /** Line of the row in the manifest (1-based) */
  line: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  messageKey: Scalars['String']['output'];
  participant: Scalars['String']['output'];
  serial: Scalars['String']['output'];
  /** The VIN of the row */
  vehicle: Scalars['String']['output'];
};

export type BulkImportMroDevicesResult = {
  __typename?: 'BulkImportMroDevicesResult';
  /** Rows whose serial number was already registered */
  duplicates: Scalars['Int']['output'];
  errors: Array<BulkImportMroDeviceError>;
  /** Participants who got a device */
  notifications: Scalars['Int']['output'];
  /** Devices registered */
  registrations: Scalars['Int']['output'];
};

export type Configuration = {
  __typename?: 'Configuration';
  description: Scalars['String']['output'];
  key: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  options: Array<ConfigurationOption>;
  value?: Maybe<Scalars['String']['output']>;
};

export type ConfigurationOption = {
  __typename?: 'ConfigurationOption';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ConfigurationOptionInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type ConnectTelematicsInput = {
  /** The code the vehicle-maker consent page returned (single-use) */
  code: Scalars['String']['input'];
  username: Scalars['String']['input'];
  vehicleId: Scalars['ID']['input'];
};

/** An area charge: an entry fee once per day plus cents per km inside the zones on its days and hours */
export type Cordon = {
  __typename?: 'Cordon';
  /** Cents per km (the stored mileage unit); 1.8 cents a mile is 1.118468 cents a km */
  centsPerMileageUnit: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** ISO weekdays, Monday 1 to Sunday 7 */
  days: Array<Scalars['Int']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** The California day the values shown took effect (null: unchanged since dated rates began) */
  effectiveFrom?: Maybe<Scalars['String']['output']>;
  entryFeeCents: Scalars['Int']['output'];
  exitFeeCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Local time HH:MM */
  internalEnd?: Maybe<Scalars['String']['output']>;
  /** Local time HH:MM */
  internalStart?: Maybe<Scalars['String']['output']>;
  minimumDistanceInMileageUnit?: Maybe<Scalars['Float']['output']>;
  minimumTotalDistanceInMileageUnit?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  /** The California day of the next scheduled change (see listRateHistory), if any */
  nextChangeFrom?: Maybe<Scalars['String']['output']>;
  state: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  zones: Array<CordonZone>;
};

export type CordonZone = {
  __typename?: 'CordonZone';
  color?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The zone outline as a Google encoded polyline */
  polyline: Scalars['String']['output'];
};

export type CordonZoneInput = {
  /** A hex colour (#1976d2) or a colour name */
  color?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** Google encoded polyline of at least 3 points */
  polyline: Scalars['String']['input'];
};

export type CreateCordonInput = {
  /** Cents per km (the stored mileage unit); 1.8 cents a mile is 1.118468 cents a km */
  centsPerMileageUnit: Scalars['Float']['input'];
  /** ISO weekdays, Monday 1 to Sunday 7 */
  days: Array<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  entryFeeCents: Scalars['Int']['input'];
  exitFeeCents?: InputMaybe<Scalars['Int']['input']>;
  /** HH:MM, after internalStart */
  internalEnd: Scalars['String']['input'];
  /** HH:MM */
  internalStart: Scalars['String']['input'];
  minimumDistanceInMileageUnit?: InputMaybe<Scalars['Float']['input']>;
  minimumTotalDistanceInMileageUnit?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  state: Scalars['String']['input'];
  zones: Array<CordonZoneInput>;
};

export type CreateDisputeInput = {
  itemId: Scalars['ID']['input'];
  itemType: DisputeItemType;
  /** At least 25 characters */
  reason: Scalars['String']['input'];
  /** The inquiry's subject, in the participant's words */
  subject: Scalars['String']['input'];
};

/** odoMileage in km, tsReportDate today (staff may give an earlier day); photos as answered by POST /api/mileage-reports/photos. auditStatus defaults to pending; only staff may set another status. */
export type CreateMileageReportInput = {
  auditStatus?: InputMaybe<MileageReportAuditStatus>;
  odoMileage: Scalars['Float']['input'];
  photos: Array<MileageReportPhotoInput>;
  tsReportDate: Scalars['DateTime']['input'];
  username: Scalars['ID']['input'];
  vehicleId: Scalars['ID']['input'];
};

export type CreateMileageReportingOptionInput = {
  activationDate?: InputMaybe<Scalars['DateTime']['input']>;
  deliveredDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Required; 15 digits */
  deviceImei?: InputMaybe<Scalars['String']['input']>;
  /** Required; unique */
  deviceSerialNumber?: InputMaybe<Scalars['String']['input']>;
  /** Default: the standard firmware version */
  firmwareVersion?: InputMaybe<Scalars['String']['input']>;
  /** Required: the device reports location */
  gpsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  hardwareVersion?: InputMaybe<Scalars['String']['input']>;
  /** Default danlaw */
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  shippedDate?: InputMaybe<Scalars['DateTime']['input']>;
  shippingCarrier?: InputMaybe<Scalars['String']['input']>;
  shippingTrackingNumber?: InputMaybe<Scalars['String']['input']>;
  /** Required */
  username?: InputMaybe<Scalars['String']['input']>;
  /** Required: a vehicle of the participant without a device */
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};

/** An e-mail to a participant; subject and text are required unless a template is chosen */
export type CreateNotificationInput = {
  html?: InputMaybe<Scalars['String']['input']>;
  /** Default now */
  shouldBeSentAt?: InputMaybe<Scalars['DateTime']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  templateName?: InputMaybe<NotificationTemplateName>;
  text?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['ID']['input'];
};

/** The same e-mail to each chosen participant (at most 100); subject and text unless a template is chosen */
export type CreateNotificationsInput = {
  html?: InputMaybe<Scalars['String']['input']>;
  /** Default now */
  shouldBeSentAt?: InputMaybe<Scalars['DateTime']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  templateName?: InputMaybe<NotificationTemplateName>;
  text?: InputMaybe<Scalars['String']['input']>;
  usernames: Array<Scalars['ID']['input']>;
};

export type CreateParticipantConnectionInput = {
  /** The code the consent page returned (write-only) */
  authorizationCode?: InputMaybe<Scalars['String']['input']>;
  externalVehicleId?: InputMaybe<Scalars['String']['input']>;
  /** The vehicle-data provider (required) */
  resourceProvider?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};

/** author and status are decided by the server (the caller; new comments are unread), and so is the e-mail payload of a message; only staff may write notes. */
export type CreateParticipantInquiryCommentInput = {
  /** Ignored: decided from the caller */
  author?: InputMaybe<InquiryCommentAuthor>;
  body: Scalars['String']['input'];
  bodyHtml?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: built by the server */
  emailPayload?: InputMaybe<InquiryEmailPayloadInput>;
  inquiryId: Scalars['ID']['input'];
  /** Ignored: new comments are unread */
  status?: InputMaybe<InquiryCommentStatus>;
  /** Staff: message (default) or note */
  type?: InputMaybe<InquiryCommentType>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type CreateParticipantInquiryInput = {
  /** Participants: at least 25 characters */
  body: Scalars['String']['input'];
  /** Sanitised before storage (p, br, b, strong, i, em, ul, ol, li, a) */
  bodyHtml?: InputMaybe<Scalars['String']['input']>;
  /** One of the inquiry categories */
  category: Scalars['String']['input'];
  /** Staff only; defaults to (and for participants always is) the participant's e-mail */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Staff only; defaults to (and for participants always is) the participant's name */
  name?: InputMaybe<Scalars['String']['input']>;
  subject: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

/** The manual card form: the provider token plus name on card and expiry (the card number never comes here) */
export type CreatePaymentCardInput = {
  alias?: InputMaybe<Scalars['String']['input']>;
  billingZip?: InputMaybe<Scalars['String']['input']>;
  expirationMonth?: InputMaybe<Scalars['Int']['input']>;
  expirationYear?: InputMaybe<Scalars['Int']['input']>;
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  nameOnCard?: InputMaybe<Scalars['String']['input']>;
  serviceProviderKey?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
  username: Scalars['ID']['input'];
};

export type CreateSurveyInput = {
  questions: Array<SurveyQuestionInput>;
  surveyId: Scalars['String']['input'];
};

export type CreateTodInput = {
  /** Cents per km (the stored mileage unit); 1.8 cents a mile is 1.118468 cents a km */
  centsPerMileageUnit: Scalars['Float']['input'];
  /** ISO weekdays, Monday 1 to Sunday 7 */
  days: Array<Scalars['Int']['input']>;
  /** HH:MM, after internalStart */
  internalEnd: Scalars['String']['input'];
  /** HH:MM */
  internalStart: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type CreateTripAdjustmentInput = {
  adjCordonFeeCents?: InputMaybe<Scalars['Int']['input']>;
  adjFuel?: InputMaybe<Scalars['Float']['input']>;
  adjFuelFeeCents?: InputMaybe<Scalars['Int']['input']>;
  adjMileage?: InputMaybe<Scalars['Float']['input']>;
  adjMileageFeeCents?: InputMaybe<Scalars['Int']['input']>;
  adjTodFeeCents?: InputMaybe<Scalars['Int']['input']>;
  adjTollFeeCents?: InputMaybe<Scalars['Int']['input']>;
  content?: InputMaybe<Scalars['JSON']['input']>;
  cordonId?: InputMaybe<Scalars['ID']['input']>;
  cordonName?: InputMaybe<Scalars['String']['input']>;
  note: Scalars['String']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
  stateCode?: InputMaybe<Scalars['String']['input']>;
  todId?: InputMaybe<Scalars['ID']['input']>;
  todName?: InputMaybe<Scalars['String']['input']>;
  tollId?: InputMaybe<Scalars['ID']['input']>;
  tripId: Scalars['ID']['input'];
  tripSegmentDate?: InputMaybe<Scalars['DateTime']['input']>;
  tripSegmentId?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<TripSegmentType>;
  username?: InputMaybe<Scalars['ID']['input']>;
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateVehicleInput = {
  /** Staff only; km */
  beginningOdometerReading?: InputMaybe<Scalars['Float']['input']>;
  /** Staff only; km */
  currentOdometerReading?: InputMaybe<Scalars['Float']['input']>;
  /** Staff only */
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  licensePlate?: InputMaybe<Scalars['String']['input']>;
  make?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  /** Staff only: a device or connection id of the participant, or 'N/A' */
  mroId?: InputMaybe<Scalars['String']['input']>;
  /** Staff only */
  mroType?: InputMaybe<MroType>;
  /** The model text when model is 'Other' */
  otherModel?: InputMaybe<Scalars['String']['input']>;
  registrationState?: InputMaybe<Scalars['String']['input']>;
  subtype?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<VehicleType>;
  username: Scalars['String']['input'];
  vin?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** An own-data export: a ZIP of everything held about the participant, built by a job, e-mailed as a signed link and deleted 7 days after it is ready */
export type DataExport = {
  __typename?: 'DataExport';
  createdAt: Scalars['DateTime']['output'];
  /** A signed link for the caller while the export is ready; it ends with the export */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Asked for by staff on the participant’s behalf */
  requestedByStaff: Scalars['Boolean']['output'];
  sizeBytes?: Maybe<Scalars['Int']['output']>;
  status: DataExportStatus;
  statusMessage?: Maybe<Scalars['String']['output']>;
  stepsDone: Scalars['Int']['output'];
  stepsTotal: Scalars['Int']['output'];
  username: Scalars['ID']['output'];
};

export type DataExportStatus =
  | 'deleted'
  | 'failed'
  | 'queued'
  | 'ready'
  | 'running';

export type DeleteMileageReportingOptionInput = {
  id: Scalars['ID']['input'];
  username: Scalars['String']['input'];
};

export type DeletePaymentCardInput = {
  id: Scalars['ID']['input'];
  username: Scalars['ID']['input'];
};

export type DeleteTripSegmentInput = {
  id: Scalars['ID']['input'];
  tripId: Scalars['ID']['input'];
};

export type DeleteVehicleInput = {
  id: Scalars['ID']['input'];
  username: Scalars['String']['input'];
};

/** What the dispute form shows of a trip or mileage report */
export type DisputableItem = {
  __typename?: 'DisputableItem';
  /** What it charged, net of adjustments (never below 0) */
  amountCents: Scalars['Int']['output'];
  canDispute: Scalars['Boolean']['output'];
  /** The last moment it may be disputed (null: not billed yet) */
  deadlineAt?: Maybe<Scalars['DateTime']['output']>;
  itemId: Scalars['ID']['output'];
  itemType: DisputeItemType;
  openDispute?: Maybe<Dispute>;
  /** DISPUTE_PERIOD_DAYS: days after its statement it may be disputed */
  periodDays: Scalars['Int']['output'];
};

/** A participant's dispute of a charge (a trip, a statement line or a mileage report); the conversation is its inquiry (category Mileage Reporting) */
export type Dispute = {
  __typename?: 'Dispute';
  adjustmentId?: Maybe<Scalars['ID']['output']>;
  /** The charge disputed when it was raised */
  amountCents: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Upheld: the credit given (an adjustment of the trip) */
  creditCents: Scalars['Int']['output'];
  /** The last moment it could be raised: DISPUTE_PERIOD_DAYS after the statement (null: not billed yet) */
  deadlineAt?: Maybe<Scalars['DateTime']['output']>;
  /** Sent with it through POST /api/disputes */
  files: Array<DisputeFile>;
  id: Scalars['ID']['output'];
  inquiryId: Scalars['ID']['output'];
  itemType: DisputeItemType;
  mileageReportId?: Maybe<Scalars['ID']['output']>;
  reason: Scalars['String']['output'];
  /** The decision as sent */
  resolutionNote?: Maybe<Scalars['String']['output']>;
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
  resolvedBy?: Maybe<Scalars['String']['output']>;
  /** A statement line: the line's state */
  stateCode?: Maybe<Scalars['String']['output']>;
  /** A statement line: its statement */
  statementId?: Maybe<Scalars['ID']['output']>;
  status: DisputeStatus;
  /** The trip disputed, the trip a disputed mileage report was charged as, or a statement line's latest trip (a credit adjusts it) */
  tripId?: Maybe<Scalars['ID']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  username: Scalars['ID']['output'];
  /** A statement line: the line's vehicle (null: the line names none) */
  vehicleId?: Maybe<Scalars['ID']['output']>;
};

export type DisputeFile = {
  __typename?: 'DisputeFile';
  contentType: Scalars['String']['output'];
  filename: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  /** A signed download link for the signed-in viewer (15 minutes) */
  url?: Maybe<Scalars['String']['output']>;
};

export type DisputeItemType =
  | 'mileageReport'
  | 'statementLine'
  | 'trip';

export type DisputeOutcome =
  | 'rejected'
  | 'upheld';

/** open until staff decide; then upheld (a credit, if any, is an adjustment of the trip) or rejected */
export type DisputeStatus =
  | 'open'
  | 'rejected'
  | 'upheld';

export type EpaVehicle = {
  __typename?: 'EPAVehicle';
  atvType?: Maybe<Scalars['String']['output']>;
  cylinders?: Maybe<Scalars['Int']['output']>;
  displacement?: Maybe<Scalars['Float']['output']>;
  fuelType?: Maybe<Scalars['String']['output']>;
  fuelType1?: Maybe<Scalars['String']['output']>;
  fuelType2?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kplCity?: Maybe<Scalars['Float']['output']>;
  kplCombined?: Maybe<Scalars['Float']['output']>;
  kplHighway?: Maybe<Scalars['Float']['output']>;
  make: Scalars['String']['output'];
  model: Scalars['String']['output'];
  mpgCity?: Maybe<Scalars['Float']['output']>;
  mpgCombined?: Maybe<Scalars['Float']['output']>;
  mpgHighway?: Maybe<Scalars['Float']['output']>;
  trany?: Maybe<Scalars['String']['output']>;
  vehicleClass?: Maybe<Scalars['String']['output']>;
  year: Scalars['Int']['output'];
};

export type EmailCheckInput = {
  email: Scalars['String']['input'];
};

export type EmailCheckResponse = {
  __typename?: 'EmailCheckResponse';
  /** Enrolment is closed (configuration REGISTRATION_CLOSED) */
  closed: Scalars['Boolean']['output'];
  /** The address is on the pilot invitation list */
  eligible: Scalars['Boolean']['output'];
};

export type ImportInvitationsResult = {
  __typename?: 'ImportInvitationsResult';
  added: Scalars['Int']['output'];
  /** Rows already on the list or repeated in the file */
  duplicates: Scalars['Int']['output'];
  rejected: Array<InvitationRejection>;
};

export type InquiryComment = {
  __typename?: 'InquiryComment';
  author: InquiryCommentAuthor;
  body?: Maybe<Scalars['String']['output']>;
  /** Sanitised HTML */
  bodyHtml?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  emailAttachments: Array<InquiryEmailAttachment>;
  emailPayload?: Maybe<InquiryEmailPayload>;
  emailS3Key?: Maybe<Scalars['String']['output']>;
  /** Staff: when a staff message was handed to the mail server */
  emailSentAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  inquiryId: Scalars['ID']['output'];
  status: InquiryCommentStatus;
  type: InquiryCommentType;
  updatedAt: Scalars['DateTime']['output'];
  username?: Maybe<Scalars['String']['output']>;
};

export type InquiryCommentAuthor =
  | 'admin'
  | 'participant';

export type InquiryCommentStatus =
  | 'read'
  | 'unread';

export type InquiryCommentType =
  | 'message'
  | 'note';

export type InquiryEmailAttachment = {
  __typename?: 'InquiryEmailAttachment';
  contentType: Scalars['String']['output'];
  filename: Scalars['String']['output'];
  s3Key: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  /** A signed download link for the signed-in viewer (15 minutes) */
  url?: Maybe<Scalars['String']['output']>;
};

export type InquiryEmailPayload = {
  __typename?: 'InquiryEmailPayload';
  from?: Maybe<Scalars['String']['output']>;
  html?: Maybe<Scalars['String']['output']>;
  inReplyTo?: Maybe<Scalars['String']['output']>;
  subject?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['String']['output']>;
};

export type InquiryEmailPayloadInput = {
  from?: InputMaybe<Scalars['String']['input']>;
  html?: InputMaybe<Scalars['String']['input']>;
  inReplyTo?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type InquiryStatus =
  | 'awaitingCustomerResponse'
  | 'awaitingInternal'
  | 'closed'
  | 'inProgress'
  | 'new'
  | 'responseReceived';

export type InquiryUnreadTotal = {
  __typename?: 'InquiryUnreadTotal';
  /** Participant messages staff have not read */
  comments: Scalars['Int']['output'];
  /** Inquiries with such messages */
  inquiries: Scalars['Int']['output'];
};

export type Invitation = {
  __typename?: 'Invitation';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  pilotShortName: Scalars['String']['output'];
};

export type InvitationRejection = {
  __typename?: 'InvitationRejection';
  email?: Maybe<Scalars['String']['output']>;
  /** Record number in the file (1 is the first line) */
  line: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

/** What one run destroyed of one participant */
export type LocationRetentionParticipantCounts = {
  __typename?: 'LocationRetentionParticipantCounts';
  /** GPS points */
  bins: Scalars['Int']['output'];
  /** GPS points in the stored device deliveries */
  deliveryPoints: Scalars['Int']['output'];
  /** Routes: trip route versions and segment routes */
  polylines: Scalars['Int']['output'];
  /** Segments whose routes and point ids were emptied */
  segments: Scalars['Int']['output'];
  trips: Scalars['Int']['output'];
  username: Scalars['ID']['output'];
};

/** One run of the daily location retention job and what it destroyed (staff) */
export type LocationRetentionRun = {
  __typename?: 'LocationRetentionRun';
  bins: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  deliveryPoints: Scalars['Int']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Per participant, by username */
  participantCounts: Array<LocationRetentionParticipantCounts>;
  participants: Scalars['Int']['output'];
  polylines: Scalars['Int']['output'];
  /** The instant the run judged periods by */
  ranAt: Scalars['DateTime']['output'];
  retentionDays: Scalars['Int']['output'];
  segments: Scalars['Int']['output'];
  /** Per trip (at most `limit`, 500 by default), by participant and trip */
  tripCounts: Array<LocationRetentionTrip>;
  trips: Scalars['Int']['output'];
};


/** One run of the daily location retention job and what it destroyed (staff) */
export type LocationRetentionRunTripCountsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  username?: InputMaybe<Scalars['ID']['input']>;
};

export type LocationRetentionRunConnection = {
  __typename?: 'LocationRetentionRunConnection';
  items: Array<LocationRetentionRun>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type LocationRetentionStatus =
  | 'DESTROYED'
  | 'KEPT';

/** What one run destroyed of one trip */
export type LocationRetentionTrip = {
  __typename?: 'LocationRetentionTrip';
  bins: Scalars['Int']['output'];
  deliveryPoints: Scalars['Int']['output'];
  destroyedAt: Scalars['DateTime']['output'];
  polylines: Scalars['Int']['output'];
  segments: Scalars['Int']['output'];
  tripId: Scalars['ID']['output'];
  username: Scalars['ID']['output'];
};

/** An event from a device or from trip processing (codes in the staff spec, section 8). Odometers km. */
export type MroEvent = {
  __typename?: 'MROEvent';
  code?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  dateTime: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  flagged: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isProcessed: Scalars['Boolean']['output'];
  mileage?: Maybe<Scalars['Float']['output']>;
  mroDeviceSerialNumber?: Maybe<Scalars['String']['output']>;
  odometerReading?: Maybe<Scalars['Float']['output']>;
  odometerReadingStart?: Maybe<Scalars['Float']['output']>;
  processLogs: Array<Scalars['JSON']['output']>;
  source?: Maybe<Scalars['String']['output']>;
  tripId?: Maybe<Scalars['ID']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  username?: Maybe<Scalars['ID']['output']>;
  vehicleId?: Maybe<Scalars['ID']['output']>;
};

/** Mileage fee and fuel-tax credit rates of a reporting type in a state */
export type MroRate = {
  __typename?: 'MRORate';
  /** Cents per litre (the stored fuel unit) */
  centsPerFuelUnit: Scalars['Float']['output'];
  /** Cents per km (the stored mileage unit); 1.8 cents a mile is 1.118468 cents a km */
  centsPerMileageUnit: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The California day the values shown took effect (null: unchanged since dated rates began) */
  effectiveFrom?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  mroType: MroType;
  /** The California day of the next scheduled change (see listRateHistory), if any */
  nextChangeFrom?: Maybe<Scalars['String']['output']>;
  state: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
};

/** A manual odometer report (odoMileage in km) with its photographs. */
export type MileageReport = {
  __typename?: 'MileageReport';
  /** Tamper signals for the mileage audit (staff only; null for anyone else) */
  auditSignals?: Maybe<MileageReportAuditSignals>;
  auditStatus: MileageReportAuditStatus;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  /** The newest dispute of the report, open or decided */
  dispute?: Maybe<Dispute>;
  /** The newest dispute's inquiry (null: never disputed) */
  disputeInquiryId?: Maybe<Scalars['ID']['output']>;
  /** The newest dispute's status (null: never disputed) */
  disputeStatus?: Maybe<DisputeStatus>;
  id: Scalars['ID']['output'];
  odoMileage: Scalars['Float']['output'];
  photos: Array<MileageReportPhoto>;
  reason?: Maybe<Scalars['String']['output']>;
  tsReportDate: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  username: Scalars['ID']['output'];
  vehicleId: Scalars['ID']['output'];
};

/** captureDate: EXIF capture date against the report date; samePhotoFile: the stored photo is attached to another report; identicalBytes: a photo with the same SHA-256 was sent in another report; reading: against the previous approved reading (lower, or more than 1,600 km a day above it) */
export type MileageReportAuditCheck =
  | 'captureDate'
  | 'identicalBytes'
  | 'reading'
  | 'samePhotoFile';

export type MileageReportAuditSignal = {
  __typename?: 'MileageReportAuditSignal';
  check: MileageReportAuditCheck;
  days?: Maybe<Scalars['Float']['output']>;
  distanceKm?: Maybe<Scalars['Float']['output']>;
  kmPerDay?: Maybe<Scalars['Float']['output']>;
  matches: Array<MileageReportMatch>;
  photoTakenAt?: Maybe<Scalars['DateTime']['output']>;
  status: MileageReportAuditSignalStatus;
};

/** warning: look closer; ok: checked, nothing found; unknown: nothing to check against */
export type MileageReportAuditSignalStatus =
  | 'ok'
  | 'unknown'
  | 'warning';

/** What the mileage audit screen shows beside the photo (staff only). */
export type MileageReportAuditSignals = {
  __typename?: 'MileageReportAuditSignals';
  /** km since that reading */
  impliedDistance?: Maybe<Scalars['Float']['output']>;
  /** A photo taken more than this many days before or after the report date is flagged */
  maxCaptureDays: Scalars['Float']['output'];
  /** Above this many km a day since the previous approved reading, the reading is flagged */
  maxKmPerDay: Scalars['Float']['output'];
  previousApprovedDate?: Maybe<Scalars['DateTime']['output']>;
  /** The vehicle's highest approved reading in km (what approving charges from) */
  previousApprovedReading?: Maybe<Scalars['Float']['output']>;
  signals: Array<MileageReportAuditSignal>;
};

export type MileageReportAuditStatus =
  | 'approved'
  | 'pending'
  | 'rejected';

export type MileageReportMatch = {
  __typename?: 'MileageReportMatch';
  auditStatus: MileageReportAuditStatus;
  id: Scalars['ID']['output'];
  tsReportDate: Scalars['DateTime']['output'];
  username: Scalars['ID']['output'];
};

export type MileageReportPhoto = {
  __typename?: 'MileageReportPhoto';
  /** Type of what url serves (image/jpeg for HEIC/HEIF originals) */
  displayMimeType?: Maybe<Scalars['String']['output']>;
  mimeType: Scalars['String']['output'];
  /** Signed link to the photo as uploaded */
  originalUrl?: Maybe<Scalars['String']['output']>;
  size: Scalars['Int']['output'];
  storageKey: Scalars['String']['output'];
  /** Signed link (15 minutes, for the signed-in viewer only) to the photo as a browser shows it: a JPEG copy for HEIC/HEIF originals */
  url?: Maybe<Scalars['String']['output']>;
};

export type MileageReportPhotoInput = {
  mimeType: Scalars['String']['input'];
  size: Scalars['Int']['input'];
  storageKey: Scalars['String']['input'];
};

export type MileageReportingOption = {
  __typename?: 'MileageReportingOption';
  activationDate?: Maybe<Scalars['DateTime']['output']>;
  /** Device settings as JSON text */
  configurableParameters?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  deliveredDate?: Maybe<Scalars['DateTime']['output']>;
  deviceImei?: Maybe<Scalars['String']['output']>;
  deviceSerialNumber: Scalars['String']['output'];
  firmwareVersion: Scalars['String']['output'];
  firstReportedDate?: Maybe<Scalars['DateTime']['output']>;
  gpsEnabled: Scalars['Boolean']['output'];
  hardwareVersion?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastReportedDate?: Maybe<Scalars['DateTime']['output']>;
  manufacturer: Scalars['String']['output'];
  model?: Maybe<Scalars['String']['output']>;
  /** Staff: the device's participant (null for participants, who know who they are) */
  participant?: Maybe<Participant>;
  shippedDate?: Maybe<Scalars['DateTime']['output']>;
  shippingCarrier?: Maybe<Scalars['String']['output']>;
  shippingTrackingNumber?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  /** The vehicle the device reports for */
  vehicle?: Maybe<Vehicle>;
  vehicleId?: Maybe<Scalars['ID']['output']>;
};

export type ModelAuditEventConnection = {
  __typename?: 'ModelAuditEventConnection';
  items: Array<AuditEvent>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelAuditEventFilterInput = {
  eventName?: InputMaybe<AuditEventName>;
  key?: InputMaybe<ModelAuditEventKeyInput>;
  updatedBy?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type ModelAuditEventKeyInput = {
  /** e.g. 'participants#' for one table's events */
  beginsWith?: InputMaybe<Scalars['String']['input']>;
  eq?: InputMaybe<Scalars['String']['input']>;
};

export type ModelConfigurationConnection = {
  __typename?: 'ModelConfigurationConnection';
  items: Array<Configuration>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelCordonConnection = {
  __typename?: 'ModelCordonConnection';
  items: Array<Cordon>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelCordonFilterInput = {
  /** Two-letter state code */
  state?: InputMaybe<Scalars['String']['input']>;
};

export type ModelDateKeyConditionInput = {
  /** Two dates: from and to, both included */
  between?: InputMaybe<Array<Scalars['DateTime']['input']>>;
  eq?: InputMaybe<Scalars['DateTime']['input']>;
  ge?: InputMaybe<Scalars['DateTime']['input']>;
  gt?: InputMaybe<Scalars['DateTime']['input']>;
  le?: InputMaybe<Scalars['DateTime']['input']>;
  lt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ModelEpaVehicleConnection = {
  __typename?: 'ModelEPAVehicleConnection';
  items: Array<EpaVehicle>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelInquiryCommentConnection = {
  __typename?: 'ModelInquiryCommentConnection';
  items: Array<InquiryComment>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelInvitationConnection = {
  __typename?: 'ModelInvitationConnection';
  items: Array<Invitation>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelInvitationFilterInput = {
  /** Part of the address, case-insensitive */
  email?: InputMaybe<Scalars['String']['input']>;
};

export type ModelMroEventConnection = {
  __typename?: 'ModelMROEventConnection';
  items: Array<MroEvent>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelMroEventFilterInput = {
  code?: InputMaybe<Scalars['Int']['input']>;
  dateTime?: InputMaybe<ModelDateKeyConditionInput>;
  flagged?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only in listMroEvents */
  isProcessed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only in listMroEvents */
  mroDeviceSerialNumber?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  /** Only in listMroEvents */
  username?: InputMaybe<Scalars['String']['input']>;
};

export type ModelMroRateConnection = {
  __typename?: 'ModelMRORateConnection';
  items: Array<MroRate>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelMroRateFilterInput = {
  mroType?: InputMaybe<MroType>;
  /** Two-letter state code */
  state?: InputMaybe<Scalars['String']['input']>;
};

export type ModelMileageReportConnection = {
  __typename?: 'ModelMileageReportConnection';
  items: Array<MileageReport>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelMileageReportFilterInput = {
  auditStatus?: InputMaybe<MileageReportAuditStatus>;
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};

export type ModelMileageReportingOptionConnection = {
  __typename?: 'ModelMileageReportingOptionConnection';
  items: Array<MileageReportingOption>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelMileageReportingOptionFilterInput = {
  createdAt?: InputMaybe<ModelDateKeyConditionInput>;
  deviceSerialNumber?: InputMaybe<Scalars['String']['input']>;
  gpsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only in listAllMileageReportingOptions */
  username?: InputMaybe<Scalars['String']['input']>;
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};

export type ModelNotificationConnection = {
  __typename?: 'ModelNotificationConnection';
  items: Array<Notification>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelNotificationFilterInput = {
  status?: InputMaybe<NotificationStatus>;
};

export type ModelParticipantConnection = {
  __typename?: 'ModelParticipantConnection';
  items: Array<Participant>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelParticipantConnectionConnection = {
  __typename?: 'ModelParticipantConnectionConnection';
  items: Array<ParticipantConnection>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelParticipantConnectionFilterInput = {
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};

export type ModelParticipantFilterInput = {
  onboardedDate?: InputMaybe<ModelDateKeyConditionInput>;
  status?: InputMaybe<ParticipantStatus>;
};

export type ModelParticipantInquiryConnection = {
  __typename?: 'ModelParticipantInquiryConnection';
  items: Array<ParticipantInquiry>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelParticipantInquiryFilterInput = {
  /** Staff: one assignee ('unassigned' for none) */
  assignee?: InputMaybe<Scalars['String']['input']>;
  /** Staff: one category */
  category?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<ModelDateKeyConditionInput>;
  status?: InputMaybe<InquiryStatus>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type ModelParticipantStatementConnection = {
  __typename?: 'ModelParticipantStatementConnection';
  items: Array<ParticipantStatement>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelParticipantStatementFilterInput = {
  /** 'System' for generated statements */
  createdBy?: InputMaybe<Scalars['String']['input']>;
  /** true: statements of staff runs (createdBy a staff member); false: createdBy 'System' */
  createdByStaff?: InputMaybe<Scalars['Boolean']['input']>;
  periodFrom?: InputMaybe<ModelDateKeyConditionInput>;
  shouldSendEmailToParticipant?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ModelPaymentCardConnection = {
  __typename?: 'ModelPaymentCardConnection';
  items: Array<PaymentCard>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelPilotProgramConnection = {
  __typename?: 'ModelPilotProgramConnection';
  items: Array<PilotProgram>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelPilotProgramFilterInput = {
  category?: InputMaybe<Scalars['String']['input']>;
};

export type ModelRateVersionConnection = {
  __typename?: 'ModelRateVersionConnection';
  items: Array<RateVersion>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelSortDirection =
  | 'ASC'
  | 'DESC';

export type ModelStatementRunConnection = {
  __typename?: 'ModelStatementRunConnection';
  items: Array<StatementRun>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelTodConnection = {
  __typename?: 'ModelTodConnection';
  items: Array<Tod>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelTodFilterInput = {
  /** Only windows that apply on this ISO weekday (1 Monday to 7 Sunday) */
  day?: InputMaybe<Scalars['Int']['input']>;
};

export type ModelTollConnection = {
  __typename?: 'ModelTollConnection';
  items: Array<Toll>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelTollFilterInput = {
  /** Two-letter state code */
  state?: InputMaybe<Scalars['String']['input']>;
};

export type ModelTollGantryConnection = {
  __typename?: 'ModelTollGantryConnection';
  items: Array<TollGantry>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelTollGantryFilterInput = {
  direction?: InputMaybe<TollGantryDirection>;
};

export type ModelTransactionConnection = {
  __typename?: 'ModelTransactionConnection';
  items: Array<Transaction>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelTransactionFilterInput = {
  status?: InputMaybe<TransactionStatus>;
};

export type ModelTransactionMileageReportConnection = {
  __typename?: 'ModelTransactionMileageReportConnection';
  items: Array<TransactionMileageReport>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelTransactionTripAdjustmentConnection = {
  __typename?: 'ModelTransactionTripAdjustmentConnection';
  items: Array<TransactionTripAdjustment>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelTransactionTripConnection = {
  __typename?: 'ModelTransactionTripConnection';
  items: Array<TransactionTrip>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelTransactionTripSegmentConnection = {
  __typename?: 'ModelTransactionTripSegmentConnection';
  items: Array<TransactionTripSegment>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelTripAdjustmentConnection = {
  __typename?: 'ModelTripAdjustmentConnection';
  items: Array<TripAdjustment>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelTripBinConnection = {
  __typename?: 'ModelTripBinConnection';
  items: Array<TripBin>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelTripConnection = {
  __typename?: 'ModelTripConnection';
  items: Array<Trip>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelTripFilterInput = {
  createdAt?: InputMaybe<ModelDateKeyConditionInput>;
  invalid?: InputMaybe<Scalars['Boolean']['input']>;
  processStatus?: InputMaybe<TripProcessStatus>;
  reviewStatus?: InputMaybe<TripReviewStatus>;
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};

export type ModelTripSegmentConnection = {
  __typename?: 'ModelTripSegmentConnection';
  items: Array<TripSegment>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelVehicleConnection = {
  __typename?: 'ModelVehicleConnection';
  items: Array<Vehicle>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelVehicleFilterInput = {
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ModelWebhookEventConnection = {
  __typename?: 'ModelWebhookEventConnection';
  items: Array<WebhookEvent>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelWebhookEventFilterInput = {
  source?: InputMaybe<Scalars['String']['input']>;
};

/** A manifest import worked by a job (startMroDeviceImport or POST /api/staff/mro-device-imports): rows done of total, then the result */
export type MroDeviceImport = {
  __typename?: 'MroDeviceImport';
  createdBy: Scalars['String']['output'];
  /** Rows handled so far */
  done: Scalars['Int']['output'];
  /** Why the job stopped (status failed) */
  error?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** From 0 to 1 */
  progress: Scalars['Float']['output'];
  result?: Maybe<BulkImportMroDevicesResult>;
  startedAt: Scalars['DateTime']['output'];
  status: MroDeviceImportStatus;
  /** Rows of the manifest */
  total: Scalars['Int']['output'];
};

export type MroDeviceImportStatus =
  | 'completed'
  | 'failed'
  | 'queued'
  | 'running';

export type MroType =
  | 'NA'
  | 'automatedWithLocation'
  | 'automatedWithoutLocation'
  | 'manual'
  | 'telematics';

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts the participant agreement and privacy policy (version 0.0.1); moves created to onboarded */
  AgreeToTerms: Participant;
  /** Registers the devices of a shipping manifest (base64 CSV or TXT) */
  bulkImportMroDevices: BulkImportMroDevicesResult;
  /** Exchanges a consent-page code for tokens (kept on the server) and creates or updates the participant's connection for the vehicle (own or staff) */
  connectTelematics: ParticipantConnection;
  createCordon: Cordon;
  /** A participant disputes a charge of theirs (staff on their behalf) within DISPUTE_PERIOD_DAYS of its statement */
  createDispute: Dispute;
  createMileageReport: MileageReport;
  createMileageReportingOption: MileageReportingOption;
  createNotification: Notification;
  createNotifications: Array<Notification>;
  createParticipantConnection: ParticipantConnection;
  createParticipantInquiry: ParticipantInquiry;
  createParticipantInquiryComment: InquiryComment;
  createPaymentCard: PaymentCard;
  /** Stores an answered eligibility survey (filled in before an account exists) */
  createSurvey: Survey;
  createTod: Tod;
  createTripAdjustment: TripAdjustment;
  createVehicle: Vehicle;
  deleteMileageReportingOption: MileageReportingOption;
  deletePaymentCard: PaymentCard;
  /** Deletes a segment that is not on a transaction or statement (those are corrected with adjustments). */
  deleteTripSegment: TripSegment;
  deleteVehicle: Vehicle;
  /** Enrolment: whether the address is invited (eligible) and whether enrolment is closed */
  emailCheck: EmailCheckResponse;
  /** Queues statement generation for the months from `from` to `to` (America/Los_Angeles) for the given participants, or everyone with something to bill; follow it with getStatementRun */
  generateStatements: StatementRun;
  /** Staff: adds invitations from a base64 CSV (columns email, pilot short name; header optional). pilot is the default for rows without one (MBUF when not given). */
  importInvitations: ImportInvitationsResult;
  /** Staff opened the inquiry: its participant messages are marked read */
  markParticipantInquiryRead: ParticipantInquiry;
  /** Creates a refund transaction (type refund) for a processed card payment and sends it to the payments provider: processed when refunded, failed when refused, pending while the provider has not answered */
  refundTransaction: Transaction;
  /** Asks for a ZIP of everything held about the participant (the participant for themselves, staff for anyone); e-mailed to the participant when ready; audited */
  requestDataExport: DataExport;
  /** Staff decide a dispute; the decision is sent to the participant and its inquiry closed */
  resolveDispute: Dispute;
  /** Queues a failed (or stuck pending) delivery for processing again; it goes back to pending. */
  retryWebhookEvent: WebhookEvent;
  /** Starts registering the devices of a shipping manifest (base64 CSV or TXT) as a job, like bulkImportMroDevices; follow it with getMroDeviceImport. A manifest larger than the 1 MiB GraphQL body goes to POST /api/staff/mro-device-imports */
  startMroDeviceImport: MroDeviceImport;
  storePaymentCardByToken: StorePaymentCardByTokenResult;
  /** Assigns trips to a participant's vehicle (the vehicle must be that participant's). */
  tripAssociate: Array<Trip>;
  updateConfiguration: Configuration;
  updateCordon: Cordon;
  updateMRORate: MroRate;
  updateMileageReport: MileageReport;
  updateMileageReportingOption: MileageReportingOption;
  /** Staff edit an event's flag, type and description. */
  updateMroEvent: MroEvent;
  updateNotification: Notification;
  updateParticipant: Participant;
  updateParticipantConnection: ParticipantConnection;
  updateParticipantInquiry: ParticipantInquiry;
  updatePaymentCard: PaymentCard;
  updatePilotProgram: PilotProgram;
  updateTod: Tod;
  updateToll: Toll;
  /** The transactions changed (paying leaves non-payable ones out) */
  updateTransaction: Array<Transaction>;
  updateTrip: Trip;
  updateVehicle: Vehicle;
  vinCheck: VinCheckResult;
};


export type MutationAgreeToTermsArgs = {
  input: AgreeToTermsInput;
};


export type MutationBulkImportMroDevicesArgs = {
  authorUsername: Scalars['String']['input'];
  manifest: Scalars['String']['input'];
};


export type MutationConnectTelematicsArgs = {
  input: ConnectTelematicsInput;
};


export type MutationCreateCordonArgs = {
  input: CreateCordonInput;
};


export type MutationCreateDisputeArgs = {
  input: CreateDisputeInput;
};


export type MutationCreateMileageReportArgs = {
  input: CreateMileageReportInput;
};


export type MutationCreateMileageReportingOptionArgs = {
  input: CreateMileageReportingOptionInput;
};


export type MutationCreateNotificationArgs = {
  input: CreateNotificationInput;
};


export type MutationCreateNotificationsArgs = {
  input: CreateNotificationsInput;
};


export type MutationCreateParticipantConnectionArgs = {
  input: CreateParticipantConnectionInput;
};


export type MutationCreateParticipantInquiryArgs = {
  input: CreateParticipantInquiryInput;
};


export type MutationCreateParticipantInquiryCommentArgs = {
  input: CreateParticipantInquiryCommentInput;
};


export type MutationCreatePaymentCardArgs = {
  input: CreatePaymentCardInput;
};


export type MutationCreateSurveyArgs = {
  input: CreateSurveyInput;
};


export type MutationCreateTodArgs = {
  input: CreateTodInput;
};


export type MutationCreateTripAdjustmentArgs = {
  input: CreateTripAdjustmentInput;
};


export type MutationCreateVehicleArgs = {
  input: CreateVehicleInput;
};


export type MutationDeleteMileageReportingOptionArgs = {
  input: DeleteMileageReportingOptionInput;
};


export type MutationDeletePaymentCardArgs = {
  input: DeletePaymentCardInput;
};


export type MutationDeleteTripSegmentArgs = {
  input: DeleteTripSegmentInput;
};


export type MutationDeleteVehicleArgs = {
  input: DeleteVehicleInput;
};


export type MutationEmailCheckArgs = {
  input: EmailCheckInput;
};


export type MutationGenerateStatementsArgs = {
  from: Scalars['DateTime']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  participantUsernames?: InputMaybe<Array<Scalars['String']['input']>>;
  shouldSendEmailToParticipant?: InputMaybe<Scalars['Boolean']['input']>;
  to: Scalars['DateTime']['input'];
};


export type MutationImportInvitationsArgs = {
  csv: Scalars['String']['input'];
  pilot?: InputMaybe<Scalars['String']['input']>;
};


export type MutationMarkParticipantInquiryReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRefundTransactionArgs = {
  input: RefundTransactionInput;
};


export type MutationRequestDataExportArgs = {
  username: Scalars['ID']['input'];
};


export type MutationResolveDisputeArgs = {
  input: ResolveDisputeInput;
};


export type MutationRetryWebhookEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStartMroDeviceImportArgs = {
  authorUsername: Scalars['String']['input'];
  manifest: Scalars['String']['input'];
};


export type MutationStorePaymentCardByTokenArgs = {
  input: StorePaymentCardByTokenInput;
};


export type MutationTripAssociateArgs = {
  trips: Array<Scalars['ID']['input']>;
  username: Scalars['ID']['input'];
  vehicle_id: Scalars['ID']['input'];
};


export type MutationUpdateConfigurationArgs = {
  input: UpdateConfigurationInput;
};


export type MutationUpdateCordonArgs = {
  input: UpdateCordonInput;
};


export type MutationUpdateMroRateArgs = {
  input: UpdateMroRateInput;
};


export type MutationUpdateMileageReportArgs = {
  input: UpdateMileageReportInput;
};


export type MutationUpdateMileageReportingOptionArgs = {
  input: UpdateMileageReportingOptionInput;
};


export type MutationUpdateMroEventArgs = {
  input: UpdateMroEventInput;
};


export type MutationUpdateNotificationArgs = {
  input: UpdateNotificationInput;
};


export type MutationUpdateParticipantArgs = {
  input: UpdateParticipantInput;
};


export type MutationUpdateParticipantConnectionArgs = {
  input: UpdateParticipantConnectionInput;
};


export type MutationUpdateParticipantInquiryArgs = {
  input: UpdateParticipantInquiryInput;
};


export type MutationUpdatePaymentCardArgs = {
  input: UpdatePaymentCardInput;
};


export type MutationUpdatePilotProgramArgs = {
  input: UpdatePilotProgramInput;
};


export type MutationUpdateTodArgs = {
  input: UpdateTodInput;
};


export type MutationUpdateTollArgs = {
  input: UpdateTollInput;
};


export type MutationUpdateTransactionArgs = {
  input: UpdateTransactionInput;
};


export type MutationUpdateTripArgs = {
  input: UpdateTripInput;
};


export type MutationUpdateVehicleArgs = {
  input: UpdateVehicleInput;
};


export type MutationVinCheckArgs = {
  input: VinCheckInput;
};

/** An e-mail to a participant: pending until the worker sends it at shouldBeSentAt */
export type Notification = {
  __typename?: 'Notification';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  /** shouldBeSentAt plus 5 minutes */
  estimatedDeliveryAt: Scalars['DateTime']['output'];
  html?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Log entries as JSON text */
  logs: Array<Scalars['String']['output']>;
  retries: Scalars['Int']['output'];
  /** The HTML sanitised for display (only paragraphs, emphasis, lists and http(s)/mailto links) */
  safeHtml?: Maybe<Scalars['String']['output']>;
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  shouldBeSentAt: Scalars['DateTime']['output'];
  status: NotificationStatus;
  statusMsg?: Maybe<Scalars['String']['output']>;
  subject?: Maybe<Scalars['String']['output']>;
  templateName?: Maybe<NotificationTemplateName>;
  text?: Maybe<Scalars['String']['output']>;
  type: NotificationType;
  updatedAt: Scalars['DateTime']['output'];
  username?: Maybe<Scalars['ID']['output']>;
};

/** A notification as it would be sent to a participant (nothing is stored) */
export type NotificationPreview = {
  __typename?: 'NotificationPreview';
  /** Sanitised for display */
  html?: Maybe<Scalars['String']['output']>;
  /** The participant's language: 'en' or 'es' */
  language: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type NotificationStatus =
  | 'cancelled'
  | 'failed'
  | 'pending'
  | 'sent';

export type NotificationTemplateName =
  | 'accountActive'
  | 'accountApproval'
  | 'accountApprovalManualProgram'
  | 'accountClose'
  | 'accountOnboarded'
  | 'accountRestored'
  | 'accountSuspended'
  | 'accountUpdateAddress'
  | 'accountUpdateName'
  | 'accountUpdatePhoneNumber'
  | 'dataExportReady'
  | 'manualProgramSubmissionReminder'
  | 'mileageReportApproveWithUpdate'
  | 'mileageReportReject'
  | 'mroInstallationReminder1'
  | 'mroInstallationReminder2'
  | 'mroMissingHeartbeat'
  | 'mroMissingHeartbeat5Days'
  | 'paymentDefault'
  | 'paymentOverdue'
  | 'paymentReminder'
  | 'statementIssued';

export type NotificationType =
  | 'email';

export type Participant = {
  __typename?: 'Participant';
  accountNo: Scalars['String']['output'];
  address: Address;
  ageGroup?: Maybe<Scalars['String']['output']>;
  agreeGlobalParticipantAgreement: Scalars['Boolean']['output'];
  agreeGlobalPrivacyPolicy: Scalars['Boolean']['output'];
  closedBy?: Maybe<Scalars['String']['output']>;
  closedDate?: Maybe<Scalars['DateTime']['output']>;
  closedReason?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  firstDataReceivedDate?: Maybe<Scalars['DateTime']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  governmentAffiliation?: Maybe<Scalars['String']['output']>;
  hasIntegrityViolation: Scalars['Boolean']['output'];
  isBillingDefault: Scalars['Boolean']['output'];
  isBillingOverdue: Scalars['Boolean']['output'];
  isCaliforniaElected: Scalars['Boolean']['output'];
  isGovernmentEmployee: Scalars['Boolean']['output'];
  isInactive: Scalars['Boolean']['output'];
  isLegislator: Scalars['Boolean']['output'];
  isVIP: Scalars['Boolean']['output'];
  isVinMismatch: Scalars['Boolean']['output'];
  language: Scalars['String']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  middleName?: Maybe<Scalars['String']['output']>;
  mroDataProviderPreference?: Maybe<Scalars['String']['output']>;
  mroDevicePreference?: Maybe<Scalars['String']['output']>;
  mroManualCapture: Scalars['Boolean']['output'];
  onboardedDate?: Maybe<Scalars['DateTime']['output']>;
  participantPilotProgramId?: Maybe<Scalars['ID']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pilotProgram?: Maybe<PilotProgram>;
  preferredContactType?: Maybe<Scalars['String']['output']>;
  roadChargeCreditCents: Scalars['Int']['output'];
  status: ParticipantStatus;
  statusMessage?: Maybe<Scalars['String']['output']>;
  sumFuelTaxCreditCents: Scalars['Int']['output'];
  sumMileageUserFeeCents: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  username: Scalars['ID']['output'];
  vehicles: Array<Vehicle>;
};

export type ParticipantConnection = {
  __typename?: 'ParticipantConnection';
  /** The provider's tokens are held (false until the consent page's code is exchanged, and after Reconnect cleared them) */
  connected: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  externalVehicleId?: Maybe<Scalars['String']['output']>;
  /** The participant must reconnect (Reconnect clears the tokens and this flag) */
  forceRestoreConnection: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  resourceProvider: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  vehicleId?: Maybe<Scalars['ID']['output']>;
};

/** The participant dashboard's figures, computed on the server (money in integer cents) */
export type ParticipantDashboard = {
  __typename?: 'ParticipantDashboard';
  /** The sum of the payable transactions (type transaction, created or failed, above 0) */
  balanceCents: Scalars['Int']['output'];
  hasStatements: Scalars['Boolean']['output'];
  /** The six months through the previous one (America/Los_Angeles), oldest first */
  months: Array<ParticipantDashboardMonth>;
  /** What the Pay button pays */
  payableTransactionIds: Array<Scalars['ID']['output']>;
  /** Charges with a payment in progress */
  pendingPaymentCents: Scalars['Int']['output'];
  /** YYYY-MM-DD (configuration PILOT_END_DATE) */
  pilotEndDate: Scalars['String']['output'];
  /** Null until the participant has data */
  projection?: Maybe<ParticipantDashboardProjection>;
  totals: ParticipantDashboardTotals;
  username: Scalars['ID']['output'];
};

/** One month of the billed chart and the participant's statement for it (if any) */
export type ParticipantDashboardMonth = {
  __typename?: 'ParticipantDashboardMonth';
  /** The statement's balance, cents */
  balanceCents?: Maybe<Scalars['Int']['output']>;
  /** The statement's new charges (totalNewChages), cents */
  billedCents: Scalars['Int']['output'];
  isProcessed: Scalars['Boolean']['output'];
  mileageKm: Scalars['Float']['output'];
  /** YYYY-MM (America/Los_Angeles) */
  month: Scalars['String']['output'];
  standing?: Maybe<BillingStanding>;
  statementId?: Maybe<Scalars['ID']['output']>;
  transactionId?: Maybe<Scalars['ID']['output']>;
  trips: Scalars['Int']['output'];
};

/** The figures at the pilot's end if the participant keeps driving as since their first data (daily average × days left); the final figures once it ended */
export type ParticipantDashboardProjection = {
  __typename?: 'ParticipantDashboardProjection';
  daysElapsed: Scalars['Int']['output'];
  daysRemaining: Scalars['Int']['output'];
  ended: Scalars['Boolean']['output'];
  fuelTaxCreditCents: Scalars['Int']['output'];
  mileageKm: Scalars['Float']['output'];
  roadChargeCents: Scalars['Int']['output'];
};

/** Everything recorded for the participant so far, billed or not: the segments of their valid trips plus their adjustments (what statements bill). Distance km, fuel litres, money cents */
export type ParticipantDashboardTotals = {
  __typename?: 'ParticipantDashboardTotals';
  adjustments: Scalars['Int']['output'];
  /** Integer cents */
  cordonFeeCents: Scalars['Int']['output'];
  firstDataAt?: Maybe<Scalars['DateTime']['output']>;
  fuelLitres: Scalars['Float']['output'];
  /** Integer cents */
  fuelTaxCreditCents: Scalars['Int']['output'];
  /** Integer cents */
  mileageFeeCents: Scalars['Int']['output'];
  mileageKm: Scalars['Float']['output'];
  /** roadChargeCents − fuelTaxCreditCents */
  netCents: Scalars['Int']['output'];
  /** Mileage + cordon + time-of-day + toll fees (before the fuel-tax credit), cents */
  roadChargeCents: Scalars['Int']['output'];
  segments: Scalars['Int']['output'];
  /** Integer cents */
  todFeeCents: Scalars['Int']['output'];
  /** Integer cents */
  tollFeeCents: Scalars['Int']['output'];
  trips: Scalars['Int']['output'];
};

export type ParticipantInquiry = {
  __typename?: 'ParticipantInquiry';
  assignee: Scalars['String']['output'];
  body?: Maybe<Scalars['String']['output']>;
  /** Sanitised HTML */
  bodyHtml?: Maybe<Scalars['String']['output']>;
  /** Policy Question, Tech Support, Account Question, Incentives, Mileage Reporting or Other */
  category?: Maybe<Scalars['String']['output']>;
  /** Every comment, oldest first (participants never receive notes); nextToken is always null */
  comments: ModelInquiryCommentConnection;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  /** The dispute this inquiry is the conversation of, if any */
  dispute?: Maybe<Dispute>;
  email?: Maybe<Scalars['String']['output']>;
  emailOriginalMessageId?: Maybe<Scalars['String']['output']>;
  emailS3Key?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  participant?: Maybe<Participant>;
  participantStatus: ParticipantInquiryStatus;
  status: InquiryStatus;
  subject?: Maybe<Scalars['String']['output']>;
  /** Staff: participant messages not yet read by staff (null for participants) */
  unreadCount?: Maybe<Scalars['Int']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};

/** What a participant sees: closed when the status is close, closed, done or completed; else open */
export type ParticipantInquiryStatus =
  | 'closed'
  | 'open';

/** A monthly statement; money in integer cents, mileage in km, fuel in litres */
export type ParticipantStatement = {
  __typename?: 'ParticipantStatement';
  adjustmentSummary: Array<ParticipantStatementAdjustmentSummary>;
  balance?: Maybe<Scalars['Int']['output']>;
  carryoverBalance: Scalars['Int']['output'];
  cordonFee: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  /** Issue date plus BILLING_BALANCE_OVERDUE_DAYS */
  dueDate: Scalars['DateTime']['output'];
  filename?: Maybe<Scalars['String']['output']>;
  fuel: Scalars['Float']['output'];
  fuelTaxCredit: Scalars['Int']['output'];
  fuelUnit?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isProcessed: Scalars['Boolean']['output'];
  /** The newest dispute of each line of the statement that was disputed (vehicle and state) */
  lineDisputes: Array<Dispute>;
  mbufFee: Scalars['Int']['output'];
  mileage: Scalars['Float']['output'];
  mileageUnit?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM */
  month: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  paidAmount: Scalars['Int']['output'];
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** A signed link to the statement's PDF for the caller, valid 15 minutes; null until the PDF has been stored */
  pdfUrl?: Maybe<Scalars['String']['output']>;
  periodFrom: Scalars['DateTime']['output'];
  periodTo: Scalars['DateTime']['output'];
  rifFee: Scalars['Int']['output'];
  shouldSendEmailToParticipant: Scalars['Boolean']['output'];
  standing: BillingStanding;
  todFee: Scalars['Int']['output'];
  tollFee: Scalars['Int']['output'];
  totalNewAdjCharges: Scalars['Int']['output'];
  totalNewChages: Scalars['Int']['output'];
  totalNewMileageFee: Scalars['Int']['output'];
  /** The transaction this statement issued for its balance (a refund when negative) */
  transactionId?: Maybe<Scalars['ID']['output']>;
  tripDieselFuelRateMetric?: Maybe<Scalars['Float']['output']>;
  tripDynamicRateBasis?: Maybe<Scalars['String']['output']>;
  trips: Scalars['Int']['output'];
  tripsSummary: Array<ParticipantStatementTripsSummary>;
  updatedAt: Scalars['DateTime']['output'];
  username: Scalars['ID']['output'];
  vehiclesSummary: Array<ParticipantStatementVehiclesSummary>;
};

export type ParticipantStatementAdjustmentSummary = {
  __typename?: 'ParticipantStatementAdjustmentSummary';
  adjCordonFee?: Maybe<Scalars['Int']['output']>;
  adjFuel: Scalars['Float']['output'];
  adjFuelFee: Scalars['Int']['output'];
  adjMileage: Scalars['Float']['output'];
  adjMileageFee: Scalars['Int']['output'];
  adjTodFee?: Maybe<Scalars['Int']['output']>;
  adjTollFee?: Maybe<Scalars['Int']['output']>;
  /** Mileage + cordon + time-of-day + toll fee deltas − fuel credit delta (cents) */
  net?: Maybe<Scalars['Int']['output']>;
  note?: Maybe<Scalars['String']['output']>;
  shortDate: Scalars['String']['output'];
  stateCode?: Maybe<Scalars['String']['output']>;
  vehicleId?: Maybe<Scalars['ID']['output']>;
};

/** Per vehicle and state: fuel in litres, mileage in km, fees in cents */
export type ParticipantStatementTripsSummary = {
  __typename?: 'ParticipantStatementTripsSummary';
  cordonFee?: Maybe<Scalars['Int']['output']>;
  fuel?: Maybe<Scalars['Float']['output']>;
  fuelFee: Scalars['Int']['output'];
  mileage: Scalars['Float']['output'];
  mileageFee: Scalars['Int']['output'];
  net: Scalars['Int']['output'];
  privateFuel?: Maybe<Scalars['Float']['output']>;
  privateMileage?: Maybe<Scalars['Float']['output']>;
  publicFuel?: Maybe<Scalars['Float']['output']>;
  publicMileage?: Maybe<Scalars['Float']['output']>;
  stateCode: Scalars['String']['output'];
  taxDifference: Scalars['Int']['output'];
  todFee?: Maybe<Scalars['Int']['output']>;
  tollFee?: Maybe<Scalars['Int']['output']>;
  vehicleId?: Maybe<Scalars['ID']['output']>;
};

export type ParticipantStatementVehiclesSummary = {
  __typename?: 'ParticipantStatementVehiclesSummary';
  fuel: Scalars['Float']['output'];
  fuelFee: Scalars['Int']['output'];
  mileage: Scalars['Float']['output'];
  mileageFee: Scalars['Int']['output'];
  taxDifference: Scalars['Int']['output'];
  vehicleId?: Maybe<Scalars['ID']['output']>;
};

export type ParticipantStatus =
  | 'active'
  | 'approved'
  | 'closed'
  | 'created'
  | 'flagged'
  | 'onboarded'
  | 'suspended';

export type ParticipantTimelineConnection = {
  __typename?: 'ParticipantTimelineConnection';
  items: Array<ParticipantTimelineItem>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** One thing that happened to a participant's account */
export type ParticipantTimelineItem = {
  __typename?: 'ParticipantTimelineItem';
  /** Who did it (username, System or system) */
  actor?: Maybe<Scalars['String']['output']>;
  amountCents?: Maybe<Scalars['Int']['output']>;
  /** When (payment: when paid; others: when created) */
  at: Scalars['DateTime']['output'];
  /** The record: audit eventId, notification, inquiry, comment, statement or transaction id */
  id: Scalars['ID']['output'];
  kind: ParticipantTimelineKind;
  /** audit: the note (e.g. closing reason); notification: status message; inquiry: category; comment: author */
  note?: Maybe<Scalars['String']['output']>;
  /** The record to open: the inquiry (inquiry, comment), statement (statement, transaction, payment) or template (notification) */
  refId?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  /** audit: the changed fields, comma-separated; notification: template; inquiry and inquiryComment: the start of the body; statement: file name; transaction and payment: type */
  summary?: Maybe<Scalars['String']['output']>;
  /** audit: INSERT/MODIFY/REMOVE; notification: subject or template; inquiry: subject; inquiryComment: message or note; statement: month; transaction and payment: description */
  title?: Maybe<Scalars['String']['output']>;
};

/** What a timeline item is */
export type ParticipantTimelineKind =
  | 'audit'
  | 'inquiry'
  | 'inquiryComment'
  | 'notification'
  | 'payment'
  | 'statement'
  | 'transaction';

/** A charge or refund sent to the payments provider for a transaction, with the provider's answer (status started, unknown, approved or declined) */
export type PaymentAttempt = {
  __typename?: 'PaymentAttempt';
  amountCents: Scalars['Int']['output'];
  attempt: Scalars['Int']['output'];
  calls: Scalars['Int']['output'];
  chargeReference?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** charge or refund */
  kind: Scalars['String']['output'];
  message?: Maybe<Scalars['String']['output']>;
  paymentMethodId?: Maybe<Scalars['ID']['output']>;
  /** The provider's reference number */
  providerReference?: Maybe<Scalars['String']['output']>;
  refundedTransactionId?: Maybe<Scalars['ID']['output']>;
  /** The provider's answer, as JSON text */
  response?: Maybe<Scalars['String']['output']>;
  serviceProviderKey: Scalars['String']['output'];
  status: Scalars['String']['output'];
  transactionId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
  username: Scalars['ID']['output'];
};

export type PaymentCard = {
  __typename?: 'PaymentCard';
  alias?: Maybe<Scalars['String']['output']>;
  billingCountryCode?: Maybe<Scalars['String']['output']>;
  billingZip?: Maybe<Scalars['String']['output']>;
  brand?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  expirationMonth?: Maybe<Scalars['Int']['output']>;
  expirationYear?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  isDefault: Scalars['Boolean']['output'];
  /** The end of the expiry month has passed */
  isExpired: Scalars['Boolean']['output'];
  last4?: Maybe<Scalars['String']['output']>;
  nameOnCard?: Maybe<Scalars['String']['output']>;
  serviceProviderKey?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  username: Scalars['ID']['output'];
};

export type PaymentProcessorResponse = {
  __typename?: 'PaymentProcessorResponse';
  referenceNumber?: Maybe<Scalars['String']['output']>;
  /** The provider's answer, as JSON text */
  transactionResponse?: Maybe<Scalars['String']['output']>;
};

export type PilotProgram = {
  __typename?: 'PilotProgram';
  category?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  details: PilotProgramDetails;
  id: Scalars['ID']['output'];
  isDeviceRequired: Scalars['Boolean']['output'];
  isGpsRequired: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** The descriptive sections of a pilot program */
export type PilotProgramDetails = {
  __typename?: 'PilotProgramDetails';
  assetsAndRoadScope?: Maybe<Scalars['String']['output']>;
  locationGPS?: Maybe<Scalars['String']['output']>;
  minimumDataRequired?: Maybe<Scalars['String']['output']>;
  participantStatement?: Maybe<Scalars['String']['output']>;
  participantsSelected?: Maybe<Scalars['String']['output']>;
};

export type PilotProgramDetailsInput = {
  assetsAndRoadScope?: InputMaybe<Scalars['String']['input']>;
  locationGPS?: InputMaybe<Scalars['String']['input']>;
  minimumDataRequired?: InputMaybe<Scalars['String']['input']>;
  participantStatement?: InputMaybe<Scalars['String']['input']>;
  participantsSelected?: InputMaybe<Scalars['String']['input']>;
};

/** What createNotification would send to this participant */
export type PreviewNotificationInput = {
  html?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  templateName?: InputMaybe<NotificationTemplateName>;
  text?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['ID']['input'];
};

/** The privacy centre: what is held about the participant, how long it is kept, and their export */
export type PrivacyCentre = {
  __typename?: 'PrivacyCentre';
  /** Days after the account is closed that its personal data is erased (the money records stay under the account's id) */
  accountErasureDays: Scalars['Int']['output'];
  counts: PrivacyDataCounts;
  exportRetentionDays: Scalars['Int']['output'];
  latestExport?: Maybe<DataExport>;
  /** Days after a trip is paid or its dispute closed that its location data is destroyed */
  locationRetentionDays: Scalars['Int']['output'];
  /** YYYY-MM-DD (configuration PILOT_END_DATE) */
  pilotEndDate: Scalars['String']['output'];
  /** Days after the pilot ends that the other personal data is destroyed */
  pilotEndRetentionDays: Scalars['Int']['output'];
  /** automatedWithLocation is the only option that records GPS */
  reportingOption?: Maybe<PrivacyReportingOption>;
  username: Scalars['ID']['output'];
};

/** How many records of each category the product holds about the participant */
export type PrivacyDataCounts = {
  __typename?: 'PrivacyDataCounts';
  connections: Scalars['Int']['output'];
  devices: Scalars['Int']['output'];
  emails: Scalars['Int']['output'];
  locationPoints: Scalars['Int']['output'];
  /** Inquiries and their messages (not staff notes) */
  messages: Scalars['Int']['output'];
  paymentCards: Scalars['Int']['output'];
  photos: Scalars['Int']['output'];
  statements: Scalars['Int']['output'];
  transactions: Scalars['Int']['output'];
  trips: Scalars['Int']['output'];
  /** Trips whose GPS points or route are still held */
  tripsWithLocation: Scalars['Int']['output'];
  vehicles: Scalars['Int']['output'];
};

export type PrivacyReportingOption =
  | 'automatedWithLocation'
  | 'automatedWithoutLocation'
  | 'manual'
  | 'telematics';

export type Query = {
  __typename?: 'Query';
  /** How many reports have an audit status (pending reports remaining on the audit screen). */
  countMileageReportsByAuditStatus: Scalars['Int']['output'];
  getAccountErasureRun?: Maybe<AccountErasureRun>;
  getConfiguration?: Maybe<Configuration>;
  getCordon?: Maybe<Cordon>;
  /** A trip's, statement line's or mileage report's charge as the dispute form shows it (its participant or staff); a statement line's itemId is statementId/stateCode/vehicleId */
  getDisputableItem: DisputableItem;
  getDispute: Dispute;
  /** EPA vehicles of a make (any case) and model year, by model */
  getEPAVehiclesByMakeByYear: ModelEpaVehicleConnection;
  getEventsByEventNameByTimestamp: ModelAuditEventConnection;
  getEventsByKeyByTimestamp: ModelAuditEventConnection;
  getEventsByUpdatedByByTimestamp: ModelAuditEventConnection;
  getEventsByUsernameByTimestamp: ModelAuditEventConnection;
  /** One participant's inquiries (own or staff), newest first by default; status narrows to one status */
  getInquiriesByUsernameByStatus: ModelParticipantInquiryConnection;
  /** The participant's latest own-data export and its status (the participant, or staff) */
  getLatestDataExport?: Maybe<DataExport>;
  getLocationRetentionRun?: Maybe<LocationRetentionRun>;
  getMileageReportingOption: MileageReportingOption;
  /** Reports with an audit status, oldest first (the mileage audit queue). */
  getMileageReportsByAuditStatus: ModelMileageReportConnection;
  /** Staff: the progress and, once completed, the result of a device import job; null when there is no such import */
  getMroDeviceImport?: Maybe<MroDeviceImport>;
  /** Processed or unprocessed events, newest first; the last 7 days when dateTime is omitted. */
  getMroEventsByIsProcessedByDateTime: ModelMroEventConnection;
  /** A device's events, newest first. */
  getMroEventsByMroDeviceSerialNumber: ModelMroEventConnection;
  /** A trip's events, oldest first (the trip's participant or staff). */
  getMroEventsByTripId: ModelMroEventConnection;
  /** A participant's events, newest first (filter flagged). */
  getMroEventsByUsername: ModelMroEventConnection;
  getNotificationsByStatusByShouldBeSentAt: ModelNotificationConnection;
  getNotificationsByUsername: ModelNotificationConnection;
  getParticipant?: Maybe<Participant>;
  /** The participant dashboard: balance, payable ids, recorded totals, six months billed, projection */
  getParticipantDashboard: ParticipantDashboard;
  getParticipantInquiry?: Maybe<ParticipantInquiry>;
  getParticipantStatement?: Maybe<ParticipantStatement>;
  getParticipantStatementsByUsername: ModelParticipantStatementConnection;
  /** Staff: a participant's timeline — changes of the account record (audit), notifications, inquiries and comments, statements, transactions and payments — newest first by default */
  getParticipantTimeline: ParticipantTimelineConnection;
  /** Staff: participants of one status by creation time (newest first by default) */
  getParticipantsByStatus: ModelParticipantConnection;
  /** Staff: the provider calls of a transaction and of the refunds of its charge, oldest first (at most 200) */
  getPaymentAttemptsByTransactionId: Array<PaymentAttempt>;
  getPaymentCard?: Maybe<PaymentCard>;
  getPilotProgram?: Maybe<PilotProgram>;
  /** The privacy centre of a participant (the participant, or staff) */
  getPrivacyCentre: PrivacyCentre;
  getStatementRun?: Maybe<StatementRun>;
  getTod?: Maybe<Tod>;
  getTransaction?: Maybe<Transaction>;
  getTransactionsByStatementId: ModelTransactionConnection;
  getTransactionsByTypeByCreatedAt: ModelTransactionConnection;
  getTransactionsByUsernameByCreatedAt: ModelTransactionConnection;
  /** One trip: own (processed, at least 0.06 km) for a participant, any for staff. */
  getTrip?: Maybe<Trip>;
  getTripAdjustmentsByTransactionId: ModelTransactionTripAdjustmentConnection;
  getTripSegmentsByTransactionId: ModelTransactionTripSegmentConnection;
  getTripsByProcessStatusByCreatedAt: ModelTripConnection;
  getTripsByReviewStatusByCreatedAt: ModelTripConnection;
  /** A participant's trips, newest first; participants see only processed trips of 0.06 km or more. */
  getTripsByUsernameByCreatedAt: ModelTripConnection;
  /** The trips a participant sees (processed, 0.06 km or more) by when they were driven (tsStart), newest first: the participant's Trips tab. Staff get the same view. */
  getTripsByUsernameByTsStart: ModelTripConnection;
  /** Deliveries with a status, newest first; those of the last month when createdAt is omitted. */
  getWebhookEventsByStatusByCreatedAt: ModelWebhookEventConnection;
  /** Staff: unread participant messages over all inquiries (the console's top bar) */
  inquiryUnreadTotal: InquiryUnreadTotal;
  /** Staff: the runs of the account erasure job, newest first */
  listAccountErasureRuns: AccountErasureRunConnection;
  /** Staff: the Devices table (every participant, or one with filter.username), newest first by default; at most 100 a page */
  listAllMileageReportingOptions: ModelMileageReportingOptionConnection;
  listConfigurations: ModelConfigurationConnection;
  listCordons: ModelCordonConnection;
  /** The makes of the EPA list for a model year, sorted (the enrolment form make list) */
  listEPAMakes: Array<Scalars['String']['output']>;
  /** The models of the EPA list for a make (any case) and model year, sorted */
  listEPAModels: Array<Scalars['String']['output']>;
  /** Staff: the pilot invitation list, newest first by default */
  listInvitations: ModelInvitationConnection;
  /** Staff: the runs of the location retention job, newest first */
  listLocationRetentionRuns: LocationRetentionRunConnection;
  listMRORates: ModelMroRateConnection;
  /** A participant's reporting devices (own, or any for staff), newest first by default */
  listMileageReportingOptions: ModelMileageReportingOptionConnection;
  /** A participant's reports, newest reading first (own, or any for staff). */
  listMileageReports: ModelMileageReportConnection;
  /** Staff: every event in a range, newest first; the last 7 days when dateTime is omitted. Filter by isProcessed, device serial, username, code, flagged. */
  listMroEvents: ModelMroEventConnection;
  /** A participant's vehicle-data connections (own, or any for staff), newest first by default */
  listParticipantConnections: ModelParticipantConnectionConnection;
  /** An inquiry's comments, oldest first by default; participants never receive notes */
  listParticipantInquiryComments: ModelInquiryCommentConnection;
  /** Staff: every inquiry, newest first by default (filter by createdAt range, status, username) */
  listParticipantInquirys: ModelParticipantInquiryConnection;
  listParticipantStatements: ModelParticipantStatementConnection;
  /** Staff: participants by creation time (newest first by default), filtered by onboardedDate and status */
  listParticipants: ModelParticipantConnection;
  /** A participant's saved cards (newest first) */
  listPaymentCards: ModelPaymentCardConnection;
  /** Same as listPaymentCards */
  listPaymentMethods: ModelPaymentCardConnection;
  listPilotPrograms: ModelPilotProgramConnection;
  /** Staff: the dated versions of one rate (MRO rate, cordon, time of day or toll), newest first */
  listRateHistory: ModelRateVersionConnection;
  listStatementRuns: ModelStatementRunConnection;
  listTods: ModelTodConnection;
  listTollGantries: ModelTollGantryConnection;
  listTolls: ModelTollConnection;
  listTripAdjustments: ModelTripAdjustmentConnection;
  /** GPS points of a trip (its participant and staff); empty for devices without location. */
  listTripBins: ModelTripBinConnection;
  /** Segments of a trip; participants do not see state segments in CA nor public/private ones outside CA. */
  listTripSegments: ModelTripSegmentConnection;
  /** All trips, newest first (filter createdAt range). */
  listTrips: ModelTripConnection;
  /** A participant's vehicles (own, or any for staff), newest first by default */
  listVehicles: ModelVehicleConnection;
  /** The city and state of a five-digit ZIP code (null when unknown); the address forms fill them in */
  lookupZip?: Maybe<ZipPlace>;
  previewNotification: NotificationPreview;
  /** Staff: the participant list and its search box. `search` matches, without case, the start of a first name, last name, "first last", e-mail, account number, phone number (digits only), VIN of a vehicle or serial number of a device. limit: 20 by default, at most 100; createdAt DESC by default. */
  searchParticipants: ModelParticipantConnection;
  /** Staff /transactions: transactions created in a range (both ends required, at most 366 days), filtered by status, standing, type and participant together; newest first. limit: 100 by default and at most. */
  searchTransactions: ModelTransactionConnection;
  /** Staff: trips created in a range (both ends required, at most 366 days), every process status and invalid ones too, filtered by process status, review status, validity, participant, pilot program and vehicle together; newest first. limit: 100 by default and at most. */
  searchTrips: ModelTripConnection;
  /** Staff: the console search box. The trip, device (serial number) and transaction whose id is exactly the query, then up to 8 participants as searchParticipants(search:) finds them. */
  staffSearch: Array<StaffSearchHit>;
  /** Staff /transactions summary chips: the totals of everything searchTransactions selects with the same arguments */
  summarizeTransactions: TransactionSummary;
};


export type QueryCountMileageReportsByAuditStatusArgs = {
  auditStatus: MileageReportAuditStatus;
};


export type QueryGetAccountErasureRunArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetConfigurationArgs = {
  key: Scalars['String']['input'];
};


export type QueryGetCordonArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetDisputableItemArgs = {
  itemId: Scalars['ID']['input'];
  itemType: DisputeItemType;
};


export type QueryGetDisputeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetEpaVehiclesByMakeByYearArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  make: Scalars['String']['input'];
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  year: Scalars['Int']['input'];
};


export type QueryGetEventsByEventNameByTimestampArgs = {
  eventName: AuditEventName;
  filter?: InputMaybe<ModelAuditEventFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  timestamp?: InputMaybe<ModelDateKeyConditionInput>;
};


export type QueryGetEventsByKeyByTimestampArgs = {
  filter?: InputMaybe<ModelAuditEventFilterInput>;
  key: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  timestamp?: InputMaybe<ModelDateKeyConditionInput>;
};


export type QueryGetEventsByUpdatedByByTimestampArgs = {
  filter?: InputMaybe<ModelAuditEventFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  timestamp?: InputMaybe<ModelDateKeyConditionInput>;
  updatedBy: Scalars['String']['input'];
};


export type QueryGetEventsByUsernameByTimestampArgs = {
  filter?: InputMaybe<ModelAuditEventFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  timestamp?: InputMaybe<ModelDateKeyConditionInput>;
  username: Scalars['String']['input'];
};


export type QueryGetInquiriesByUsernameByStatusArgs = {
  filter?: InputMaybe<ModelParticipantInquiryFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  status?: InputMaybe<InquiryStatus>;
  username: Scalars['String']['input'];
};


export type QueryGetLatestDataExportArgs = {
  username: Scalars['ID']['input'];
};


export type QueryGetLocationRetentionRunArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetMileageReportingOptionArgs = {
  id: Scalars['ID']['input'];
  username: Scalars['String']['input'];
};


export type QueryGetMileageReportsByAuditStatusArgs = {
  auditStatus: MileageReportAuditStatus;
  filter?: InputMaybe<ModelMileageReportFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryGetMroDeviceImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetMroEventsByIsProcessedByDateTimeArgs = {
  dateTime?: InputMaybe<ModelDateKeyConditionInput>;
  filter?: InputMaybe<ModelMroEventFilterInput>;
  isProcessed: Scalars['Boolean']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryGetMroEventsByMroDeviceSerialNumberArgs = {
  dateTime?: InputMaybe<ModelDateKeyConditionInput>;
  filter?: InputMaybe<ModelMroEventFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  mroDeviceSerialNumber: Scalars['String']['input'];
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryGetMroEventsByTripIdArgs = {
  filter?: InputMaybe<ModelMroEventFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  tripId: Scalars['ID']['input'];
};


export type QueryGetMroEventsByUsernameArgs = {
  dateTime?: InputMaybe<ModelDateKeyConditionInput>;
  filter?: InputMaybe<ModelMroEventFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  username: Scalars['ID']['input'];
};


export type QueryGetNotificationsByStatusByShouldBeSentAtArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  shouldBeSentAt?: InputMaybe<ModelDateKeyConditionInput>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  status: NotificationStatus;
};


export type QueryGetNotificationsByUsernameArgs = {
  filter?: InputMaybe<ModelNotificationFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  username: Scalars['ID']['input'];
};


export type QueryGetParticipantArgs = {
  username: Scalars['ID']['input'];
};


export type QueryGetParticipantDashboardArgs = {
  username: Scalars['ID']['input'];
};


export type QueryGetParticipantInquiryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetParticipantStatementArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetParticipantStatementsByUsernameArgs = {
  filter?: InputMaybe<ModelParticipantStatementFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  username: Scalars['ID']['input'];
};


export type QueryGetParticipantTimelineArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  username: Scalars['ID']['input'];
};


export type QueryGetParticipantsByStatusArgs = {
  createdAt?: InputMaybe<ModelDateKeyConditionInput>;
  filter?: InputMaybe<ModelParticipantFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  status: ParticipantStatus;
};


export type QueryGetPaymentAttemptsByTransactionIdArgs = {
  transactionId: Scalars['ID']['input'];
};


export type QueryGetPaymentCardArgs = {
  id: Scalars['ID']['input'];
  username: Scalars['ID']['input'];
};


export type QueryGetPilotProgramArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetPrivacyCentreArgs = {
  username: Scalars['ID']['input'];
};


export type QueryGetStatementRunArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetTodArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetTransactionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetTransactionsByStatementIdArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  statementId: Scalars['ID']['input'];
};


export type QueryGetTransactionsByTypeByCreatedAtArgs = {
  createdAt?: InputMaybe<ModelDateKeyConditionInput>;
  filter?: InputMaybe<ModelTransactionFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  type: TransactionType;
};


export type QueryGetTransactionsByUsernameByCreatedAtArgs = {
  createdAt?: InputMaybe<ModelDateKeyConditionInput>;
  filter?: InputMaybe<ModelTransactionFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  username: Scalars['ID']['input'];
};


export type QueryGetTripArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetTripAdjustmentsByTransactionIdArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  transactionId: Scalars['ID']['input'];
};


export type QueryGetTripSegmentsByTransactionIdArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  transactionId: Scalars['ID']['input'];
};


export type QueryGetTripsByProcessStatusByCreatedAtArgs = {
  createdAt?: InputMaybe<ModelDateKeyConditionInput>;
  filter?: InputMaybe<ModelTripFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  processStatus: TripProcessStatus;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryGetTripsByReviewStatusByCreatedAtArgs = {
  createdAt?: InputMaybe<ModelDateKeyConditionInput>;
  filter?: InputMaybe<ModelTripFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  reviewStatus: TripReviewStatus;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryGetTripsByUsernameByCreatedAtArgs = {
  createdAt?: InputMaybe<ModelDateKeyConditionInput>;
  filter?: InputMaybe<ModelTripFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  participantView?: InputMaybe<Scalars['Boolean']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  username: Scalars['ID']['input'];
};


export type QueryGetTripsByUsernameByTsStartArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  username: Scalars['ID']['input'];
};


export type QueryGetWebhookEventsByStatusByCreatedAtArgs = {
  createdAt?: InputMaybe<ModelDateKeyConditionInput>;
  filter?: InputMaybe<ModelWebhookEventFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  status: WebhookEventStatus;
};


export type QueryListAccountErasureRunsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListAllMileageReportingOptionsArgs = {
  filter?: InputMaybe<ModelMileageReportingOptionFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListConfigurationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListCordonsArgs = {
  filter?: InputMaybe<ModelCordonFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListEpaMakesArgs = {
  year: Scalars['Int']['input'];
};


export type QueryListEpaModelsArgs = {
  make: Scalars['String']['input'];
  year: Scalars['Int']['input'];
};


export type QueryListInvitationsArgs = {
  filter?: InputMaybe<ModelInvitationFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListLocationRetentionRunsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListMroRatesArgs = {
  filter?: InputMaybe<ModelMroRateFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListMileageReportingOptionsArgs = {
  filter?: InputMaybe<ModelMileageReportingOptionFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  username: Scalars['String']['input'];
};


export type QueryListMileageReportsArgs = {
  filter?: InputMaybe<ModelMileageReportFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  tsReportDate?: InputMaybe<ModelDateKeyConditionInput>;
  username: Scalars['ID']['input'];
};


export type QueryListMroEventsArgs = {
  dateTime?: InputMaybe<ModelDateKeyConditionInput>;
  filter?: InputMaybe<ModelMroEventFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListParticipantConnectionsArgs = {
  filter?: InputMaybe<ModelParticipantConnectionFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  username: Scalars['String']['input'];
};


export type QueryListParticipantInquiryCommentsArgs = {
  inquiryId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListParticipantInquirysArgs = {
  filter?: InputMaybe<ModelParticipantInquiryFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListParticipantStatementsArgs = {
  filter?: InputMaybe<ModelParticipantStatementFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListParticipantsArgs = {
  filter?: InputMaybe<ModelParticipantFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListPaymentCardsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  username: Scalars['ID']['input'];
};


export type QueryListPaymentMethodsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  username: Scalars['ID']['input'];
};


export type QueryListPilotProgramsArgs = {
  filter?: InputMaybe<ModelPilotProgramFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListRateHistoryArgs = {
  id: Scalars['ID']['input'];
  kind: RateKind;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListStatementRunsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListTodsArgs = {
  filter?: InputMaybe<ModelTodFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListTollGantriesArgs = {
  filter?: InputMaybe<ModelTollGantryFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  tollId: Scalars['ID']['input'];
};


export type QueryListTollsArgs = {
  filter?: InputMaybe<ModelTollFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListTripAdjustmentsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  tripId: Scalars['ID']['input'];
};


export type QueryListTripBinsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  tripId: Scalars['ID']['input'];
};


export type QueryListTripSegmentsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  tripId: Scalars['ID']['input'];
};


export type QueryListTripsArgs = {
  filter?: InputMaybe<ModelTripFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListVehiclesArgs = {
  filter?: InputMaybe<ModelVehicleFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  username: Scalars['String']['input'];
};


export type QueryLookupZipArgs = {
  zip: Scalars['String']['input'];
};


export type QueryPreviewNotificationArgs = {
  input: PreviewNotificationInput;
};


export type QuerySearchParticipantsArgs = {
  filter?: InputMaybe<StaffParticipantFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
  sortField?: InputMaybe<StaffParticipantSortField>;
};


export type QuerySearchTransactionsArgs = {
  createdAt: ModelDateKeyConditionInput;
  filter?: InputMaybe<StaffTransactionSearchFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QuerySearchTripsArgs = {
  createdAt: ModelDateKeyConditionInput;
  filter?: InputMaybe<StaffTripSearchFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryStaffSearchArgs = {
  query: Scalars['String']['input'];
};


export type QuerySummarizeTransactionsArgs = {
  createdAt: ModelDateKeyConditionInput;
  filter?: InputMaybe<StaffTransactionSearchFilterInput>;
};

export type RateKind =
  | 'cordon'
  | 'mroRate'
  | 'tod'
  | 'toll';

/** One dated version of a rate’s priced fields: in force from effectiveAt until the next version (decision 011) */
export type RateVersion = {
  __typename?: 'RateVersion';
  centsPerFuelUnit?: Maybe<Scalars['Float']['output']>;
  centsPerMileageUnit?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy: Scalars['String']['output'];
  days?: Maybe<Array<Scalars['Int']['output']>>;
  /** The instant the version takes effect */
  effectiveAt: Scalars['DateTime']['output'];
  /** YYYY-MM-DD (America/Los_Angeles); 1970-01-01 marks the values before dated changes began */
  effectiveFrom: Scalars['String']['output'];
  entityId: Scalars['ID']['output'];
  entryFeeCents?: Maybe<Scalars['Int']['output']>;
  exitFeeCents?: Maybe<Scalars['Int']['output']>;
  feeCents?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  internalEnd?: Maybe<Scalars['String']['output']>;
  internalStart?: Maybe<Scalars['String']['output']>;
  kind: RateKind;
  minimumDistanceInMileageUnit?: Maybe<Scalars['Float']['output']>;
  minimumTotalDistanceInMileageUnit?: Maybe<Scalars['Float']['output']>;
  zones?: Maybe<Array<CordonZone>>;
};

/** Staff refund of a processed card payment: amountCents (integer cents) defaults to all of the payment not yet refunded */
export type RefundTransactionInput = {
  amountCents?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** The refund transaction's id, chosen by the caller (a UUID): sending the same id again returns that refund instead of refunding twice */
  id?: InputMaybe<Scalars['ID']['input']>;
  transactionId: Scalars['ID']['input'];
};

export type ResolveDisputeInput = {
  /** Upheld: a credit of at most the disputed amount (default 0) */
  creditCents?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  /** The decision, sent to the participant as a message */
  note: Scalars['String']['input'];
  outcome: DisputeOutcome;
};

/** Every condition given must hold */
export type StaffParticipantFilterInput = {
  /** All of these flags are set */
  flags?: InputMaybe<Array<StaffParticipantFlag>>;
  onboardedDate?: InputMaybe<ModelDateKeyConditionInput>;
  participantPilotProgramId?: InputMaybe<Scalars['ID']['input']>;
  /** Any of these statuses */
  status?: InputMaybe<Array<ParticipantStatus>>;
};

/** A flag the staff list filters on */
export type StaffParticipantFlag =
  | 'hasIntegrityViolation'
  | 'isBillingDefault'
  | 'isBillingOverdue'
  | 'isInactive'
  | 'isVinMismatch';

/** Order of the staff list, ties broken by username. lastName and email ignore case (no last name sorts as empty); no onboardedDate sorts before every date (last when DESC). */
export type StaffParticipantSortField =
  | 'accountNo'
  | 'createdAt'
  | 'email'
  | 'lastName'
  | 'onboardedDate'
  | 'status';

/** One thing the console search found; username is the participant it belongs to */
export type StaffSearchHit = {
  __typename?: 'StaffSearchHit';
  id: Scalars['ID']['output'];
  kind: StaffSearchKind;
  label: Scalars['String']['output'];
  username?: Maybe<Scalars['String']['output']>;
};

export type StaffSearchKind =
  | 'device'
  | 'participant'
  | 'transaction'
  | 'trip';

export type StaffTransactionSearchFilterInput = {
  standing?: InputMaybe<BillingStanding>;
  status?: InputMaybe<TransactionStatus>;
  type?: InputMaybe<TransactionType>;
  username?: InputMaybe<Scalars['ID']['input']>;
};

/** What the staff trip search filters by besides its createdAt range; every given condition applies. */
export type StaffTripSearchFilterInput = {
  invalid?: InputMaybe<Scalars['Boolean']['input']>;
  /** The trip's pilot program */
  pilotProgramId?: InputMaybe<Scalars['ID']['input']>;
  processStatus?: InputMaybe<TripProcessStatus>;
  reviewStatus?: InputMaybe<TripReviewStatus>;
  /** The trip's participant */
  username?: InputMaybe<Scalars['ID']['input']>;
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};

/** One statement generation (generateStatements or the monthly schedule) and its progress: participants done of total, PDFs done of statements created */
export type StatementRun = {
  __typename?: 'StatementRun';
  /** Participant-months left alone because the participant already had a statement for that month (never billed twice) */
  alreadyBilled: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdBy: Scalars['String']['output'];
  emailsQueued: Scalars['Int']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** YYYY-MM, America/Los_Angeles, oldest first */
  months: Array<Scalars['String']['output']>;
  note?: Maybe<Scalars['String']['output']>;
  participantUsernames?: Maybe<Array<Scalars['String']['output']>>;
  participantsDone: Scalars['Int']['output'];
  /** Participants whose billing job failed for good (see statusMessage) */
  participantsFailed: Scalars['Int']['output'];
  participantsTotal: Scalars['Int']['output'];
  pdfsDone: Scalars['Int']['output'];
  /** Statements whose PDF could not be rendered or stored */
  pdfsFailed: Scalars['Int']['output'];
  periodFrom: Scalars['DateTime']['output'];
  periodTo: Scalars['DateTime']['output'];
  /** From 0 to 1 */
  progress: Scalars['Float']['output'];
  shouldSendEmailToParticipant: Scalars['Boolean']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  statementsCreated: Scalars['Int']['output'];
  status: StatementRunStatus;
  statusMessage?: Maybe<Scalars['String']['output']>;
  /** 'staff' or 'schedule' */
  trigger: Scalars['String']['output'];
};

export type StatementRunStatus =
  | 'completed'
  | 'failed'
  | 'queued'
  | 'running';

/** The card-entry widget's token; brand, last four and expiry come from the provider */
export type StorePaymentCardByTokenInput = {
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  nameOnCard?: InputMaybe<Scalars['String']['input']>;
  serviceProviderKey?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
  username: Scalars['ID']['input'];
};

export type StorePaymentCardByTokenResult = {
  __typename?: 'StorePaymentCardByTokenResult';
  paymentMethodId: Scalars['ID']['output'];
};

export type Survey = {
  __typename?: 'Survey';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  questions: Array<SurveyQuestion>;
  surveyId: Scalars['String']['output'];
};

export type SurveyQuestion = {
  __typename?: 'SurveyQuestion';
  answer?: Maybe<Scalars['String']['output']>;
  question: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type SurveyQuestionInput = {
  answer?: InputMaybe<Scalars['String']['input']>;
  question: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

/** A time-of-day rate: cents per km driven inside the window on its days */
export type Tod = {
  __typename?: 'Tod';
  /** Cents per km (the stored mileage unit); 1.8 cents a mile is 1.118468 cents a km */
  centsPerMileageUnit: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** ISO weekdays, Monday 1 to Sunday 7 */
  days: Array<Scalars['Int']['output']>;
  /** The California day the values shown took effect (null: unchanged since dated rates began) */
  effectiveFrom?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Local time HH:MM */
  internalEnd?: Maybe<Scalars['String']['output']>;
  /** Local time HH:MM */
  internalStart?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The California day of the next scheduled change (see listRateHistory), if any */
  nextChangeFrom?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
};

/** A toll facility (bridge or toll road) */
export type Toll = {
  __typename?: 'Toll';
  createdAt: Scalars['DateTime']['output'];
  /** The California day the values shown took effect (null: unchanged since dated rates began) */
  effectiveFrom?: Maybe<Scalars['String']['output']>;
  /** Charged once per passage of one of its gantries */
  feeCents: Scalars['Int']['output'];
  /** Number of toll points (gantries) of the facility */
  gantryCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The California day of the next scheduled change (see listRateHistory), if any */
  nextChangeFrom?: Maybe<Scalars['String']['output']>;
  state: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
};

/** A toll point of a toll facility, charged when a route passes it in its direction */
export type TollGantry = {
  __typename?: 'TollGantry';
  assetId: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  direction?: Maybe<TollGantryDirection>;
  id: Scalars['ID']['output'];
  lat: Scalars['Float']['output'];
  lon: Scalars['Float']['output'];
  tollId?: Maybe<Scalars['ID']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type TollGantryDirection =
  | 'E'
  | 'N'
  | 'S'
  | 'W';

/** A charge or refund on a participant account; money in integer cents */
export type Transaction = {
  __typename?: 'Transaction';
  amountCents: Scalars['Int']['output'];
  carryoverTransactionId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  /** What the server's description says (null: staff wrote it, show description as it is) */
  describedAs?: Maybe<TransactionDescription>;
  description?: Maybe<Scalars['String']['output']>;
  discountCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The manual odometer reports whose distance this transaction bills, by reading date */
  mileageReports: ModelTransactionMileageReportConnection;
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** Last four digits of the paying card */
  paymentInfo?: Maybe<Scalars['String']['output']>;
  paymentMethodId?: Maybe<Scalars['ID']['output']>;
  paymentProcessorResponse?: Maybe<PaymentProcessorResponse>;
  /** Brand of the paying card */
  paymentType?: Maybe<Scalars['String']['output']>;
  retries: Scalars['Int']['output'];
  standing: BillingStanding;
  statementId?: Maybe<Scalars['ID']['output']>;
  status: TransactionStatus;
  statusMessage?: Maybe<Scalars['String']['output']>;
  subtotalCents: Scalars['Int']['output'];
  tripAdjustments: ModelTransactionTripAdjustmentConnection;
  tripSegments: ModelTransactionTripSegmentConnection;
  /** The trips whose segments this transaction bills, by trip start */
  trips: ModelTransactionTripConnection;
  type: TransactionType;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  username: Scalars['ID']['output'];
};


/** A charge or refund on a participant account; money in integer cents */
export type TransactionMileageReportsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


/** A charge or refund on a participant account; money in integer cents */
export type TransactionTripAdjustmentsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


/** A charge or refund on a participant account; money in integer cents */
export type TransactionTripSegmentsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


/** A charge or refund on a participant account; money in integer cents */
export type TransactionTripsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};

/** A description the server wrote, as a code and its values, for each reader to put in their language */
export type TransactionDescription = {
  __typename?: 'TransactionDescription';
  key: TransactionDescriptionKey;
  /** The statement's month, YYYY-MM */
  month?: Maybe<Scalars['String']['output']>;
};

export type TransactionDescriptionKey =
  | 'statement'
  | 'statementCreditRefund';

/** A manual odometer report whose distance a transaction bills, with what it charged (km, cents) */
export type TransactionMileageReport = {
  __typename?: 'TransactionMileageReport';
  auditStatus: Scalars['String']['output'];
  fuelTaxCreditCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  mileageFeeCents: Scalars['Int']['output'];
  /** The distance charged, km */
  mileageKm: Scalars['Float']['output'];
  /** The approved odometer reading, km */
  odoMileageKm: Scalars['Float']['output'];
  paymentStatus: BilledMileageReportPaymentStatus;
  tripId: Scalars['ID']['output'];
  tsReportDate: Scalars['DateTime']['output'];
  vehicleId: Scalars['ID']['output'];
};

export type TransactionStatus =
  | 'carriedOver'
  | 'created'
  | 'default'
  | 'due'
  | 'failed'
  | 'overdue'
  | 'pending'
  | 'processed';

/** Totals of everything a staff transaction search selects (all pages): count, and charges minus refunds in cents; a carried-over transaction is counted without its amount (the newer transaction that carried it holds it) */
export type TransactionSummary = {
  __typename?: 'TransactionSummary';
  amountCents: Scalars['Int']['output'];
  byStanding: Array<TransactionTotal>;
  byStatus: Array<TransactionTotal>;
  charges: TransactionTotal;
  count: Scalars['Int']['output'];
  refunds: TransactionTotal;
};

/** How many transactions and their amount in cents (refunds count down) */
export type TransactionTotal = {
  __typename?: 'TransactionTotal';
  amountCents: Scalars['Int']['output'];
  count: Scalars['Int']['output'];
  /** The status, standing or type totalled */
  key: Scalars['String']['output'];
};

/** A trip billed by a transaction: the sums of the trip's segments on it (km, litres, cents) */
export type TransactionTrip = {
  __typename?: 'TransactionTrip';
  cordonFeeCents: Scalars['Int']['output'];
  fuelLitres: Scalars['Float']['output'];
  fuelTaxCreditCents: Scalars['Int']['output'];
  mileageFeeCents: Scalars['Int']['output'];
  mileageKm: Scalars['Float']['output'];
  /** N/A, failed, paid in full, paid in part, pending: from the billed segments (rule in packages/domain/src/trips.ts) */
  paymentStatus: Scalars['String']['output'];
  segments: Scalars['Int']['output'];
  todFeeCents: Scalars['Int']['output'];
  tollFeeCents: Scalars['Int']['output'];
  tripId: Scalars['ID']['output'];
  tsEnd?: Maybe<Scalars['DateTime']['output']>;
  tsStart?: Maybe<Scalars['DateTime']['output']>;
  /** The participant can open the trip (/trip/{id}): processed and distMro ≥ 0.06 */
  visibleToParticipant: Scalars['Boolean']['output'];
};

/** A trip adjustment as billed by a transaction: deltas in km, litres and cents */
export type TransactionTripAdjustment = {
  __typename?: 'TransactionTripAdjustment';
  adjCordonFeeCents: Scalars['Int']['output'];
  adjFuel: Scalars['Float']['output'];
  adjFuelFeeCents: Scalars['Int']['output'];
  adjMileage: Scalars['Float']['output'];
  adjMileageFeeCents: Scalars['Int']['output'];
  adjTodFeeCents: Scalars['Int']['output'];
  adjTollFeeCents: Scalars['Int']['output'];
  cordonName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  note: Scalars['String']['output'];
  paymentStatus: TransactionTripPaymentStatus;
  state?: Maybe<Scalars['String']['output']>;
  stateCode?: Maybe<Scalars['String']['output']>;
  todName?: Maybe<Scalars['String']['output']>;
  transactionId?: Maybe<Scalars['ID']['output']>;
  tripId: Scalars['ID']['output'];
  tripSegmentDate?: Maybe<Scalars['DateTime']['output']>;
  tripSegmentId?: Maybe<Scalars['ID']['output']>;
  type?: Maybe<TransactionTripSegmentType>;
  username: Scalars['ID']['output'];
  vehicleId?: Maybe<Scalars['ID']['output']>;
};

export type TransactionTripPaymentStatus =
  | 'failed'
  | 'paid'
  | 'pending';

/** A trip segment as billed by a transaction: distance in km, fuel in litres, fees in cents */
export type TransactionTripSegment = {
  __typename?: 'TransactionTripSegment';
  cordonFeeCents: Scalars['Int']['output'];
  cordonId?: Maybe<Scalars['ID']['output']>;
  cordonName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  fuel: Scalars['Float']['output'];
  fuelFeeCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  mileage: Scalars['Float']['output'];
  mileageFeeCents: Scalars['Int']['output'];
  paymentStatus: TransactionTripPaymentStatus;
  state?: Maybe<Scalars['String']['output']>;
  stateCode?: Maybe<Scalars['String']['output']>;
  todFeeCents: Scalars['Int']['output'];
  todId?: Maybe<Scalars['ID']['output']>;
  tollFeeCents: Scalars['Int']['output'];
  tollId?: Maybe<Scalars['ID']['output']>;
  transactionId?: Maybe<Scalars['ID']['output']>;
  tripId: Scalars['ID']['output'];
  tsEnd?: Maybe<Scalars['DateTime']['output']>;
  tsStart?: Maybe<Scalars['DateTime']['output']>;
  type: TransactionTripSegmentType;
  username: Scalars['ID']['output'];
  vehicleId?: Maybe<Scalars['ID']['output']>;
};

export type TransactionTripSegmentType =
  | 'private'
  | 'public'
  | 'state';

export type TransactionType =
  | 'refund'
  | 'transaction';

/** A trip. Distances and odometers are km, fuel litres, fees integer cents. logs, notes, polylines, reviewStatus and reviewReason are staff-only (null for participants). */
export type Trip = {
  __typename?: 'Trip';
  /** Mileage of public segments in CA (km) */
  billableDistance: Scalars['Float']['output'];
  cordonFeeCents: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The newest dispute of the trip, open or decided */
  dispute?: Maybe<Dispute>;
  /** The newest dispute's inquiry (null: never disputed) */
  disputeInquiryId?: Maybe<Scalars['ID']['output']>;
  /** The newest dispute's status (null: never disputed) */
  disputeStatus?: Maybe<DisputeStatus>;
  distGps?: Maybe<Scalars['Float']['output']>;
  distMro?: Maybe<Scalars['Float']['output']>;
  distRoute?: Maybe<Scalars['Float']['output']>;
  fuel?: Maybe<Scalars['Float']['output']>;
  fuelAdded?: Maybe<Scalars['Float']['output']>;
  fuelEnd?: Maybe<Scalars['Float']['output']>;
  fuelFeeCents: Scalars['Int']['output'];
  fuelStart?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  invalid: Scalars['Boolean']['output'];
  /** The retention of the trip's location data, for its participant and staff */
  locationRetention?: Maybe<TripLocationRetention>;
  logs?: Maybe<Array<Scalars['JSON']['output']>>;
  mileageFeeCents: Scalars['Int']['output'];
  mroDeviceSerialNumber?: Maybe<Scalars['String']['output']>;
  mroId?: Maybe<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  odoGps?: Maybe<Scalars['Float']['output']>;
  odoMro?: Maybe<Scalars['Float']['output']>;
  odoMroEnd?: Maybe<Scalars['Float']['output']>;
  odoMroStart?: Maybe<Scalars['Float']['output']>;
  /** Staff: the trip's participant (null for participants, who know who they are) */
  participant?: Maybe<Participant>;
  /** From the public segments: one of 'N/A', 'failed', 'paid in full', 'paid in part', 'pending' */
  paymentStatus: Scalars['String']['output'];
  pilotProgram?: Maybe<PilotProgram>;
  pilotProgramId?: Maybe<Scalars['ID']['output']>;
  polyline?: Maybe<Scalars['String']['output']>;
  polylines?: Maybe<Array<TripPolylineVersion>>;
  processMsg?: Maybe<Scalars['String']['output']>;
  processStatus: TripProcessStatus;
  processedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Staff: the rates the trip was priced with, in force at its start (null for participants) */
  ratesInForce?: Maybe<TripRatesInForce>;
  recordId?: Maybe<Scalars['String']['output']>;
  recordTripId?: Maybe<Scalars['String']['output']>;
  reviewReason?: Maybe<TripReviewReason>;
  reviewStatus?: Maybe<TripReviewStatus>;
  routeEngine?: Maybe<Scalars['String']['output']>;
  routeEngineVersion?: Maybe<Scalars['String']['output']>;
  todFeeCents: Scalars['Int']['output'];
  tollFeeCents: Scalars['Int']['output'];
  /** Public plus private segment mileage (km) */
  totalDistance: Scalars['Float']['output'];
  /** Fuel of public plus private segments (litres) */
  totalFuel: Scalars['Float']['output'];
  tsEnd?: Maybe<Scalars['DateTime']['output']>;
  tsStart?: Maybe<Scalars['DateTime']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  username: Scalars['ID']['output'];
  vehicleId?: Maybe<Scalars['ID']['output']>;
  vehicleVin?: Maybe<Scalars['String']['output']>;
};

/** A correction of a trip’s charges (deltas: km, litres, integer cents), billed on the next statement. */
export type TripAdjustment = {
  __typename?: 'TripAdjustment';
  adjCordonFeeCents: Scalars['Int']['output'];
  adjFuel: Scalars['Float']['output'];
  adjFuelFeeCents: Scalars['Int']['output'];
  adjMileage: Scalars['Float']['output'];
  adjMileageFeeCents: Scalars['Int']['output'];
  adjTodFeeCents: Scalars['Int']['output'];
  adjTollFeeCents: Scalars['Int']['output'];
  content?: Maybe<Scalars['JSON']['output']>;
  cordonId?: Maybe<Scalars['ID']['output']>;
  cordonName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  /** The dispute whose upheld credit this adjustment is */
  dispute?: Maybe<Dispute>;
  id: Scalars['ID']['output'];
  note: Scalars['String']['output'];
  paymentStatus: TripSegmentPaymentStatus;
  state?: Maybe<Scalars['String']['output']>;
  stateCode?: Maybe<Scalars['String']['output']>;
  todId?: Maybe<Scalars['ID']['output']>;
  todName?: Maybe<Scalars['String']['output']>;
  tollId?: Maybe<Scalars['ID']['output']>;
  transactionId?: Maybe<Scalars['ID']['output']>;
  tripId: Scalars['ID']['output'];
  tripSegmentDate?: Maybe<Scalars['DateTime']['output']>;
  tripSegmentId?: Maybe<Scalars['ID']['output']>;
  type?: Maybe<TripSegmentType>;
  updatedAt: Scalars['DateTime']['output'];
  username: Scalars['ID']['output'];
  vehicleId?: Maybe<Scalars['ID']['output']>;
};

/** A GPS point of a trip (visible only to its participant and staff). */
export type TripBin = {
  __typename?: 'TripBin';
  id: Scalars['ID']['output'];
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  timeZone?: Maybe<Scalars['String']['output']>;
  timestamp: Scalars['DateTime']['output'];
  tripId: Scalars['ID']['output'];
  username: Scalars['ID']['output'];
};

/** What happens to a trip's location data (GPS points, routes, the points of its device delivery): kept until keptUntil, or destroyed on destroyedAt (decision 015) */
export type TripLocationRetention = {
  __typename?: 'TripLocationRetention';
  destroyedAt?: Maybe<Scalars['DateTime']['output']>;
  /** KEPT: the day the period ends; null while the trip has charges not yet paid */
  keptUntil?: Maybe<Scalars['DateTime']['output']>;
  /** Days the data is kept after the charges are paid (LOCATION_RETENTION_DAYS) */
  retentionDays: Scalars['Int']['output'];
  status: LocationRetentionStatus;
};

export type TripMroRateInForce = {
  __typename?: 'TripMroRateInForce';
  centsPerFuelUnit: Scalars['Float']['output'];
  centsPerMileageUnit: Scalars['Float']['output'];
  mroType: Scalars['String']['output'];
  /** Two-letter state code */
  state: Scalars['String']['output'];
};

export type TripPolylineVersion = {
  __typename?: 'TripPolylineVersion';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  createdBy?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  polyline: Scalars['String']['output'];
};

export type TripProcessStatus =
  | 'failed'
  | 'pending'
  | 'processed';

export type TripRateInForce = {
  __typename?: 'TripRateInForce';
  centsPerMileageUnit: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
};

/** The priced figures of the rates in force when the trip started (decision 011) */
export type TripRatesInForce = {
  __typename?: 'TripRatesInForce';
  /** Cordons by id */
  cordons: Array<TripRateInForce>;
  mroRates: Array<TripMroRateInForce>;
  /** Time-of-day windows by id */
  tods: Array<TripRateInForce>;
};

export type TripReviewReason =
  | 'admin'
  | 'areaDiscrepancy'
  | 'bufferDiscrepancy'
  | 'distanceDiscrepancy';

export type TripReviewStatus =
  | 'completed'
  | 'pending';

/** A part of a trip in one state and road type. Mileage km, fuel litres, fees integer cents. */
export type TripSegment = {
  __typename?: 'TripSegment';
  calculatedMileage?: Maybe<Scalars['Float']['output']>;
  cordonEnterFeeCents: Scalars['Int']['output'];
  cordonEnterTime?: Maybe<Scalars['DateTime']['output']>;
  cordonEnterTimeZone?: Maybe<Scalars['String']['output']>;
  cordonFeeCents: Scalars['Int']['output'];
  cordonId?: Maybe<Scalars['ID']['output']>;
  cordonName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  fuel: Scalars['Float']['output'];
  fuelFeeCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  mileage: Scalars['Float']['output'];
  mileageFeeCents: Scalars['Int']['output'];
  paymentStatus: TripSegmentPaymentStatus;
  percentage?: Maybe<Scalars['Float']['output']>;
  percentageState?: Maybe<Scalars['Float']['output']>;
  polylines: Array<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  stateCode?: Maybe<Scalars['String']['output']>;
  todFeeCents: Scalars['Int']['output'];
  todId?: Maybe<Scalars['ID']['output']>;
  tollEntryId?: Maybe<Scalars['ID']['output']>;
  tollEntryTime?: Maybe<Scalars['DateTime']['output']>;
  tollExitId?: Maybe<Scalars['ID']['output']>;
  tollExitTime?: Maybe<Scalars['DateTime']['output']>;
  tollFeeCents: Scalars['Int']['output'];
  tollId?: Maybe<Scalars['ID']['output']>;
  tollTxId?: Maybe<Scalars['String']['output']>;
  transactionId?: Maybe<Scalars['ID']['output']>;
  tripBinIds: Array<Scalars['ID']['output']>;
  tripId: Scalars['ID']['output'];
  tsEnd?: Maybe<Scalars['DateTime']['output']>;
  tsStart?: Maybe<Scalars['DateTime']['output']>;
  type: TripSegmentType;
  updatedAt: Scalars['DateTime']['output'];
  username: Scalars['ID']['output'];
  vehicleId?: Maybe<Scalars['ID']['output']>;
};

export type TripSegmentPaymentStatus =
  | 'failed'
  | 'paid'
  | 'pending';

export type TripSegmentType =
  | 'private'
  | 'public'
  | 'state';

export type UpdateConfigurationInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<Array<ConfigurationOptionInput>>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateCordonInput = {
  /** Cents per km (the stored mileage unit); 1.8 cents a mile is 1.118468 cents a km */
  centsPerMileageUnit?: InputMaybe<Scalars['Float']['input']>;
  /** ISO weekdays, Monday 1 to Sunday 7 */
  days?: InputMaybe<Array<Scalars['Int']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, today or later (America/Los_Angeles): the first day the new prices apply; left out means now. Trips priced before keep their prices. Applies to the priced fields: zones, days, hours, fees, rate and minimums. */
  effectiveFrom?: InputMaybe<Scalars['String']['input']>;
  entryFeeCents?: InputMaybe<Scalars['Int']['input']>;
  exitFeeCents?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  /** HH:MM, after internalStart */
  internalEnd?: InputMaybe<Scalars['String']['input']>;
  /** HH:MM */
  internalStart?: InputMaybe<Scalars['String']['input']>;
  minimumDistanceInMileageUnit?: InputMaybe<Scalars['Float']['input']>;
  minimumTotalDistanceInMileageUnit?: InputMaybe<Scalars['Float']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zones?: InputMaybe<Array<CordonZoneInput>>;
};

export type UpdateMroRateInput = {
  /** Cents per litre */
  centsPerFuelUnit?: InputMaybe<Scalars['Float']['input']>;
  /** Cents per km (the stored mileage unit); 1.8 cents a mile is 1.118468 cents a km */
  centsPerMileageUnit?: InputMaybe<Scalars['Float']['input']>;
  /** YYYY-MM-DD, today or later (America/Los_Angeles): the first day the new prices apply; left out means now. Trips priced before keep their prices. */
  effectiveFrom?: InputMaybe<Scalars['String']['input']>;
  mroType: MroType;
  state: Scalars['String']['input'];
};

/** Staff audit: approved (odoMileage in km required; a different value corrects the reading) or rejected (reason required). */
export type UpdateMileageReportInput = {
  auditStatus: MileageReportAuditStatus;
  id: Scalars['ID']['input'];
  odoMileage?: InputMaybe<Scalars['Float']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  tsReportDate?: InputMaybe<Scalars['DateTime']['input']>;
  username?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateMileageReportingOptionInput = {
  activationDate?: InputMaybe<Scalars['DateTime']['input']>;
  deliveredDate?: InputMaybe<Scalars['DateTime']['input']>;
  deviceImei?: InputMaybe<Scalars['String']['input']>;
  firmwareVersion?: InputMaybe<Scalars['String']['input']>;
  gpsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  hardwareVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  model?: InputMaybe<Scalars['String']['input']>;
  shippedDate?: InputMaybe<Scalars['DateTime']['input']>;
  shippingCarrier?: InputMaybe<Scalars['String']['input']>;
  shippingTrackingNumber?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

export type UpdateMroEventInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  flagged?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
};

/** Cancels a pending notification (status cancelled) */
export type UpdateNotificationInput = {
  id: Scalars['ID']['input'];
  status: NotificationStatus;
};

export type UpdateParticipantConnectionInput = {
  /** Only null (or empty) is accepted: clears the token */
  accessToken?: InputMaybe<Scalars['String']['input']>;
  /** A new code from the consent page (write-only); clears the tokens */
  authorizationCode?: InputMaybe<Scalars['String']['input']>;
  forceRestoreConnection?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  /** Only null (or empty) is accepted: clears the token */
  refreshToken?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

/** Only the fields given change. Participants may change their profile, mroDevicePreference and (while status is created) participantPilotProgramId; staff may also set status, statusMessage, closedReason and the flags. */
export type UpdateParticipantInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  ageGroup?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the server records who closed the account */
  closedBy?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the server records the time of closing */
  closedDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Required when status becomes closed */
  closedReason?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['String']['input']>;
  /** Staff only; null or blank clears it */
  governmentAffiliation?: InputMaybe<Scalars['String']['input']>;
  hasIntegrityViolation?: InputMaybe<Scalars['Boolean']['input']>;
  isBillingDefault?: InputMaybe<Scalars['Boolean']['input']>;
  isBillingOverdue?: InputMaybe<Scalars['Boolean']['input']>;
  isCaliforniaElected?: InputMaybe<Scalars['Boolean']['input']>;
  isGovernmentEmployee?: InputMaybe<Scalars['Boolean']['input']>;
  isInactive?: InputMaybe<Scalars['Boolean']['input']>;
  isLegislator?: InputMaybe<Scalars['Boolean']['input']>;
  isVIP?: InputMaybe<Scalars['Boolean']['input']>;
  isVinMismatch?: InputMaybe<Scalars['Boolean']['input']>;
  /** en or es */
  language?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  middleName?: InputMaybe<Scalars['String']['input']>;
  /** automatedWithLocation, automatedWithoutLocation, telematics or manual; null clears it */
  mroDevicePreference?: InputMaybe<Scalars['String']['input']>;
  participantPilotProgramId?: InputMaybe<Scalars['ID']['input']>;
  /** Formatted (999) 999-9999 */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Five digits */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** email or phone */
  preferredContactType?: InputMaybe<Scalars['String']['input']>;
  /** US state code */
  state?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ParticipantStatus>;
  statusMessage?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the server records the signed-in user */
  updatedBy?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['ID']['input'];
};

export type UpdateParticipantInquiryInput = {
  assignee?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  status?: InputMaybe<InquiryStatus>;
  /** Ignored: the server records the signed-in staff member */
  updatedBy?: InputMaybe<Scalars['String']['input']>;
};

export type UpdatePaymentCardInput = {
  alias?: InputMaybe<Scalars['String']['input']>;
  expirationMonth?: InputMaybe<Scalars['Int']['input']>;
  expirationYear?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  nameOnCard?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the signed-in user is recorded */
  updatedBy?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['ID']['input'];
};

/** The short name is fixed and cannot be changed */
export type UpdatePilotProgramInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  details?: InputMaybe<PilotProgramDetailsInput>;
  id: Scalars['ID']['input'];
  isDeviceRequired?: InputMaybe<Scalars['Boolean']['input']>;
  isGpsRequired?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTodInput = {
  /** Cents per km (the stored mileage unit); 1.8 cents a mile is 1.118468 cents a km */
  centsPerMileageUnit?: InputMaybe<Scalars['Float']['input']>;
  /** ISO weekdays, Monday 1 to Sunday 7 */
  days?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** YYYY-MM-DD, today or later (America/Los_Angeles): the first day the new prices apply; left out means now. Trips priced before keep their prices. */
  effectiveFrom?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** HH:MM, after internalStart */
  internalEnd?: InputMaybe<Scalars['String']['input']>;
  /** HH:MM */
  internalStart?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTollInput = {
  /** YYYY-MM-DD, today or later (America/Los_Angeles): the first day the new prices apply; left out means now. Trips priced before keep their prices. */
  effectiveFrom?: InputMaybe<Scalars['String']['input']>;
  /** Cents per passage */
  feeCents?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

/** Paying: ids, username and paymentMethodId (the participant or staff). Staff edit: id with status, statusMessage or description. */
export type UpdateTransactionInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  paymentMethodId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<TransactionStatus>;
  statusMessage?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['ID']['input']>;
};

/** Flag (reviewStatus, reviewReason), invalidate (invalid, notes) or request re-processing (processStatus pending, polyline, distGps, logs). */
export type UpdateTripInput = {
  distGps?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['ID']['input'];
  invalid?: InputMaybe<Scalars['Boolean']['input']>;
  /** Log lines to append */
  logs?: InputMaybe<Array<Scalars['String']['input']>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  polyline?: InputMaybe<Scalars['String']['input']>;
  processStatus?: InputMaybe<TripProcessStatus>;
  reviewReason?: InputMaybe<TripReviewReason>;
  reviewStatus?: InputMaybe<TripReviewStatus>;
};

export type UpdateVehicleInput = {
  /** Staff only; km */
  beginningOdometerReading?: InputMaybe<Scalars['Float']['input']>;
  /** Staff only; km */
  currentOdometerReading?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['ID']['input'];
  /** Staff only */
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  licensePlate?: InputMaybe<Scalars['String']['input']>;
  make?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  /** Staff only: a device or connection id of the participant, or 'N/A' */
  mroId?: InputMaybe<Scalars['String']['input']>;
  /** Staff only */
  mroType?: InputMaybe<MroType>;
  /** The model text when model is 'Other' */
  otherModel?: InputMaybe<Scalars['String']['input']>;
  registrationState?: InputMaybe<Scalars['String']['input']>;
  subtype?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<VehicleType>;
  username: Scalars['String']['input'];
  vin?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

export type Vehicle = {
  __typename?: 'Vehicle';
  beginningOdometerReading?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  currentOdometerReading?: Maybe<Scalars['Float']['output']>;
  epaVehicleCombinedKpl?: Maybe<Scalars['Float']['output']>;
  epaVehicleCombinedMpg?: Maybe<Scalars['Float']['output']>;
  epaVehicleId?: Maybe<Scalars['ID']['output']>;
  firstDataReceivedDate?: Maybe<Scalars['DateTime']['output']>;
  fuelTaxCreditCents: Scalars['Int']['output'];
  gotoll?: Maybe<VehicleGotoll>;
  id: Scalars['ID']['output'];
  isPrimary: Scalars['Boolean']['output'];
  lastReportedVinDate?: Maybe<Scalars['DateTime']['output']>;
  licensePlate?: Maybe<Scalars['String']['output']>;
  locations: Array<VehicleLocation>;
  /** Processing log lines (JSON text for structured entries) */
  logs: Array<Scalars['String']['output']>;
  make: Scalars['String']['output'];
  mileage: Scalars['Float']['output'];
  mileageUserFeeCents: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  /** The reporting device of the vehicle, if it has one */
  mro?: Maybe<MileageReportingOption>;
  mroId?: Maybe<Scalars['String']['output']>;
  mroType: MroType;
  participantConnectionId?: Maybe<Scalars['ID']['output']>;
  registrationState?: Maybe<Scalars['String']['output']>;
  reports: Array<VehicleReport>;
  subtype?: Maybe<Scalars['String']['output']>;
  type?: Maybe<VehicleType>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  vin?: Maybe<Scalars['String']['output']>;
  year: Scalars['Int']['output'];
};

export type VehicleGotoll = {
  __typename?: 'VehicleGotoll';
  action?: Maybe<Scalars['String']['output']>;
  actionAt?: Maybe<Scalars['String']['output']>;
  createdAt?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  vehicleId?: Maybe<Scalars['String']['output']>;
};

export type VehicleLocation = {
  __typename?: 'VehicleLocation';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  tsLocationDate?: Maybe<Scalars['String']['output']>;
};

export type VehicleReport = {
  __typename?: 'VehicleReport';
  engineOilLife?: Maybe<Scalars['Float']['output']>;
  evCapacity?: Maybe<Scalars['Float']['output']>;
  odometer?: Maybe<Scalars['Float']['output']>;
  tsReportDate?: Maybe<Scalars['String']['output']>;
};

export type VehicleType =
  | 'diesel'
  | 'electric'
  | 'gas'
  | 'hybrid';

export type VinCheckInput = {
  /** Where the check comes from (e.g. registration) */
  source?: InputMaybe<Scalars['String']['input']>;
  /** The vehicle being edited: it does not count as another vehicle with this VIN */
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
  vin: Scalars['String']['input'];
};

export type VinCheckResult = {
  __typename?: 'VinCheckResult';
  make?: Maybe<Scalars['String']['output']>;
  model?: Maybe<Scalars['String']['output']>;
  /** The make and model year can report through the telematics provider */
  smartcarCompatible: Scalars['Boolean']['output'];
  vin: Scalars['String']['output'];
  /** Another vehicle is registered with this VIN */
  vinExists: Scalars['Boolean']['output'];
  year?: Maybe<Scalars['Int']['output']>;
};

/** A stored webhook delivery; idempotent by (source, sourceId). */
export type WebhookEvent = {
  __typename?: 'WebhookEvent';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  payload: Scalars['JSON']['output'];
  processedAt?: Maybe<Scalars['DateTime']['output']>;
  source: Scalars['String']['output'];
  sourceId: Scalars['String']['output'];
  status: WebhookEventStatus;
  statusMessage?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type WebhookEventStatus =
  | 'failed'
  | 'pending'
  | 'processed';

/** The city and state of a ZIP code */
export type ZipPlace = {
  __typename?: 'ZipPlace';
  city: Scalars['String']['output'];
  /** Two-letter state code */
  state: Scalars['String']['output'];
};

export type DisputeSummaryFragment = { __typename?: 'Dispute', id: string, inquiryId: string, status: DisputeStatus, amountCents: number, creditCents: number, deadlineAt?: string | null, resolutionNote?: string | null, resolvedAt?: string | null, createdAt: string, files: Array<{ __typename?: 'DisputeFile', filename: string, url?: string | null }> };

export type DisputableItemQueryVariables = Exact<{
  itemType: DisputeItemType;
  itemId: Scalars['ID']['input'];
}>;


export type DisputableItemQuery = { __typename?: 'Query', getDisputableItem: { __typename?: 'DisputableItem', itemType: DisputeItemType, itemId: string, amountCents: number, deadlineAt?: string | null, periodDays: number, canDispute: boolean } };

export type CardEntryStorePaymentCardMutationVariables = Exact<{
  input: StorePaymentCardByTokenInput;
}>;


export type CardEntryStorePaymentCardMutation = { __typename?: 'Mutation', storePaymentCardByToken: { __typename?: 'StorePaymentCardByTokenResult', paymentMethodId: string } };

export type SavedPaymentCardsQueryVariables = Exact<{
  username: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type SavedPaymentCardsQuery = { __typename?: 'Query', listPaymentCards: { __typename?: 'ModelPaymentCardConnection', nextToken?: string | null, items: Array<{ __typename?: 'PaymentCard', id: string, alias?: string | null, brand?: string | null, last4?: string | null, expirationMonth?: number | null, expirationYear?: number | null, isDefault: boolean, isExpired: boolean }> } };

export type TripMapBinsQueryVariables = Exact<{
  tripId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type TripMapBinsQuery = { __typename?: 'Query', listTripBins: { __typename?: 'ModelTripBinConnection', nextToken?: string | null, items: Array<{ __typename?: 'TripBin', id: string, lat: number, lng: number, timestamp: string }> } };

export type TripMapTollsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type TripMapTollsQuery = { __typename?: 'Query', listTolls: { __typename?: 'ModelTollConnection', nextToken?: string | null, items: Array<{ __typename?: 'Toll', id: string, name: string }> } };

export type TripMapTollGantriesQueryVariables = Exact<{
  tollId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type TripMapTollGantriesQuery = { __typename?: 'Query', listTollGantries: { __typename?: 'ModelTollGantryConnection', nextToken?: string | null, items: Array<{ __typename?: 'TollGantry', id: string, tollId?: string | null, lat: number, lon: number }> } };

export type AccountParticipantQueryVariables = Exact<{
  username: Scalars['ID']['input'];
}>;


export type AccountParticipantQuery = { __typename?: 'Query', getParticipant?: { __typename?: 'Participant', username: string, accountNo: string, email: string, firstName?: string | null, lastName?: string | null, status: ParticipantStatus, mroDevicePreference?: string | null, isBillingOverdue: boolean, isBillingDefault: boolean, pilotProgram?: { __typename?: 'PilotProgram', id: string, shortName: string } | null } | null };

export type AccountMyInfoQueryVariables = Exact<{
  username: Scalars['ID']['input'];
}>;


export type AccountMyInfoQuery = { __typename?: 'Query', getParticipant?: { __typename?: 'Participant', username: string, accountNo: string, email: string, status: ParticipantStatus, firstName?: string | null, lastName?: string | null, phoneNumber?: string | null, address: { __typename?: 'Address', address1?: string | null, address2?: string | null, city?: string | null, state?: string | null, postalCode?: string | null } } | null };

export type AccountUpdateProfileMutationVariables = Exact<{
  input: UpdateParticipantInput;
}>;


export type AccountUpdateProfileMutation = { __typename?: 'Mutation', updateParticipant: { __typename?: 'Participant', username: string, firstName?: string | null, lastName?: string | null, phoneNumber?: string | null, address: { __typename?: 'Address', address1?: string | null, address2?: string | null, city?: string | null, state?: string | null, postalCode?: string | null } } };

export type AccountVehiclesQueryVariables = Exact<{
  username: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type AccountVehiclesQuery = { __typename?: 'Query', listVehicles: { __typename?: 'ModelVehicleConnection', nextToken?: string | null, items: Array<{ __typename?: 'Vehicle', id: string, year: number, make: string, model: string, vin?: string | null, licensePlate?: string | null, registrationState?: string | null, type?: VehicleType | null, mroType: MroType, isPrimary: boolean, epaVehicleCombinedMpg?: number | null, epaVehicleCombinedKpl?: number | null, participantConnectionId?: string | null }> } };

export type AccountReportingDevicesQueryVariables = Exact<{
  username: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type AccountReportingDevicesQuery = { __typename?: 'Query', listMileageReportingOptions: { __typename?: 'ModelMileageReportingOptionConnection', nextToken?: string | null, items: Array<{ __typename?: 'MileageReportingOption', id: string, deviceSerialNumber: string, gpsEnabled: boolean, shippedDate?: string | null, deliveredDate?: string | null, activationDate?: string | null, lastReportedDate?: string | null, vehicle?: { __typename?: 'Vehicle', id: string, year: number, make: string, model: string, licensePlate?: string | null } | null }> } };

export type AccountConnectionsQueryVariables = Exact<{
  username: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type AccountConnectionsQuery = { __typename?: 'Query', listParticipantConnections: { __typename?: 'ModelParticipantConnectionConnection', nextToken?: string | null, items: Array<{ __typename?: 'ParticipantConnection', id: string, vehicleId?: string | null, resourceProvider: string, forceRestoreConnection: boolean, connected: boolean, createdAt: string, updatedAt: string }> } };

export type AccountReconnectMutationVariables = Exact<{
  input: UpdateParticipantConnectionInput;
}>;


export type AccountReconnectMutation = { __typename?: 'Mutation', updateParticipantConnection: { __typename?: 'ParticipantConnection', id: string, forceRestoreConnection: boolean, connected: boolean } };

export type AccountDeletePaymentCardMutationVariables = Exact<{
  input: DeletePaymentCardInput;
}>;


export type AccountDeletePaymentCardMutation = { __typename?: 'Mutation', deletePaymentCard: { __typename?: 'PaymentCard', id: string } };

export type DashboardDataQueryVariables = Exact<{
  username: Scalars['ID']['input'];
  owner: Scalars['String']['input'];
}>;


export type DashboardDataQuery = { __typename?: 'Query', getParticipantDashboard: { __typename?: 'ParticipantDashboard', balanceCents: number, payableTransactionIds: Array<string>, pendingPaymentCents: number, hasStatements: boolean, pilotEndDate: string, totals: { __typename?: 'ParticipantDashboardTotals', trips: number, mileageKm: number, mileageFeeCents: number, cordonFeeCents: number, todFeeCents: number, tollFeeCents: number, roadChargeCents: number, fuelTaxCreditCents: number, netCents: number }, months: Array<{ __typename?: 'ParticipantDashboardMonth', month: string, statementId?: string | null, billedCents: number, standing?: BillingStanding | null }>, projection?: { __typename?: 'ParticipantDashboardProjection', mileageKm: number, roadChargeCents: number, fuelTaxCreditCents: number, daysElapsed: number, daysRemaining: number, ended: boolean } | null }, listVehicles: { __typename?: 'ModelVehicleConnection', items: Array<{ __typename?: 'Vehicle', id: string, year: number, make: string, model: string, vin?: string | null, type?: VehicleType | null, mroType: MroType, participantConnectionId?: string | null, epaVehicleCombinedKpl?: number | null, epaVehicleCombinedMpg?: number | null }> }, listMileageReportingOptions: { __typename?: 'ModelMileageReportingOptionConnection', items: Array<{ __typename?: 'MileageReportingOption', id: string, deviceSerialNumber: string, vehicleId?: string | null, activationDate?: string | null, firstReportedDate?: string | null, lastReportedDate?: string | null }> }, listParticipantConnections: { __typename?: 'ModelParticipantConnectionConnection', items: Array<{ __typename?: 'ParticipantConnection', id: string, vehicleId?: string | null, forceRestoreConnection: boolean }> } };

export type TransactionsTableRowFragment = { __typename?: 'Transaction', id: string, username: string, type: TransactionType, status: TransactionStatus, standing: BillingStanding, statusMessage?: string | null, description?: string | null, amountCents: number, paymentType?: string | null, paymentInfo?: string | null, paidAt?: string | null, createdAt: string, statementId?: string | null, describedAs?: { __typename?: 'TransactionDescription', key: TransactionDescriptionKey, month?: string | null } | null };

export type TransactionsByStatementQueryVariables = Exact<{
  statementId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type TransactionsByStatementQuery = { __typename?: 'Query', getTransactionsByStatementId: { __typename?: 'ModelTransactionConnection', nextToken?: string | null, items: Array<{ __typename?: 'Transaction', id: string, username: string, type: TransactionType, status: TransactionStatus, standing: BillingStanding, statusMessage?: string | null, description?: string | null, amountCents: number, paymentType?: string | null, paymentInfo?: string | null, paidAt?: string | null, createdAt: string, statementId?: string | null, describedAs?: { __typename?: 'TransactionDescription', key: TransactionDescriptionKey, month?: string | null } | null }> } };

export type TransactionsTableTripsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type TransactionsTableTripsQuery = { __typename?: 'Query', getTransaction?: { __typename?: 'Transaction', id: string, trips: { __typename?: 'ModelTransactionTripConnection', nextToken?: string | null, items: Array<{ __typename?: 'TransactionTrip', tripId: string, tsStart?: string | null, tsEnd?: string | null, mileageKm: number, mileageFeeCents: number, cordonFeeCents: number, todFeeCents: number, tollFeeCents: number, fuelTaxCreditCents: number, paymentStatus: string, visibleToParticipant: boolean }> } } | null };

export type TransactionsTableMileageReportsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type TransactionsTableMileageReportsQuery = { __typename?: 'Query', getTransaction?: { __typename?: 'Transaction', id: string, mileageReports: { __typename?: 'ModelTransactionMileageReportConnection', nextToken?: string | null, items: Array<{ __typename?: 'TransactionMileageReport', id: string, tsReportDate: string, odoMileageKm: number, mileageKm: number, mileageFeeCents: number, fuelTaxCreditCents: number, paymentStatus: BilledMileageReportPaymentStatus }> } } | null };

export type TransactionsTableAdjustmentsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type TransactionsTableAdjustmentsQuery = { __typename?: 'Query', getTransaction?: { __typename?: 'Transaction', id: string, tripAdjustments: { __typename?: 'ModelTransactionTripAdjustmentConnection', nextToken?: string | null, items: Array<{ __typename?: 'TransactionTripAdjustment', id: string, tripId: string, tripSegmentDate?: string | null, createdAt: string, note: string, adjMileage: number, adjMileageFeeCents: number, adjCordonFeeCents: number, adjTodFeeCents: number, adjTollFeeCents: number, adjFuelFeeCents: number, paymentStatus: TransactionTripPaymentStatus }> } } | null };

export type EnrolmentParticipantQueryVariables = Exact<{
  username: Scalars['ID']['input'];
  owner: Scalars['String']['input'];
}>;


export type EnrolmentParticipantQuery = { __typename?: 'Query', getParticipant?: { __typename?: 'Participant', username: string, email: string, status: ParticipantStatus, firstName?: string | null, lastName?: string | null, phoneNumber?: string | null, preferredContactType?: string | null, gender?: string | null, ageGroup?: string | null, mroDevicePreference?: string | null, address: { __typename?: 'Address', address1?: string | null, address2?: string | null, city?: string | null, state?: string | null, postalCode?: string | null }, pilotProgram?: { __typename?: 'PilotProgram', id: string, shortName: string } | null } | null, listVehicles: { __typename?: 'ModelVehicleConnection', items: Array<{ __typename?: 'Vehicle', id: string, year: number, make: string, model: string, type?: VehicleType | null, subtype?: string | null, vin?: string | null, licensePlate?: string | null, registrationState?: string | null }> } };

export type EnrolmentUpdateParticipantMutationVariables = Exact<{
  input: UpdateParticipantInput;
}>;


export type EnrolmentUpdateParticipantMutation = { __typename?: 'Mutation', updateParticipant: { __typename?: 'Participant', username: string, firstName?: string | null, mroDevicePreference?: string | null } };

export type EnrolmentEpaMakesQueryVariables = Exact<{
  year: Scalars['Int']['input'];
}>;


export type EnrolmentEpaMakesQuery = { __typename?: 'Query', listEPAMakes: Array<string> };

export type EnrolmentEpaModelsQueryVariables = Exact<{
  make: Scalars['String']['input'];
  year: Scalars['Int']['input'];
}>;


export type EnrolmentEpaModelsQuery = { __typename?: 'Query', listEPAModels: Array<string> };

export type EnrolmentVinCheckMutationVariables = Exact<{
  input: VinCheckInput;
}>;


export type EnrolmentVinCheckMutation = { __typename?: 'Mutation', vinCheck: { __typename?: 'VinCheckResult', vin: string, vinExists: boolean, make?: string | null, year?: number | null } };

export type EnrolmentCreateVehicleMutationVariables = Exact<{
  input: CreateVehicleInput;
}>;


export type EnrolmentCreateVehicleMutation = { __typename?: 'Mutation', createVehicle: { __typename?: 'Vehicle', id: string } };

export type EnrolmentUpdateVehicleMutationVariables = Exact<{
  input: UpdateVehicleInput;
}>;


export type EnrolmentUpdateVehicleMutation = { __typename?: 'Mutation', updateVehicle: { __typename?: 'Vehicle', id: string } };

export type EnrolmentAgreeToTermsMutationVariables = Exact<{
  input: AgreeToTermsInput;
}>;


export type EnrolmentAgreeToTermsMutation = { __typename?: 'Mutation', AgreeToTerms: { __typename?: 'Participant', username: string, status: ParticipantStatus } };

export type EnrolmentLookupZipQueryVariables = Exact<{
  zip: Scalars['String']['input'];
}>;


export type EnrolmentLookupZipQuery = { __typename?: 'Query', lookupZip?: { __typename?: 'ZipPlace', city: string, state: string } | null };

export type EntryPilotProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type EntryPilotProgramsQuery = { __typename?: 'Query', listPilotPrograms: { __typename?: 'ModelPilotProgramConnection', items: Array<{ __typename?: 'PilotProgram', id: string, shortName: string }> } };

export type EntryParticipantPilotQueryVariables = Exact<{
  username: Scalars['ID']['input'];
}>;


export type EntryParticipantPilotQuery = { __typename?: 'Query', getParticipant?: { __typename?: 'Participant', username: string, status: ParticipantStatus, participantPilotProgramId?: string | null } | null };

export type EntrySetParticipantPilotMutationVariables = Exact<{
  input: UpdateParticipantInput;
}>;


export type EntrySetParticipantPilotMutation = { __typename?: 'Mutation', updateParticipant: { __typename?: 'Participant', username: string, participantPilotProgramId?: string | null } };

export type EntryEmailCheckMutationVariables = Exact<{
  input: EmailCheckInput;
}>;


export type EntryEmailCheckMutation = { __typename?: 'Mutation', emailCheck: { __typename?: 'EmailCheckResponse', eligible: boolean, closed: boolean } };

export type EnrolmentConnectTelematicsMutationVariables = Exact<{
  input: ConnectTelematicsInput;
}>;


export type EnrolmentConnectTelematicsMutation = { __typename?: 'Mutation', connectTelematics: { __typename?: 'ParticipantConnection', id: string, vehicleId?: string | null, resourceProvider: string } };

export type InquiriesTabInquiriesQueryVariables = Exact<{
  username: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type InquiriesTabInquiriesQuery = { __typename?: 'Query', getInquiriesByUsernameByStatus: { __typename?: 'ModelParticipantInquiryConnection', nextToken?: string | null, items: Array<{ __typename?: 'ParticipantInquiry', id: string, category?: string | null, subject?: string | null, body?: string | null, participantStatus: ParticipantInquiryStatus, createdAt: string, updatedAt: string }> } };

export type InquiriesTabCommentsQueryVariables = Exact<{
  inquiryId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type InquiriesTabCommentsQuery = { __typename?: 'Query', listParticipantInquiryComments: { __typename?: 'ModelInquiryCommentConnection', nextToken?: string | null, items: Array<{ __typename?: 'InquiryComment', id: string, author: InquiryCommentAuthor, type: InquiryCommentType, body?: string | null, createdAt: string }> } };

export type InquiriesTabSendMessageMutationVariables = Exact<{
  input: CreateParticipantInquiryCommentInput;
}>;


export type InquiriesTabSendMessageMutation = { __typename?: 'Mutation', createParticipantInquiryComment: { __typename?: 'InquiryComment', id: string } };

export type SupportPageCreateInquiryMutationVariables = Exact<{
  input: CreateParticipantInquiryInput;
}>;


export type SupportPageCreateInquiryMutation = { __typename?: 'Mutation', createParticipantInquiry: { __typename?: 'ParticipantInquiry', id: string } };

export type MileageReportsVehiclesQueryVariables = Exact<{
  username: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type MileageReportsVehiclesQuery = { __typename?: 'Query', listVehicles: { __typename?: 'ModelVehicleConnection', nextToken?: string | null, items: Array<{ __typename?: 'Vehicle', id: string, make: string, model: string, licensePlate?: string | null, mroType: MroType }> } };

export type MileageReportsListQueryVariables = Exact<{
  username: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type MileageReportsListQuery = { __typename?: 'Query', listMileageReports: { __typename?: 'ModelMileageReportConnection', nextToken?: string | null, items: Array<{ __typename?: 'MileageReport', id: string, vehicleId: string, odoMileage: number, tsReportDate: string, createdAt: string, auditStatus: MileageReportAuditStatus, reason?: string | null, disputeStatus?: DisputeStatus | null, disputeInquiryId?: string | null, photos: Array<{ __typename?: 'MileageReportPhoto', storageKey: string, url?: string | null, originalUrl?: string | null, mimeType: string, displayMimeType?: string | null }> }> } };

export type MileageReportsCreateMutationVariables = Exact<{
  input: CreateMileageReportInput;
}>;


export type MileageReportsCreateMutation = { __typename?: 'Mutation', createMileageReport: { __typename?: 'MileageReport', id: string, odoMileage: number, tsReportDate: string, auditStatus: MileageReportAuditStatus } };

export type PaymentPageTransactionFieldsFragment = { __typename?: 'Transaction', id: string, username: string, type: TransactionType, status: TransactionStatus, statusMessage?: string | null, description?: string | null, amountCents: number, createdAt: string, paidAt?: string | null, paymentMethodId?: string | null, paymentType?: string | null, paymentInfo?: string | null, describedAs?: { __typename?: 'TransactionDescription', key: TransactionDescriptionKey, month?: string | null } | null };

export type PaymentPageTransactionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PaymentPageTransactionQuery = { __typename?: 'Query', getTransaction?: { __typename?: 'Transaction', id: string, username: string, type: TransactionType, status: TransactionStatus, statusMessage?: string | null, description?: string | null, amountCents: number, createdAt: string, paidAt?: string | null, paymentMethodId?: string | null, paymentType?: string | null, paymentInfo?: string | null, describedAs?: { __typename?: 'TransactionDescription', key: TransactionDescriptionKey, month?: string | null } | null } | null };

export type PaymentPagePayMutationVariables = Exact<{
  input: UpdateTransactionInput;
}>;


export type PaymentPagePayMutation = { __typename?: 'Mutation', updateTransaction: Array<{ __typename?: 'Transaction', id: string, username: string, type: TransactionType, status: TransactionStatus, statusMessage?: string | null, description?: string | null, amountCents: number, createdAt: string, paidAt?: string | null, paymentMethodId?: string | null, paymentType?: string | null, paymentInfo?: string | null, describedAs?: { __typename?: 'TransactionDescription', key: TransactionDescriptionKey, month?: string | null } | null }> };

export type PrivacyCentreQueryVariables = Exact<{
  username: Scalars['ID']['input'];
}>;


export type PrivacyCentreQuery = { __typename?: 'Query', getPrivacyCentre: { __typename?: 'PrivacyCentre', reportingOption?: PrivacyReportingOption | null, locationRetentionDays: number, accountErasureDays: number, pilotEndDate: string, pilotEndRetentionDays: number, exportRetentionDays: number, counts: { __typename?: 'PrivacyDataCounts', vehicles: number, devices: number, connections: number, trips: number, tripsWithLocation: number, locationPoints: number, photos: number, statements: number, transactions: number, paymentCards: number, messages: number, emails: number }, latestExport?: { __typename?: 'DataExport', id: string, status: DataExportStatus, stepsDone: number, stepsTotal: number, requestedByStaff: boolean, createdAt: string, finishedAt?: string | null, expiresAt?: string | null, downloadUrl?: string | null } | null } };

export type PrivacyRequestDataExportMutationVariables = Exact<{
  username: Scalars['ID']['input'];
}>;


export type PrivacyRequestDataExportMutation = { __typename?: 'Mutation', requestDataExport: { __typename?: 'DataExport', id: string, status: DataExportStatus, stepsDone: number, stepsTotal: number, requestedByStaff: boolean, createdAt: string, finishedAt?: string | null, expiresAt?: string | null, downloadUrl?: string | null } };

export type DataExportFieldsFragment = { __typename?: 'DataExport', id: string, status: DataExportStatus, stepsDone: number, stepsTotal: number, requestedByStaff: boolean, createdAt: string, finishedAt?: string | null, expiresAt?: string | null, downloadUrl?: string | null };

export type StatementsListQueryVariables = Exact<{
  username: Scalars['ID']['input'];
  periodFrom?: InputMaybe<ModelDateKeyConditionInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type StatementsListQuery = { __typename?: 'Query', getParticipantStatementsByUsername: { __typename?: 'ModelParticipantStatementConnection', nextToken?: string | null, items: Array<{ __typename?: 'ParticipantStatement', id: string, month: string, periodFrom: string, periodTo: string, mileage: number, mbufFee: number, cordonFee: number, todFee: number, tollFee: number, fuelTaxCredit: number, totalNewMileageFee: number, balance?: number | null, paidAmount: number, paidAt?: string | null, isProcessed: boolean, pdfUrl?: string | null, createdBy?: string | null, shouldSendEmailToParticipant: boolean }> } };

export type StatementLinesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type StatementLinesQuery = { __typename?: 'Query', getParticipantStatement?: { __typename?: 'ParticipantStatement', id: string, tripsSummary: Array<{ __typename?: 'ParticipantStatementTripsSummary', vehicleId?: string | null, stateCode: string, mileage: number, net: number }>, lineDisputes: Array<{ __typename?: 'Dispute', id: string, status: DisputeStatus, inquiryId: string, stateCode?: string | null, vehicleId?: string | null }> } | null };

export type StatementVehiclesQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type StatementVehiclesQuery = { __typename?: 'Query', listVehicles: { __typename?: 'ModelVehicleConnection', items: Array<{ __typename?: 'Vehicle', id: string, year: number, make: string, model: string }> } };

export type SurveyCreateMutationVariables = Exact<{
  input: CreateSurveyInput;
}>;


export type SurveyCreateMutation = { __typename?: 'Mutation', createSurvey: { __typename?: 'Survey', id: string } };

export type TripsTabTripsQueryVariables = Exact<{
  username: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type TripsTabTripsQuery = { __typename?: 'Query', getTripsByUsernameByTsStart: { __typename?: 'ModelTripConnection', nextToken?: string | null, items: Array<{ __typename?: 'Trip', id: string, tsStart?: string | null, tsEnd?: string | null, totalDistance: number, billableDistance: number, totalFuel: number, mileageFeeCents: number, fuelFeeCents: number, cordonFeeCents: number, todFeeCents: number, tollFeeCents: number, paymentStatus: string, createdAt: string }> } };

export type TripFiguresFragment = { __typename?: 'Trip', id: string, tsStart?: string | null, tsEnd?: string | null, totalDistance: number, billableDistance: number, totalFuel: number, mileageFeeCents: number, fuelFeeCents: number, cordonFeeCents: number, todFeeCents: number, tollFeeCents: number, paymentStatus: string, createdAt: string };

export type TripPageParticipantQueryVariables = Exact<{
  username: Scalars['ID']['input'];
}>;


export type TripPageParticipantQuery = { __typename?: 'Query', getParticipant?: { __typename?: 'Participant', username: string, mroDevicePreference?: string | null, pilotProgram?: { __typename?: 'PilotProgram', id: string, shortName: string } | null } | null };

export type TripPageTripQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TripPageTripQuery = { __typename?: 'Query', getTrip?: { __typename?: 'Trip', vehicleVin?: string | null, mroDeviceSerialNumber?: string | null, distMro?: number | null, distGps?: number | null, processedAt?: string | null, id: string, tsStart?: string | null, tsEnd?: string | null, totalDistance: number, billableDistance: number, totalFuel: number, mileageFeeCents: number, fuelFeeCents: number, cordonFeeCents: number, todFeeCents: number, tollFeeCents: number, paymentStatus: string, createdAt: string, pilotProgram?: { __typename?: 'PilotProgram', id: string, shortName: string } | null, locationRetention?: { __typename?: 'TripLocationRetention', status: LocationRetentionStatus, keptUntil?: string | null, destroyedAt?: string | null, retentionDays: number } | null, dispute?: { __typename?: 'Dispute', id: string, inquiryId: string, status: DisputeStatus, amountCents: number, creditCents: number, deadlineAt?: string | null, resolutionNote?: string | null, resolvedAt?: string | null, createdAt: string, files: Array<{ __typename?: 'DisputeFile', filename: string, url?: string | null }> } | null } | null };

export type TripPageSegmentsQueryVariables = Exact<{
  tripId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type TripPageSegmentsQuery = { __typename?: 'Query', listTripSegments: { __typename?: 'ModelTripSegmentConnection', nextToken?: string | null, items: Array<{ __typename?: 'TripSegment', id: string, type: TripSegmentType, state?: string | null, stateCode?: string | null, tsStart?: string | null, tsEnd?: string | null, mileage: number, fuel: number, mileageFeeCents: number, fuelFeeCents: number, cordonFeeCents: number, cordonName?: string | null, todFeeCents: number, tollFeeCents: number, tollId?: string | null, tollEntryId?: string | null, tollExitId?: string | null, tollEntryTime?: string | null, paymentStatus: TripSegmentPaymentStatus, polylines: Array<string> }> } };

export type TripPageAdjustmentsQueryVariables = Exact<{
  tripId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type TripPageAdjustmentsQuery = { __typename?: 'Query', listTripAdjustments: { __typename?: 'ModelTripAdjustmentConnection', nextToken?: string | null, items: Array<{ __typename?: 'TripAdjustment', id: string, createdAt: string, type?: TripSegmentType | null, state?: string | null, stateCode?: string | null, adjMileage: number, adjFuel: number, adjMileageFeeCents: number, adjFuelFeeCents: number, adjCordonFeeCents: number, adjTodFeeCents: number, adjTollFeeCents: number, note: string, paymentStatus: TripSegmentPaymentStatus }> } };

export type ConfigurationQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigurationQuery = { __typename?: 'Query', REGISTRATION_CLOSED?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PARTICIPANT_SESSION_TIMEOUT?: { __typename?: 'Configuration', key: string, value?: string | null } | null, MILEAGE_UNIT?: { __typename?: 'Configuration', key: string, value?: string | null } | null, FUEL_UNIT?: { __typename?: 'Configuration', key: string, value?: string | null } | null, FEATURE_MULTIPLE_VEHICLES?: { __typename?: 'Configuration', key: string, value?: string | null } | null, FEATURE_REGISTER_WITH_VIN?: { __typename?: 'Configuration', key: string, value?: string | null } | null, TRIP_DEFAULT_DISPLAY?: { __typename?: 'Configuration', key: string, value?: string | null } | null, MAP_TILE_URL?: { __typename?: 'Configuration', key: string, value?: string | null } | null, MAP_TILE_ATTRIBUTION?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PAYMENTS_WIDGET_KEY?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PAYMENTS_WIDGET_URL?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PAYMENTS_PERSIST?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PAYMENTS_REGISTRATION?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PAYMENTS_PROVIDER?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PAYMENTS_ALLOWED?: { __typename?: 'Configuration', key: string, value?: string | null } | null, BILLING_BALANCE_DUE_DAYS?: { __typename?: 'Configuration', key: string, value?: string | null } | null, BILLING_BALANCE_OVERDUE_DAYS?: { __typename?: 'Configuration', key: string, value?: string | null } | null, BILLING_BALANCE_DEFAULT_DAYS?: { __typename?: 'Configuration', key: string, value?: string | null } | null };

export type PilotCalendarConfigurationQueryVariables = Exact<{ [key: string]: never; }>;


export type PilotCalendarConfigurationQuery = { __typename?: 'Query', PILOT_START_DATE?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PILOT_END_DATE?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PILOT_FIRST_BILLING_MONTH?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PILOT_CHARGES_REAL?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PILOT_GIFT_CARD_AMOUNT?: { __typename?: 'Configuration', key: string, value?: string | null } | null, LOCATION_RETENTION_DAYS?: { __typename?: 'Configuration', key: string, value?: string | null } | null, ACCOUNT_ERASURE_DAYS?: { __typename?: 'Configuration', key: string, value?: string | null } | null, DISPUTE_PERIOD_DAYS?: { __typename?: 'Configuration', key: string, value?: string | null } | null };

export type ConfigurationValueFragment = { __typename?: 'Configuration', key: string, value?: string | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const DisputeSummaryFragmentDoc = new TypedDocumentString(`
    fragment DisputeSummary on Dispute {
  id
  inquiryId
  status
  amountCents
  creditCents
  deadlineAt
  resolutionNote
  resolvedAt
  createdAt
  files {
    filename
    url
  }
}
    `, {"fragmentName":"DisputeSummary"}) as unknown as TypedDocumentString<DisputeSummaryFragment, unknown>;
export const TransactionsTableRowFragmentDoc = new TypedDocumentString(`
    fragment TransactionsTableRow on Transaction {
  id
  username
  type
  status
  standing
  statusMessage
  description
  describedAs {
    key
    month
  }
  amountCents
  paymentType
  paymentInfo
  paidAt
  createdAt
  statementId
}
    `, {"fragmentName":"TransactionsTableRow"}) as unknown as TypedDocumentString<TransactionsTableRowFragment, unknown>;
export const PaymentPageTransactionFieldsFragmentDoc = new TypedDocumentString(`
    fragment PaymentPageTransactionFields on Transaction {
  id
  username
  type
  status
  statusMessage
  description
  describedAs {
    key
    month
  }
  amountCents
  createdAt
  paidAt
  paymentMethodId
  paymentType
  paymentInfo
}
    `, {"fragmentName":"PaymentPageTransactionFields"}) as unknown as TypedDocumentString<PaymentPageTransactionFieldsFragment, unknown>;
export const DataExportFieldsFragmentDoc = new TypedDocumentString(`
    fragment DataExportFields on DataExport {
  id
  status
  stepsDone
  stepsTotal
  requestedByStaff
  createdAt
  finishedAt
  expiresAt
  downloadUrl
}
    `, {"fragmentName":"DataExportFields"}) as unknown as TypedDocumentString<DataExportFieldsFragment, unknown>;
export const TripFiguresFragmentDoc = new TypedDocumentString(`
    fragment TripFigures on Trip {
  id
  tsStart
  tsEnd
  totalDistance
  billableDistance
  totalFuel
  mileageFeeCents
  fuelFeeCents
  cordonFeeCents
  todFeeCents
  tollFeeCents
  paymentStatus
  createdAt
}
    `, {"fragmentName":"TripFigures"}) as unknown as TypedDocumentString<TripFiguresFragment, unknown>;
export const ConfigurationValueFragmentDoc = new TypedDocumentString(`
    fragment ConfigurationValue on Configuration {
  key
  value
}
    `, {"fragmentName":"ConfigurationValue"}) as unknown as TypedDocumentString<ConfigurationValueFragment, unknown>;
export const DisputableItemDocument = new TypedDocumentString(`
    query DisputableItem($itemType: DisputeItemType!, $itemId: ID!) {
  getDisputableItem(itemType: $itemType, itemId: $itemId) {
    itemType
    itemId
    amountCents
    deadlineAt
    periodDays
    canDispute
  }
}
    `) as unknown as TypedDocumentString<DisputableItemQuery, DisputableItemQueryVariables>;
export const CardEntryStorePaymentCardDocument = new TypedDocumentString(`
    mutation CardEntryStorePaymentCard($input: StorePaymentCardByTokenInput!) {
  storePaymentCardByToken(input: $input) {
    paymentMethodId
  }
}
    `) as unknown as TypedDocumentString<CardEntryStorePaymentCardMutation, CardEntryStorePaymentCardMutationVariables>;
export const SavedPaymentCardsDocument = new TypedDocumentString(`
    query SavedPaymentCards($username: ID!, $limit: Int, $nextToken: String) {
  listPaymentCards(username: $username, limit: $limit, nextToken: $nextToken) {
    items {
      id
      alias
      brand
      last4
      expirationMonth
      expirationYear
      isDefault
      isExpired
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<SavedPaymentCardsQuery, SavedPaymentCardsQueryVariables>;
export const TripMapBinsDocument = new TypedDocumentString(`
    query TripMapBins($tripId: ID!, $limit: Int, $nextToken: String) {
  listTripBins(tripId: $tripId, limit: $limit, nextToken: $nextToken) {
    items {
      id
      lat
      lng
      timestamp
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<TripMapBinsQuery, TripMapBinsQueryVariables>;
export const TripMapTollsDocument = new TypedDocumentString(`
    query TripMapTolls($limit: Int, $nextToken: String) {
  listTolls(limit: $limit, nextToken: $nextToken) {
    items {
      id
      name
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<TripMapTollsQuery, TripMapTollsQueryVariables>;
export const TripMapTollGantriesDocument = new TypedDocumentString(`
    query TripMapTollGantries($tollId: ID!, $limit: Int, $nextToken: String) {
  listTollGantries(tollId: $tollId, limit: $limit, nextToken: $nextToken) {
    items {
      id
      tollId
      lat
      lon
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<TripMapTollGantriesQuery, TripMapTollGantriesQueryVariables>;
export const AccountParticipantDocument = new TypedDocumentString(`
    query AccountParticipant($username: ID!) {
  getParticipant(username: $username) {
    username
    accountNo
    email
    firstName
    lastName
    status
    mroDevicePreference
    isBillingOverdue
    isBillingDefault
    pilotProgram {
      id
      shortName
    }
  }
}
    `) as unknown as TypedDocumentString<AccountParticipantQuery, AccountParticipantQueryVariables>;
export const AccountMyInfoDocument = new TypedDocumentString(`
    query AccountMyInfo($username: ID!) {
  getParticipant(username: $username) {
    username
    accountNo
    email
    status
    firstName
    lastName
    phoneNumber
    address {
      address1
      address2
      city
      state
      postalCode
    }
  }
}
    `) as unknown as TypedDocumentString<AccountMyInfoQuery, AccountMyInfoQueryVariables>;
export const AccountUpdateProfileDocument = new TypedDocumentString(`
    mutation AccountUpdateProfile($input: UpdateParticipantInput!) {
  updateParticipant(input: $input) {
    username
    firstName
    lastName
    phoneNumber
    address {
      address1
      address2
      city
      state
      postalCode
    }
  }
}
    `) as unknown as TypedDocumentString<AccountUpdateProfileMutation, AccountUpdateProfileMutationVariables>;
export const AccountVehiclesDocument = new TypedDocumentString(`
    query AccountVehicles($username: String!, $limit: Int, $nextToken: String) {
  listVehicles(username: $username, limit: $limit, nextToken: $nextToken) {
    items {
      id
      year
      make
      model
      vin
      licensePlate
      registrationState
      type
      mroType
      isPrimary
      epaVehicleCombinedMpg
      epaVehicleCombinedKpl
      participantConnectionId
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<AccountVehiclesQuery, AccountVehiclesQueryVariables>;
export const AccountReportingDevicesDocument = new TypedDocumentString(`
    query AccountReportingDevices($username: String!, $limit: Int, $nextToken: String) {
  listMileageReportingOptions(
    username: $username
    limit: $limit
    nextToken: $nextToken
  ) {
    items {
      id
      deviceSerialNumber
      gpsEnabled
      shippedDate
      deliveredDate
      activationDate
      lastReportedDate
      vehicle {
        id
        year
        make
        model
        licensePlate
      }
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<AccountReportingDevicesQuery, AccountReportingDevicesQueryVariables>;
export const AccountConnectionsDocument = new TypedDocumentString(`
    query AccountConnections($username: String!, $limit: Int, $nextToken: String) {
  listParticipantConnections(
    username: $username
    limit: $limit
    nextToken: $nextToken
  ) {
    items {
      id
      vehicleId
      resourceProvider
      forceRestoreConnection
      connected
      createdAt
      updatedAt
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<AccountConnectionsQuery, AccountConnectionsQueryVariables>;
export const AccountReconnectDocument = new TypedDocumentString(`
    mutation AccountReconnect($input: UpdateParticipantConnectionInput!) {
  updateParticipantConnection(input: $input) {
    id
    forceRestoreConnection
    connected
  }
}
    `) as unknown as TypedDocumentString<AccountReconnectMutation, AccountReconnectMutationVariables>;
export const AccountDeletePaymentCardDocument = new TypedDocumentString(`
    mutation AccountDeletePaymentCard($input: DeletePaymentCardInput!) {
  deletePaymentCard(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AccountDeletePaymentCardMutation, AccountDeletePaymentCardMutationVariables>;
export const DashboardDataDocument = new TypedDocumentString(`
    query DashboardData($username: ID!, $owner: String!) {
  getParticipantDashboard(username: $username) {
    balanceCents
    payableTransactionIds
    pendingPaymentCents
    hasStatements
    pilotEndDate
    totals {
      trips
      mileageKm
      mileageFeeCents
      cordonFeeCents
      todFeeCents
      tollFeeCents
      roadChargeCents
      fuelTaxCreditCents
      netCents
    }
    months {
      month
      statementId
      billedCents
      standing
    }
    projection {
      mileageKm
      roadChargeCents
      fuelTaxCreditCents
      daysElapsed
      daysRemaining
      ended
    }
  }
  listVehicles(username: $owner, limit: 100) {
    items {
      id
      year
      make
      model
      vin
      type
      mroType
      participantConnectionId
      epaVehicleCombinedKpl
      epaVehicleCombinedMpg
    }
  }
  listMileageReportingOptions(username: $owner, limit: 100) {
    items {
      id
      deviceSerialNumber
      vehicleId
      activationDate
      firstReportedDate
      lastReportedDate
    }
  }
  listParticipantConnections(username: $owner, limit: 100) {
    items {
      id
      vehicleId
      forceRestoreConnection
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardDataQuery, DashboardDataQueryVariables>;
export const TransactionsByStatementDocument = new TypedDocumentString(`
    query TransactionsByStatement($statementId: ID!, $limit: Int, $nextToken: String) {
  getTransactionsByStatementId(
    statementId: $statementId
    limit: $limit
    nextToken: $nextToken
  ) {
    items {
      ...TransactionsTableRow
    }
    nextToken
  }
}
    fragment TransactionsTableRow on Transaction {
  id
  username
  type
  status
  standing
  statusMessage
  description
  describedAs {
    key
    month
  }
  amountCents
  paymentType
  paymentInfo
  paidAt
  createdAt
  statementId
}`) as unknown as TypedDocumentString<TransactionsByStatementQuery, TransactionsByStatementQueryVariables>;
export const TransactionsTableTripsDocument = new TypedDocumentString(`
    query TransactionsTableTrips($id: ID!, $limit: Int, $nextToken: String) {
  getTransaction(id: $id) {
    id
    trips(limit: $limit, nextToken: $nextToken) {
      items {
        tripId
        tsStart
        tsEnd
        mileageKm
        mileageFeeCents
        cordonFeeCents
        todFeeCents
        tollFeeCents
        fuelTaxCreditCents
        paymentStatus
        visibleToParticipant
      }
      nextToken
    }
  }
}
    `) as unknown as TypedDocumentString<TransactionsTableTripsQuery, TransactionsTableTripsQueryVariables>;
export const TransactionsTableMileageReportsDocument = new TypedDocumentString(`
    query TransactionsTableMileageReports($id: ID!, $limit: Int, $nextToken: String) {
  getTransaction(id: $id) {
    id
    mileageReports(limit: $limit, nextToken: $nextToken) {
      items {
        id
        tsReportDate
        odoMileageKm
        mileageKm
        mileageFeeCents
        fuelTaxCreditCents
        paymentStatus
      }
      nextToken
    }
  }
}
    `) as unknown as TypedDocumentString<TransactionsTableMileageReportsQuery, TransactionsTableMileageReportsQueryVariables>;
export const TransactionsTableAdjustmentsDocument = new TypedDocumentString(`
    query TransactionsTableAdjustments($id: ID!, $limit: Int, $nextToken: String) {
  getTransaction(id: $id) {
    id
    tripAdjustments(limit: $limit, nextToken: $nextToken) {
      items {
        id
        tripId
        tripSegmentDate
        createdAt
        note
        adjMileage
        adjMileageFeeCents
        adjCordonFeeCents
        adjTodFeeCents
        adjTollFeeCents
        adjFuelFeeCents
        paymentStatus
      }
      nextToken
    }
  }
}
    `) as unknown as TypedDocumentString<TransactionsTableAdjustmentsQuery, TransactionsTableAdjustmentsQueryVariables>;
export const EnrolmentParticipantDocument = new TypedDocumentString(`
    query EnrolmentParticipant($username: ID!, $owner: String!) {
  getParticipant(username: $username) {
    username
    email
    status
    firstName
    lastName
    phoneNumber
    address {
      address1
      address2
      city
      state
      postalCode
    }
    preferredContactType
    gender
    ageGroup
    mroDevicePreference
    pilotProgram {
      id
      shortName
    }
  }
  listVehicles(username: $owner, limit: 10) {
    items {
      id
      year
      make
      model
      type
      subtype
      vin
      licensePlate
      registrationState
    }
  }
}
    `) as unknown as TypedDocumentString<EnrolmentParticipantQuery, EnrolmentParticipantQueryVariables>;
export const EnrolmentUpdateParticipantDocument = new TypedDocumentString(`
    mutation EnrolmentUpdateParticipant($input: UpdateParticipantInput!) {
  updateParticipant(input: $input) {
    username
    firstName
    mroDevicePreference
  }
}
    `) as unknown as TypedDocumentString<EnrolmentUpdateParticipantMutation, EnrolmentUpdateParticipantMutationVariables>;
export const EnrolmentEpaMakesDocument = new TypedDocumentString(`
    query EnrolmentEpaMakes($year: Int!) {
  listEPAMakes(year: $year)
}
    `) as unknown as TypedDocumentString<EnrolmentEpaMakesQuery, EnrolmentEpaMakesQueryVariables>;
export const EnrolmentEpaModelsDocument = new TypedDocumentString(`
    query EnrolmentEpaModels($make: String!, $year: Int!) {
  listEPAModels(make: $make, year: $year)
}
    `) as unknown as TypedDocumentString<EnrolmentEpaModelsQuery, EnrolmentEpaModelsQueryVariables>;
export const EnrolmentVinCheckDocument = new TypedDocumentString(`
    mutation EnrolmentVinCheck($input: VinCheckInput!) {
  vinCheck(input: $input) {
    vin
    vinExists
    make
    year
  }
}
    `) as unknown as TypedDocumentString<EnrolmentVinCheckMutation, EnrolmentVinCheckMutationVariables>;
export const EnrolmentCreateVehicleDocument = new TypedDocumentString(`
    mutation EnrolmentCreateVehicle($input: CreateVehicleInput!) {
  createVehicle(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<EnrolmentCreateVehicleMutation, EnrolmentCreateVehicleMutationVariables>;
export const EnrolmentUpdateVehicleDocument = new TypedDocumentString(`
    mutation EnrolmentUpdateVehicle($input: UpdateVehicleInput!) {
  updateVehicle(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<EnrolmentUpdateVehicleMutation, EnrolmentUpdateVehicleMutationVariables>;
export const EnrolmentAgreeToTermsDocument = new TypedDocumentString(`
    mutation EnrolmentAgreeToTerms($input: AgreeToTermsInput!) {
  AgreeToTerms(input: $input) {
    username
    status
  }
}
    `) as unknown as TypedDocumentString<EnrolmentAgreeToTermsMutation, EnrolmentAgreeToTermsMutationVariables>;
export const EnrolmentLookupZipDocument = new TypedDocumentString(`
    query EnrolmentLookupZip($zip: String!) {
  lookupZip(zip: $zip) {
    city
    state
  }
}
    `) as unknown as TypedDocumentString<EnrolmentLookupZipQuery, EnrolmentLookupZipQueryVariables>;
export const EntryPilotProgramsDocument = new TypedDocumentString(`
    query EntryPilotPrograms {
  listPilotPrograms(limit: 100) {
    items {
      id
      shortName
    }
  }
}
    `) as unknown as TypedDocumentString<EntryPilotProgramsQuery, EntryPilotProgramsQueryVariables>;
export const EntryParticipantPilotDocument = new TypedDocumentString(`
    query EntryParticipantPilot($username: ID!) {
  getParticipant(username: $username) {
    username
    status
    participantPilotProgramId
  }
}
    `) as unknown as TypedDocumentString<EntryParticipantPilotQuery, EntryParticipantPilotQueryVariables>;
export const EntrySetParticipantPilotDocument = new TypedDocumentString(`
    mutation EntrySetParticipantPilot($input: UpdateParticipantInput!) {
  updateParticipant(input: $input) {
    username
    participantPilotProgramId
  }
}
    `) as unknown as TypedDocumentString<EntrySetParticipantPilotMutation, EntrySetParticipantPilotMutationVariables>;
export const EntryEmailCheckDocument = new TypedDocumentString(`
    mutation EntryEmailCheck($input: EmailCheckInput!) {
  emailCheck(input: $input) {
    eligible
    closed
  }
}
    `) as unknown as TypedDocumentString<EntryEmailCheckMutation, EntryEmailCheckMutationVariables>;
export const EnrolmentConnectTelematicsDocument = new TypedDocumentString(`
    mutation EnrolmentConnectTelematics($input: ConnectTelematicsInput!) {
  connectTelematics(input: $input) {
    id
    vehicleId
    resourceProvider
  }
}
    `) as unknown as TypedDocumentString<EnrolmentConnectTelematicsMutation, EnrolmentConnectTelematicsMutationVariables>;
export const InquiriesTabInquiriesDocument = new TypedDocumentString(`
    query InquiriesTabInquiries($username: String!, $limit: Int, $nextToken: String) {
  getInquiriesByUsernameByStatus(
    username: $username
    limit: $limit
    nextToken: $nextToken
    sortDirection: DESC
  ) {
    items {
      id
      category
      subject
      body
      participantStatus
      createdAt
      updatedAt
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<InquiriesTabInquiriesQuery, InquiriesTabInquiriesQueryVariables>;
export const InquiriesTabCommentsDocument = new TypedDocumentString(`
    query InquiriesTabComments($inquiryId: ID!, $limit: Int, $nextToken: String) {
  listParticipantInquiryComments(
    inquiryId: $inquiryId
    limit: $limit
    nextToken: $nextToken
    sortDirection: DESC
  ) {
    items {
      id
      author
      type
      body
      createdAt
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<InquiriesTabCommentsQuery, InquiriesTabCommentsQueryVariables>;
export const InquiriesTabSendMessageDocument = new TypedDocumentString(`
    mutation InquiriesTabSendMessage($input: CreateParticipantInquiryCommentInput!) {
  createParticipantInquiryComment(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<InquiriesTabSendMessageMutation, InquiriesTabSendMessageMutationVariables>;
export const SupportPageCreateInquiryDocument = new TypedDocumentString(`
    mutation SupportPageCreateInquiry($input: CreateParticipantInquiryInput!) {
  createParticipantInquiry(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SupportPageCreateInquiryMutation, SupportPageCreateInquiryMutationVariables>;
export const MileageReportsVehiclesDocument = new TypedDocumentString(`
    query MileageReportsVehicles($username: String!, $limit: Int, $nextToken: String) {
  listVehicles(username: $username, limit: $limit, nextToken: $nextToken) {
    items {
      id
      make
      model
      licensePlate
      mroType
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<MileageReportsVehiclesQuery, MileageReportsVehiclesQueryVariables>;
export const MileageReportsListDocument = new TypedDocumentString(`
    query MileageReportsList($username: ID!, $limit: Int, $nextToken: String) {
  listMileageReports(
    username: $username
    limit: $limit
    nextToken: $nextToken
    sortDirection: DESC
  ) {
    items {
      id
      vehicleId
      odoMileage
      tsReportDate
      createdAt
      auditStatus
      reason
      photos {
        storageKey
        url
        originalUrl
        mimeType
        displayMimeType
      }
      disputeStatus
      disputeInquiryId
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<MileageReportsListQuery, MileageReportsListQueryVariables>;
export const MileageReportsCreateDocument = new TypedDocumentString(`
    mutation MileageReportsCreate($input: CreateMileageReportInput!) {
  createMileageReport(input: $input) {
    id
    odoMileage
    tsReportDate
    auditStatus
  }
}
    `) as unknown as TypedDocumentString<MileageReportsCreateMutation, MileageReportsCreateMutationVariables>;
export const PaymentPageTransactionDocument = new TypedDocumentString(`
    query PaymentPageTransaction($id: ID!) {
  getTransaction(id: $id) {
    ...PaymentPageTransactionFields
  }
}
    fragment PaymentPageTransactionFields on Transaction {
  id
  username
  type
  status
  statusMessage
  description
  describedAs {
    key
    month
  }
  amountCents
  createdAt
  paidAt
  paymentMethodId
  paymentType
  paymentInfo
}`) as unknown as TypedDocumentString<PaymentPageTransactionQuery, PaymentPageTransactionQueryVariables>;
export const PaymentPagePayDocument = new TypedDocumentString(`
    mutation PaymentPagePay($input: UpdateTransactionInput!) {
  updateTransaction(input: $input) {
    ...PaymentPageTransactionFields
  }
}
    fragment PaymentPageTransactionFields on Transaction {
  id
  username
  type
  status
  statusMessage
  description
  describedAs {
    key
    month
  }
  amountCents
  createdAt
  paidAt
  paymentMethodId
  paymentType
  paymentInfo
}`) as unknown as TypedDocumentString<PaymentPagePayMutation, PaymentPagePayMutationVariables>;
export const PrivacyCentreDocument = new TypedDocumentString(`
    query PrivacyCentre($username: ID!) {
  getPrivacyCentre(username: $username) {
    reportingOption
    locationRetentionDays
    accountErasureDays
    pilotEndDate
    pilotEndRetentionDays
    exportRetentionDays
    counts {
      vehicles
      devices
      connections
      trips
      tripsWithLocation
      locationPoints
      photos
      statements
      transactions
      paymentCards
      messages
      emails
    }
    latestExport {
      ...DataExportFields
    }
  }
}
    fragment DataExportFields on DataExport {
  id
  status
  stepsDone
  stepsTotal
  requestedByStaff
  createdAt
  finishedAt
  expiresAt
  downloadUrl
}`) as unknown as TypedDocumentString<PrivacyCentreQuery, PrivacyCentreQueryVariables>;
export const PrivacyRequestDataExportDocument = new TypedDocumentString(`
    mutation PrivacyRequestDataExport($username: ID!) {
  requestDataExport(username: $username) {
    ...DataExportFields
  }
}
    fragment DataExportFields on DataExport {
  id
  status
  stepsDone
  stepsTotal
  requestedByStaff
  createdAt
  finishedAt
  expiresAt
  downloadUrl
}`) as unknown as TypedDocumentString<PrivacyRequestDataExportMutation, PrivacyRequestDataExportMutationVariables>;
export const StatementsListDocument = new TypedDocumentString(`
    query StatementsList($username: ID!, $periodFrom: ModelDateKeyConditionInput, $limit: Int, $nextToken: String) {
  getParticipantStatementsByUsername(
    username: $username
    filter: {periodFrom: $periodFrom}
    limit: $limit
    nextToken: $nextToken
  ) {
    items {
      id
      month
      periodFrom
      periodTo
      mileage
      mbufFee
      cordonFee
      todFee
      tollFee
      fuelTaxCredit
      totalNewMileageFee
      balance
      paidAmount
      paidAt
      isProcessed
      pdfUrl
      createdBy
      shouldSendEmailToParticipant
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<StatementsListQuery, StatementsListQueryVariables>;
export const StatementLinesDocument = new TypedDocumentString(`
    query StatementLines($id: ID!) {
  getParticipantStatement(id: $id) {
    id
    tripsSummary {
      vehicleId
      stateCode
      mileage
      net
    }
    lineDisputes {
      id
      status
      inquiryId
      stateCode
      vehicleId
    }
  }
}
    `) as unknown as TypedDocumentString<StatementLinesQuery, StatementLinesQueryVariables>;
export const StatementVehiclesDocument = new TypedDocumentString(`
    query StatementVehicles($username: String!) {
  listVehicles(username: $username, limit: 100) {
    items {
      id
      year
      make
      model
    }
  }
}
    `) as unknown as TypedDocumentString<StatementVehiclesQuery, StatementVehiclesQueryVariables>;
export const SurveyCreateDocument = new TypedDocumentString(`
    mutation SurveyCreate($input: CreateSurveyInput!) {
  createSurvey(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SurveyCreateMutation, SurveyCreateMutationVariables>;
export const TripsTabTripsDocument = new TypedDocumentString(`
    query TripsTabTrips($username: ID!, $limit: Int, $nextToken: String) {
  getTripsByUsernameByTsStart(
    username: $username
    limit: $limit
    nextToken: $nextToken
    sortDirection: DESC
  ) {
    items {
      ...TripFigures
    }
    nextToken
  }
}
    fragment TripFigures on Trip {
  id
  tsStart
  tsEnd
  totalDistance
  billableDistance
  totalFuel
  mileageFeeCents
  fuelFeeCents
  cordonFeeCents
  todFeeCents
  tollFeeCents
  paymentStatus
  createdAt
}`) as unknown as TypedDocumentString<TripsTabTripsQuery, TripsTabTripsQueryVariables>;
export const TripPageParticipantDocument = new TypedDocumentString(`
    query TripPageParticipant($username: ID!) {
  getParticipant(username: $username) {
    username
    mroDevicePreference
    pilotProgram {
      id
      shortName
    }
  }
}
    `) as unknown as TypedDocumentString<TripPageParticipantQuery, TripPageParticipantQueryVariables>;
export const TripPageTripDocument = new TypedDocumentString(`
    query TripPageTrip($id: ID!) {
  getTrip(id: $id) {
    ...TripFigures
    vehicleVin
    mroDeviceSerialNumber
    distMro
    distGps
    processedAt
    pilotProgram {
      id
      shortName
    }
    locationRetention {
      status
      keptUntil
      destroyedAt
      retentionDays
    }
    dispute {
      ...DisputeSummary
    }
  }
}
    fragment DisputeSummary on Dispute {
  id
  inquiryId
  status
  amountCents
  creditCents
  deadlineAt
  resolutionNote
  resolvedAt
  createdAt
  files {
    filename
    url
  }
}
fragment TripFigures on Trip {
  id
  tsStart
  tsEnd
  totalDistance
  billableDistance
  totalFuel
  mileageFeeCents
  fuelFeeCents
  cordonFeeCents
  todFeeCents
  tollFeeCents
  paymentStatus
  createdAt
}`) as unknown as TypedDocumentString<TripPageTripQuery, TripPageTripQueryVariables>;
export const TripPageSegmentsDocument = new TypedDocumentString(`
    query TripPageSegments($tripId: ID!, $limit: Int, $nextToken: String) {
  listTripSegments(tripId: $tripId, limit: $limit, nextToken: $nextToken) {
    items {
      id
      type
      state
      stateCode
      tsStart
      tsEnd
      mileage
      fuel
      mileageFeeCents
      fuelFeeCents
      cordonFeeCents
      cordonName
      todFeeCents
      tollFeeCents
      tollId
      tollEntryId
      tollExitId
      tollEntryTime
      paymentStatus
      polylines
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<TripPageSegmentsQuery, TripPageSegmentsQueryVariables>;
export const TripPageAdjustmentsDocument = new TypedDocumentString(`
    query TripPageAdjustments($tripId: ID!, $limit: Int, $nextToken: String) {
  listTripAdjustments(tripId: $tripId, limit: $limit, nextToken: $nextToken) {
    items {
      id
      createdAt
      type
      state
      stateCode
      adjMileage
      adjFuel
      adjMileageFeeCents
      adjFuelFeeCents
      adjCordonFeeCents
      adjTodFeeCents
      adjTollFeeCents
      note
      paymentStatus
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<TripPageAdjustmentsQuery, TripPageAdjustmentsQueryVariables>;
export const ConfigurationDocument = new TypedDocumentString(`
    query Configuration {
  REGISTRATION_CLOSED: getConfiguration(key: "REGISTRATION_CLOSED") {
    ...ConfigurationValue
  }
  PARTICIPANT_SESSION_TIMEOUT: getConfiguration(
    key: "PARTICIPANT_SESSION_TIMEOUT"
  ) {
    ...ConfigurationValue
  }
  MILEAGE_UNIT: getConfiguration(key: "MILEAGE_UNIT") {
    ...ConfigurationValue
  }
  FUEL_UNIT: getConfiguration(key: "FUEL_UNIT") {
    ...ConfigurationValue
  }
  FEATURE_MULTIPLE_VEHICLES: getConfiguration(key: "FEATURE_MULTIPLE_VEHICLES") {
    ...ConfigurationValue
  }
  FEATURE_REGISTER_WITH_VIN: getConfiguration(key: "FEATURE_REGISTER_WITH_VIN") {
    ...ConfigurationValue
  }
  TRIP_DEFAULT_DISPLAY: getConfiguration(key: "TRIP_DEFAULT_DISPLAY") {
    ...ConfigurationValue
  }
  MAP_TILE_URL: getConfiguration(key: "MAP_TILE_URL") {
    ...ConfigurationValue
  }
  MAP_TILE_ATTRIBUTION: getConfiguration(key: "MAP_TILE_ATTRIBUTION") {
    ...ConfigurationValue
  }
  PAYMENTS_WIDGET_KEY: getConfiguration(key: "PAYMENTS_WIDGET_KEY") {
    ...ConfigurationValue
  }
  PAYMENTS_WIDGET_URL: getConfiguration(key: "PAYMENTS_WIDGET_URL") {
    ...ConfigurationValue
  }
  PAYMENTS_PERSIST: getConfiguration(key: "PAYMENTS_PERSIST") {
    ...ConfigurationValue
  }
  PAYMENTS_REGISTRATION: getConfiguration(key: "PAYMENTS_REGISTRATION") {
    ...ConfigurationValue
  }
  PAYMENTS_PROVIDER: getConfiguration(key: "PAYMENTS_PROVIDER") {
    ...ConfigurationValue
  }
  PAYMENTS_ALLOWED: getConfiguration(key: "PAYMENTS_ALLOWED") {
    ...ConfigurationValue
  }
  BILLING_BALANCE_DUE_DAYS: getConfiguration(key: "BILLING_BALANCE_DUE_DAYS") {
    ...ConfigurationValue
  }
  BILLING_BALANCE_OVERDUE_DAYS: getConfiguration(
    key: "BILLING_BALANCE_OVERDUE_DAYS"
  ) {
    ...ConfigurationValue
  }
  BILLING_BALANCE_DEFAULT_DAYS: getConfiguration(
    key: "BILLING_BALANCE_DEFAULT_DAYS"
  ) {
    ...ConfigurationValue
  }
}
    fragment ConfigurationValue on Configuration {
  key
  value
}`) as unknown as TypedDocumentString<ConfigurationQuery, ConfigurationQueryVariables>;
export const PilotCalendarConfigurationDocument = new TypedDocumentString(`
    query PilotCalendarConfiguration {
  PILOT_START_DATE: getConfiguration(key: "PILOT_START_DATE") {
    ...ConfigurationValue
  }
  PILOT_END_DATE: getConfiguration(key: "PILOT_END_DATE") {
    ...ConfigurationValue
  }
  PILOT_FIRST_BILLING_MONTH: getConfiguration(key: "PILOT_FIRST_BILLING_MONTH") {
    ...ConfigurationValue
  }
  PILOT_CHARGES_REAL: getConfiguration(key: "PILOT_CHARGES_REAL") {
    ...ConfigurationValue
  }
  PILOT_GIFT_CARD_AMOUNT: getConfiguration(key: "PILOT_GIFT_CARD_AMOUNT") {
    ...ConfigurationValue
  }
  LOCATION_RETENTION_DAYS: getConfiguration(key: "LOCATION_RETENTION_DAYS") {
    ...ConfigurationValue
  }
  ACCOUNT_ERASURE_DAYS: getConfiguration(key: "ACCOUNT_ERASURE_DAYS") {
    ...ConfigurationValue
  }
  DISPUTE_PERIOD_DAYS: getConfiguration(key: "DISPUTE_PERIOD_DAYS") {
    ...ConfigurationValue
  }
}
    fragment ConfigurationValue on Configuration {
  key
  value
}`) as unknown as TypedDocumentString<PilotCalendarConfigurationQuery, PilotCalendarConfigurationQueryVariables>;