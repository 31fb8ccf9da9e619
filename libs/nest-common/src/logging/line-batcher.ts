// Ours, weighed against pino's own asynchronous destination: `pino.destination({ sync: false,
// minLength })` holds lines until `minLength` bytes with no time bound (a quiet process keeps its
// last lines), and without `minLength` it writes warnings and errors as late as any line, while
// this batcher writes them at once, in order, before the process answers or dies
// (line-batcher.spec.ts). Batching stays a pino destination: a switch is one line in logger.ts.
import { pino } from 'pino';

/** What the batcher writes to: a synchronous stream (pino.destination with sync: true). */
export interface LineSink {
  write(chunk: string): unknown;
}

const WARN = 40;
const open = new Set<LineBatcher>();
let exitHooked = false;

/**
 * A pino destination that writes the lines logged during one turn of the event loop together,
 * in one write at the end of it (setImmediate), instead of one blocking write per line: under load
 * the gateway's access line of every request cost ~10 % of its CPU in writes. A warning or an
 * error is written at once, after what is pending, so the order holds and it is out before the
 * process answers or dies. What is pending when the process exits is written then.
 */
export class LineBatcher {
  /** Asks pino to set `lastLevel` before each write. */
  readonly [pino.symbols.needsMetadataGsym] = true as const;
  lastLevel = 0;
  private pending = '';
  private scheduled = false;

  constructor(private readonly sink: LineSink) {
    open.add(this);
    if (!exitHooked) {
      exitHooked = true;
      process.on('exit', () => {
        for (const batcher of open) batcher.flush();
      });
    }
  }

  write(line: string): void {
    this.pending += line;
    if (this.lastLevel >= WARN) {
      this.flush();
    } else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flushScheduled);
    }
  }

  flush(): void {
    if (this.pending === '') return;
    const chunk = this.pending;
    this.pending = '';
    this.sink.write(chunk);
  }

  private readonly flushScheduled = () => {
    this.scheduled = false;
    this.flush();
  };
}
