import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CatalogExportQuerySchema,
  CatalogImportAbandonedSchema,
  CatalogImportAppliedSchema,
  CatalogImportCreatedSchema,
  CatalogImportParamsSchema,
  CatalogImportPartParamsSchema,
  CatalogImportPartQuerySchema,
  CatalogImportPartResponseSchema,
  CatalogImportRequestSchema,
  FEED_MEDIA_TYPES,
  FEED_PART_MAX_BYTES,
} from '@portal/contracts/catalog-feed';
import { FeedRefused, ImportRefused } from '@portal/db';
import { ACCESS, ERRORS, errorAnswer } from '../../lib/openapi.ts';
import type { CatalogImports } from '../catalog/catalog-imports.ts';
import { operatorTokenCheck } from './operator-token.ts';
import { OPERATOR_PREFIX } from './paths.ts';

/**
 * The catalogue's operator routes (issue 31, docs/catalog-feed.md): open an import, send its file in parts (each a
 * request well within HTTP_REQUEST_TIMEOUT_MS, ADR 0024, and on any replica: the parts are staged in the database),
 * apply it in one transaction or abandon it; export the catalogue as a feed. Behind the operator API's bearer token.
 */
export interface OperatorCatalogRoutesOptions {
  imports: CatalogImports;
  /** OPERATOR_API_TOKEN. */
  token: string;
}

class PartTooLarge extends Error {}

/** The request's body, refused past `limit` bytes. */
async function* limited(body: AsyncIterable<Uint8Array>, limit: number): AsyncGenerator<Uint8Array> {
  let bytes = 0;
  for await (const chunk of body) {
    bytes += chunk.byteLength;
    if (bytes > limit) throw new PartTooLarge();
    yield chunk;
  }
}

const refusal = (code: string, message: string) => ({ error: { code, message } });

/** The answer to an import that cannot go on: 404 unknown, 409 closed, 422 a full import with no row. */
function sendImportRefusal(reply: FastifyReply, error: ImportRefused) {
  const status = error.code === 'unknown_import' ? 404 : error.code === 'import_closed' ? 409 : 422;
  return reply.code(status).send(refusal(error.code, error.message));
}

export const operatorCatalogRoutes: FastifyPluginAsyncZod<OperatorCatalogRoutesOptions> = async (app, ctx) => {
  app.addHook('onRequest', operatorTokenCheck(ctx.token));
  // A part's body is read as it arrives, never held whole (the content type decides nothing else: the import's
  // format, fixed when it was opened, does).
  app.addContentTypeParser(Object.values(FEED_MEDIA_TYPES), (_request, payload, done) => done(null, payload));
  const errors = { 400: ERRORS.invalidRequest, 401: ERRORS.operatorUnauthenticated };
  const unknownImport = errorAnswer('unknown_import: no such import');
  const closedImport = errorAnswer('import_closed: the import was applied or abandoned already');

  app.post(
    `${OPERATOR_PREFIX}catalog/imports`,
    {
      schema: {
        tags: ['operator'],
        operationId: 'startCatalogImport',
        summary: 'Open a catalogue import (JSON Lines or CSV; full: withdraw what the file does not hold)',
        security: ACCESS.operator,
        body: CatalogImportRequestSchema,
        response: { 201: CatalogImportCreatedSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: { id: await ctx.imports.open(request.body) } }),
  );

  app.put(
    `${OPERATOR_PREFIX}catalog/imports/:id/parts/:part`,
    {
      schema: {
        tags: ['operator'],
        operationId: 'sendCatalogImportPart',
        summary:
          'Stage a part of the file (application/x-ndjson or text/csv, at most 16 MiB, whole rows; a CSV part ' +
          'starts with the header): its good rows are staged, its bad rows listed with line, field and reason; a ' +
          'part sent again replaces the one before',
        security: ACCESS.operator,
        params: CatalogImportPartParamsSchema,
        querystring: CatalogImportPartQuerySchema,
        response: {
          200: CatalogImportPartResponseSchema,
          ...errors,
          404: unknownImport,
          409: closedImport,
          413: errorAnswer('part_too_large: a part is at most 16 MiB'),
          415: errorAnswer('unsupported_media_type: a part is application/x-ndjson or text/csv'),
          422: errorAnswer(
            'feed_refused: the file cannot be read at all (bytes that are not UTF-8, no JSON object on its first ' +
              'line, no usable CSV header); abandon the import',
          ),
        },
      },
    },
    async (request, reply) => {
      const { id, part } = request.params;
      const { line } = request.query;
      const body = request.body as Readable | undefined;
      if (!body || typeof (body as Partial<Readable>).pipe !== 'function') {
        return reply.code(415).send(refusal('unsupported_media_type', 'application/x-ndjson or text/csv'));
      }
      try {
        const staged = await ctx.imports.stage(id, {
          number: part,
          firstLine: line,
          bytes: limited(body, FEED_PART_MAX_BYTES),
        });
        return { data: staged };
      } catch (error) {
        if (error instanceof FeedRefused) return reply.code(422).send(refusal('feed_refused', error.message));
        if (error instanceof ImportRefused) return sendImportRefusal(reply, error);
        if (error instanceof PartTooLarge) {
          return reply.code(413).send(refusal('part_too_large', 'a part is at most 16 MiB'));
        }
        // The operator's connection dropped while the part came in: nothing of it was staged, nobody to answer.
        if (request.raw.destroyed) return reply.code(400).send(refusal('invalid_request', 'the part was cut off'));
        throw error;
      }
    },
  );

  app.post(
    `${OPERATOR_PREFIX}catalog/imports/:id/apply`,
    {
      schema: {
        tags: ['operator'],
        operationId: 'applyCatalogImport',
        summary:
          'Apply a staged import in one transaction: added, updated, unchanged, withdrawn (full), rejected ' +
          '(a menuNo given twice: the later rows); the catalogue’s version changes when anything did',
        security: ACCESS.operator,
        params: CatalogImportParamsSchema,
        response: {
          200: CatalogImportAppliedSchema,
          ...errors,
          404: unknownImport,
          409: closedImport,
          422: errorAnswer('empty_full_import: a full import without one valid row would withdraw everything'),
        },
      },
    },
    async (request, reply) => {
      try {
        const summary = await ctx.imports.apply(request.params.id);
        request.log.warn({ importId: request.params.id, ...summary, rejections: undefined }, 'catalogue imported');
        return { data: summary };
      } catch (error) {
        if (error instanceof ImportRefused) return sendImportRefusal(reply, error);
        throw error;
      }
    },
  );

  app.delete(
    `${OPERATOR_PREFIX}catalog/imports/:id`,
    {
      schema: {
        tags: ['operator'],
        operationId: 'abandonCatalogImport',
        summary: 'Abandon an import: what it staged is dropped, the catalogue is untouched',
        security: ACCESS.operator,
        params: CatalogImportParamsSchema,
        response: { 200: CatalogImportAbandonedSchema, ...errors, 404: unknownImport, 409: closedImport },
      },
    },
    async (request, reply) => {
      try {
        await ctx.imports.abandon(request.params.id);
        return { data: { id: request.params.id, status: 'abandoned' as const } };
      } catch (error) {
        if (error instanceof ImportRefused) return sendImportRefusal(reply, error);
        throw error;
      }
    },
  );

  app.get(
    `${OPERATOR_PREFIX}catalog/export`,
    {
      schema: {
        tags: ['operator'],
        operationId: 'exportCatalog',
        summary: 'The listed privileges as a catalogue feed (JSON Lines or CSV), what an import reads back',
        security: ACCESS.operator,
        querystring: CatalogExportQuerySchema,
        response: {
          200: z.string().describe('The feed (docs/catalog-feed.md), streamed'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      return (
        reply
          .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="catalog.${format}"`)
          // A stream goes out as it comes, never through the serialiser: the schema above only documents the text.
          .send(Readable.from(ctx.imports.export(format)) as unknown as string)
      );
    },
  );
};
