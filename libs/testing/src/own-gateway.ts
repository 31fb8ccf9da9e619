import { afterAll, beforeAll } from 'vitest';
import { useSharedSystem, type SharedSystem, type SharedSystemInfo } from './shared-system.js';
import { startHealthyGateway, type RunningApp } from './system.js';

/**
 * The shared services behind a gateway of the test file's own, for gateway settings of its own (a
 * rate limit, a signing secret, the web build, a log of its own): started before the file's tests
 * (`onReady` receives the system, its `url` that gateway's) and stopped after them.
 */
export function useSharedSystemBehindOwnGateway(
  info: SharedSystemInfo,
  options: { logDir: string; env?: Record<string, string> },
  onReady: (system: SharedSystem) => void,
): void {
  let gateway: (RunningApp & { url: string }) | undefined;
  beforeAll(async () => {
    const services = await useSharedSystem(info);
    gateway = await startHealthyGateway(services.backing, options);
    onReady({ ...services, url: gateway.url });
  });
  afterAll(async () => {
    await gateway?.stop();
  });
}
