import type { EnrolmentStep } from '@rc/domain';
import type { ComponentType } from 'react';
import type { EnrolmentParticipantQuery } from '../../gql/graphql';
import './texts';

/** The enrolment steps of spec section 2, in order (see ENROLMENT_STEPS in packages/domain). */
export type StepId = EnrolmentStep;

/** What the wizard read from the account: the participant and their vehicles (null when signed out). */
export interface EnrolmentAccount {
  username: string;
  participant: NonNullable<EnrolmentParticipantQuery['getParticipant']> | null;
  vehicles: EnrolmentParticipantQuery['listVehicles']['items'];
}

export interface StepProps {
  /** Called when the step is done; the wizard reads the account again and resumes at its step. */
  onComplete: () => Promise<void>;
  /** Goes to the previous step; absent on the first step. */
  onBack?: () => Promise<void>;
  /** The signed-in account (null on Create Account). */
  account: EnrolmentAccount | null;
}

export interface WizardStep {
  id: StepId;
  label: `register.steps.${StepId}`;
  Component: ComponentType<StepProps>;
}
