import type { PaymentsProvider } from './provider.js';
import { SANDBOX_PROVIDER_KEY, sandboxPayments } from './sandbox.js';

export * from './provider.js';
export { SANDBOX_PROVIDER_KEY, SandboxPaymentsProvider, sandboxPayments } from './sandbox.js';

/** Adapters by PAYMENTS_PROVIDER value; a real provider's adapter is added here. */
const providers: Record<string, PaymentsProvider> = { [SANDBOX_PROVIDER_KEY]: sandboxPayments };

/** The provider chosen by the PAYMENTS_PROVIDER configuration ('sandbox' or empty = sandbox); null if unknown. */
export function paymentsProviderFor(configured: string | null | undefined): PaymentsProvider | null {
  const key = configured?.trim() || SANDBOX_PROVIDER_KEY;
  return providers[key] ?? null;
}
