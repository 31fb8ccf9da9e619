export * from './app-error.js';
export * from './define.js';
export * from './services.js';
export * from './headers.js';
export * from './health/health.js';
export * from './events/envelope.js';
export * from './system/system-ping.js';
