import type { FastifyRequest } from 'fastify';

/** The caller's address and browser, recorded with sessions and used to key rate limits. */
export function clientInfo(request: FastifyRequest): { ip: string; userAgent?: string } {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, ...(userAgent ? { userAgent: userAgent.slice(0, 500) } : {}) };
}
