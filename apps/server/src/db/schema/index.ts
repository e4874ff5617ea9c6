export * from './configuration.js';
export * from './identity.js';
export * from './participants.js';
export * from './programs.js';
