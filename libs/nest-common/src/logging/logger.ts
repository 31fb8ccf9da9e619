import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { LineBatcher } from './line-batcher.js';
import { activeTraceId } from '../tracing/trace-context.js';
import { currentRequestId } from './request-context.js';

/** Where the lines go: stdout, a turn of the event loop at a time (see LineBatcher). */
function logDestination() {
  return new LineBatcher(pino.destination({ dest: 1, sync: true }));
}

/** Structured JSON logs: one line per event, with the app name, the current request id and trace id. */
export function createLogger(app: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino(
    {
      level,
      base: { app },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        // The active span's trace (only with tracing on), to find a line's trace and a trace's lines.
        const traceId = activeTraceId();
        if (traceId) return requestId ? { requestId, trace_id: traceId } : { trace_id: traceId };
        return requestId ? { requestId } : {};
      },
      redact: {
        paths: ['password', '*.password', 'req.headers.cookie', 'req.headers.authorization', '*.token'],
        censor: '[redacted]',
      },
    },
    logDestination(),
  );
}

/** Routes Nest's own log calls into the same structured logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, stringify(message));
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }

  private write(level: 'info' | 'warn' | 'debug' | 'trace', message: unknown, context?: string): void {
    this.logger[level]({ context }, stringify(message));
  }
}

function stringify(message: unknown): string {
  if (typeof message === 'string') return message;
  if (message instanceof Error) return message.message;
  return JSON.stringify(message);
}
