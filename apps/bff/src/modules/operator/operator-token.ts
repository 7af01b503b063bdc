import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../../lib/tokens.ts';

/** The operator API's gate: the bearer token (OPERATOR_API_TOKEN), compared in constant time; 401 without it. */
export function operatorTokenCheck(token: string) {
  const expected = `Bearer ${token}`;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    if (typeof header !== 'string' || !safeEqual(header, expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: { code: 'unauthenticated', message: 'operator token required' } });
    }
  };
}
