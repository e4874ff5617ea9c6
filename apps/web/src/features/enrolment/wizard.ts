import type { ComponentType } from 'react';

/** The enrolment steps of spec section 2, in order. Only Create Account exists so far. */
export type StepId = 'createAccount';

export interface StepProps {
  /** Called when the step is done; the wizard decides where to go next. */
  onComplete: () => Promise<void>;
}

export interface WizardStep {
  id: StepId;
  label: `register.steps.${StepId}`;
  Component: ComponentType<StepProps>;
}
