/**
 * The security headers of every response, in one place: @fastify/helmet applies them to routed
 * requests, and the framework-error handler applies the same options with helmet itself to the
 * requests Fastify refuses before routing (see framework-errors.ts). Not annotated with either
 * package's options type: @fastify/helmet and helmet's ESM entry declare the same types twice.
 */
export const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Served over plain http on localhost; TLS termination in front adds HSTS instead.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} as const;
