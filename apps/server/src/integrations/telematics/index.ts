export {
  TelematicsError,
  type TelematicsProvider,
  type TelematicsTokens,
  TelematicsUnavailableError,
} from './provider.js';
export { registerSandboxTelematicsRoutes } from './routes.js';
export { SANDBOX_TELEMATICS_KEY, SandboxTelematicsProvider } from './sandbox.js';
