import { SandboxPaymentsProvider, sandboxPayments } from './payments/sandbox.js';
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
  // The payments module still resolves providers by key from integrations/payments (its own module
  // instance), so that one instance is handed out here until it takes its provider by injection.
  return { payments: sandboxPayments, telematics: new SandboxTelematicsProvider() };
}

export { SandboxPaymentsProvider, SandboxTelematicsProvider };
