import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers fit in a packet or two: compressing them costs CPU and saves nothing. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers that carry a secret, never compressed (BREACH: when a secret and text an attacker chose
 * share a compressed body, its size tells how much of the secret the attacker guessed right).
 * /api/auth/* holds the CSRF token in /api/auth/csrf's body and starts and ends sessions; a resume
 * link is a signed download capability. Session tokens themselves travel in Set-Cookie headers,
 * which content coding does not touch. A job document's view link is one too. See ARCHITECTURE.md (Gateway).
 */
const SECRET_BEARING_ROUTES: readonly RegExp[] = [
  /^\/api\/auth(?:\/|$)/,
  /\/resume\/link$/,
  /\/documents\/:type\/link$/,
];

/**
 * Whether a route's answers are compressed as they are sent. Only the API's: the SPA's files are
 * compressed once at build time and served as they are by @fastify/static (preCompressed), so
 * they are never compressed twice, and the SPA fallback serves index.html the same way.
 */
export function compressesOnTheFly(routeUrl: string): boolean {
  if (!routeUrl.startsWith('/api/')) return false;
  return !SECRET_BEARING_ROUTES.some((route) => route.test(routeUrl));
}

/**
 * JSON and text. Server-sent events (text/event-stream) are left out on purpose: a compressor
 * holds bytes back until its block fills, which would stall each event on its way to the browser.
 */
const COMPRESSIBLE_TYPES = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream)[\w.+-]+)\s*(?:;|$)/i;

/**
 * Compresses API answers above COMPRESSION_THRESHOLD_BYTES for browsers that accept brotli or
 * gzip, at moderate levels (brotli 4, gzip 6) that keep CPU per response low. Request bodies are
 * not decompressed: no client of ours sends them compressed.
 */
export async function useResponseCompression(fastify: FastifyInstance): Promise<void> {
  // Added before the plugin, whose own onRoute hook reads `compress` and must see this decision.
  fastify.addHook('onRoute', (route) => {
    if (!compressesOnTheFly(route.url)) route.compress = false;
  });
  await fastify.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
