import type { Logger } from 'pino';
import type { Services } from '../services.js';
import type { JobDefinition } from './jobs.js';

export interface JobDependencies {
  services: Services;
  logger: Logger;
}

/**
 * Every background job of the product, from the modules' `<domain>.jobs.ts` files. Add a module's
 * definitions here; the server registers the list once at start.
 */
export function jobDefinitions(_deps: JobDependencies): JobDefinition<any>[] {
  return [];
}
