export { TelematicsError, type TelematicsProvider, type TelematicsTokens } from './provider.js';
export { registerSandboxTelematicsRoutes } from './routes.js';
export { SANDBOX_TELEMATICS_KEY, SandboxTelematicsProvider, sandboxTelematics } from './sandbox.js';
