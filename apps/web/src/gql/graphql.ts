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

export type ModelConfigurationConnection = {
  __typename?: 'ModelConfigurationConnection';
  items: Array<Configuration>;
  nextToken?: Maybe<Scalars['String']['output']>;
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

export type ModelParticipantConnection = {
  __typename?: 'ModelParticipantConnection';
  items: Array<Participant>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type ModelSortDirection =
  | 'ASC'
  | 'DESC';

export type Mutation = {
  __typename?: 'Mutation';
  updateConfiguration: Configuration;
};


export type MutationUpdateConfigurationArgs = {
  input: UpdateConfigurationInput;
};

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
};

export type ParticipantStatus =
  | 'active'
  | 'approved'
  | 'closed'
  | 'created'
  | 'flagged'
  | 'onboarded'
  | 'suspended';

export type PilotProgram = {
  __typename?: 'PilotProgram';
  category?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isDeviceRequired: Scalars['Boolean']['output'];
  isGpsRequired: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  getConfiguration?: Maybe<Configuration>;
  getParticipant?: Maybe<Participant>;
  listConfigurations: ModelConfigurationConnection;
  listParticipants: ModelParticipantConnection;
};


export type QueryGetConfigurationArgs = {
  key: Scalars['String']['input'];
};


export type QueryGetParticipantArgs = {
  username: Scalars['ID']['input'];
};


export type QueryListConfigurationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};


export type QueryListParticipantsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
};

export type UpdateConfigurationInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<Array<ConfigurationOptionInput>>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type ConfigurationQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigurationQuery = { __typename?: 'Query', REGISTRATION_CLOSED?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PARTICIPANT_SESSION_TIMEOUT?: { __typename?: 'Configuration', key: string, value?: string | null } | null, MILEAGE_UNIT?: { __typename?: 'Configuration', key: string, value?: string | null } | null, FUEL_UNIT?: { __typename?: 'Configuration', key: string, value?: string | null } | null, FEATURE_MULTIPLE_VEHICLES?: { __typename?: 'Configuration', key: string, value?: string | null } | null, FEATURE_REGISTER_WITH_VIN?: { __typename?: 'Configuration', key: string, value?: string | null } | null, TRIP_DEFAULT_DISPLAY?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PAYMENTS_WIDGET_KEY?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PAYMENTS_WIDGET_URL?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PAYMENTS_PERSIST?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PAYMENTS_REGISTRATION?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PAYMENTS_PROVIDER?: { __typename?: 'Configuration', key: string, value?: string | null } | null, PAYMENTS_ALLOWED?: { __typename?: 'Configuration', key: string, value?: string | null } | null, BILLING_BALANCE_DUE_DAYS?: { __typename?: 'Configuration', key: string, value?: string | null } | null, BILLING_BALANCE_OVERDUE_DAYS?: { __typename?: 'Configuration', key: string, value?: string | null } | null, BILLING_BALANCE_DEFAULT_DAYS?: { __typename?: 'Configuration', key: string, value?: string | null } | null };

export type ConfigurationValueFragment = { __typename?: 'Configuration', key: string, value?: string | null };

export type DashboardParticipantQueryVariables = Exact<{
  username: Scalars['ID']['input'];
}>;


export type DashboardParticipantQuery = { __typename?: 'Query', getParticipant?: { __typename?: 'Participant', username: string, accountNo: string, email: string, firstName?: string | null, lastName?: string | null, status: ParticipantStatus, pilotProgram?: { __typename?: 'PilotProgram', id: string, shortName: string } | null } | null };

export type ListParticipantsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<ModelSortDirection>;
}>;


export type ListParticipantsQuery = { __typename?: 'Query', listParticipants: { __typename?: 'ModelParticipantConnection', nextToken?: string | null, items: Array<{ __typename?: 'Participant', username: string, accountNo: string, email: string, firstName?: string | null, middleName?: string | null, lastName?: string | null, status: ParticipantStatus, createdAt: string, pilotProgram?: { __typename?: 'PilotProgram', id: string, shortName: string } | null }> } };

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
export const ConfigurationValueFragmentDoc = new TypedDocumentString(`
    fragment ConfigurationValue on Configuration {
  key
  value
}
    `, {"fragmentName":"ConfigurationValue"}) as unknown as TypedDocumentString<ConfigurationValueFragment, unknown>;
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
export const DashboardParticipantDocument = new TypedDocumentString(`
    query DashboardParticipant($username: ID!) {
  getParticipant(username: $username) {
    username
    accountNo
    email
    firstName
    lastName
    status
    pilotProgram {
      id
      shortName
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardParticipantQuery, DashboardParticipantQueryVariables>;
export const ListParticipantsDocument = new TypedDocumentString(`
    query ListParticipants($limit: Int, $nextToken: String, $sortDirection: ModelSortDirection) {
  listParticipants(
    limit: $limit
    nextToken: $nextToken
    sortDirection: $sortDirection
  ) {
    items {
      username
      accountNo
      email
      firstName
      middleName
      lastName
      status
      createdAt
      pilotProgram {
        id
        shortName
      }
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<ListParticipantsQuery, ListParticipantsQueryVariables>;