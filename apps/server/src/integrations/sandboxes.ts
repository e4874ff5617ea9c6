import { SandboxPaymentsProvider } from './payments/sandbox.js';
import { SandboxTelematicsProvider } from './telematics/sandbox.js';

/**
 * The built-in sandbox providers of one server: the API, the sandbox pages and the demo seeding must
 * share each instance (its secret signs the codes and tokens they exchange), so the server creates
 * them once and hands them to whoever needs them.
 */
export interface SandboxProviders {
  payments: SandboxPaymentsProvider;
  telematics: SandboxTelematicsProvider;
}

export function createSandboxProviders(): SandboxProviders {
  return { payments: new SandboxPaymentsProvider(), telematics: new SandboxTelematicsProvider() };
}

export { SandboxPaymentsProvider, SandboxTelematicsProvider };
