import type { PaymentsProvider } from './provider.js';
import { SANDBOX_PROVIDER_KEY } from './sandbox.js';

export * from './provider.js';
export { SANDBOX_PROVIDER_KEY, SandboxPaymentsProvider } from './sandbox.js';

/** The provider chosen by the PAYMENTS_PROVIDER configuration ('sandbox' or empty = sandbox); null if unknown. */
export type PaymentsProviderLookup = (configured: string | null | undefined) => PaymentsProvider | null;

/** Adapters by PAYMENTS_PROVIDER value, around the server's own sandbox; a real provider's adapter is added here. */
export function paymentsProviders(sandbox: PaymentsProvider): PaymentsProviderLookup {
  const providers: Record<string, PaymentsProvider> = { [SANDBOX_PROVIDER_KEY]: sandbox };
  return (configured) => providers[configured?.trim() || SANDBOX_PROVIDER_KEY] ?? null;
}
