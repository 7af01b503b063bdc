/**
 * The bare server of ./bare.ts: `node bench/support/bare-server.ts <port> <routes.json>`. Each route sends its
 * captured body with its headers, and nothing else.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import type { BareRoute } from './bare.ts';

const [, , port, file] = process.argv;
const routes = JSON.parse(readFileSync(file!, 'utf8')) as BareRoute[];
const bare = Fastify({ logger: false });
for (const { route, headers, body } of routes) {
  const bytes = Buffer.from(body, 'base64');
  bare.get(route, (_request, reply) => reply.headers(headers).send(bytes));
}
await bare.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void bare.close().then(() => process.exit(0)));
