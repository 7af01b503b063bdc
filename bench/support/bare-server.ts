/**
 * The bare server of ./bare.ts: `node bench/support/bare-server.ts <port> <routes.json> [<log level>]`. Each route
 * sends its captured body with its headers, and nothing else.
 *
 * With a log level: the same routes with request logging and metrics on, as the portal has them and nothing else of it:
 * the portal's access line (plugins/request-log.ts: Fastify's logger at the portal's level, one line per request at
 * `info`, on the standard output) and its request histogram (modules/metrics: observed for every answer by route
 * pattern). What a bare route costs with the two things goal 4 asks to keep on (ADR 0032, amendment "goal 4 against a
 * bare route that logs").
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { RequestLogController } from '../../apps/bff/src/plugins/request-log.ts';
import { createAppMetrics } from '../../apps/bff/src/modules/metrics/metrics.ts';
import { metricsPlugin } from '../../apps/bff/src/modules/metrics/routes.ts';
import type { BareRoute } from './bare.ts';

const [, , port, file, logLevel] = process.argv;
const routes = JSON.parse(readFileSync(file!, 'utf8')) as BareRoute[];
const bare = logLevel
  ? Fastify({ logger: { level: logLevel }, logController: new RequestLogController() })
  : Fastify({ logger: false });
if (logLevel) await bare.register(metricsPlugin, { metrics: createAppMetrics(), isPageCall: () => false });
for (const { route, headers, body } of routes) {
  const bytes = Buffer.from(body, 'base64');
  bare.get(route, (_request, reply) => reply.headers(headers).send(bytes));
}
await bare.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void bare.close().then(() => process.exit(0)));
