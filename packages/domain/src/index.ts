export * from './configuration.js';
export * from './constants.js';
export * from './emails.js';
export * from './groups.js';
export * from './messages.js';
export * from './money.js';
export * from './units.js';
export * from './validation.js';
