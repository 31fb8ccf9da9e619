// The entry each app's main.ts loads first (`@hirerelay/nest-common/tracing`): nothing here imports
// Nest, pg or Redis, which must load after OpenTelemetry's hooks.
export * from './start-tracing.js';
