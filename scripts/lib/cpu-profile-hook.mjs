// @ts-check
// Loaded with `NODE_OPTIONS=--import=…/cpu-profile-hook.mjs` (Node refuses `--cpu-prof` there):
// the first SIGUSR2 starts the in-thread inspector's CPU profiler, the second writes a .cpuprofile
// (Chrome DevTools opens it) into CPU_PROFILE_DIR, so the profile covers only the measured window,
// not the start-up. Used by `npm run bench:blog` and `bench:jobs`.
import fs from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 200 });
  let running = false;
  process.on('SIGUSR2', () => {
    if (!running) {
      running = true;
      session.post('Profiler.start');
      return;
    }
    running = false;
    session.post('Profiler.stop', (error, result) => {
      if (error) {
        process.stderr.write(`cpu-profile-hook: the profiler did not stop: ${error.message}\n`);
        return;
      }
      const name = `${path.basename(process.cwd())}-${process.pid}.cpuprofile`;
      // The directory may not exist yet: a profile silently lost to ENOENT cost a bench run.
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, name), JSON.stringify(result.profile));
    });
  });
}
