import { createReadStream, createWriteStream } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { SingleBar } from 'cli-progress';
import {
  CatalogImportAppliedSchema,
  CatalogImportCreatedSchema,
  CatalogImportPartResponseSchema,
  FEED_MEDIA_TYPES,
  type FeedFormat,
  type FeedRejection,
} from '@portal/contracts/catalog-feed';
import { OPERATOR_PREFIX } from '../modules/operator/paths.ts';
import { feedParts } from './feed-parts.ts';

/**
 * `catalog import FILE [--full]` and `catalog export FILE` of the operator command line (docs/catalog-feed.md): the
 * file goes to the running portal's operator API in parts of whole rows, then the import is applied in one
 * transaction. Exit codes: 0 every row applied, 2 some rows rejected (listed on stderr with line, field and reason),
 * 1 the file refused as a whole or the portal unreachable — one line, nothing applied.
 */

export interface OperatorApi {
  baseUrl: string;
  token: () => string;
}

export interface FeedCommandIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean };
}

/** Bytes per part: a part is one request, well within the portal's request time limit even on a slow line. */
export const PART_BYTES = 4 * 1024 * 1024;
/** Rejections printed; the summary counts them all. */
const REJECTIONS_PRINTED = 1_000;

/** Refused as a whole: the command prints the message and exits 1. */
class Refused extends Error {}

export function feedFormatOf(file: string): FeedFormat | null {
  const extension = extname(file).toLowerCase();
  if (extension === '.jsonl' || extension === '.ndjson') return 'jsonl';
  if (extension === '.csv') return 'csv';
  return null;
}

/** One request to the operator API, without a time limit: applying 1.5 M rows takes minutes (fetch gives up at 5). */
function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function call(
  api: OperatorApi,
  method: string,
  path: string,
  body?: { type: string; data: string | Buffer },
): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = { authorization: `Bearer ${api.token()}` };
  if (body) {
    headers['content-type'] = body.type;
    headers['content-length'] = String(Buffer.byteLength(body.data));
  }
  let answer: { status: number; text: string };
  try {
    answer = await send(new URL(`${api.baseUrl}${OPERATOR_PREFIX}${path}`), method, headers, body?.data);
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new Refused(`cannot reach the portal at ${api.baseUrl} (${code ?? String(error)})`);
  }
  try {
    return { status: answer.status, json: answer.text ? (JSON.parse(answer.text) as unknown) : null };
  } catch {
    return { status: answer.status, json: answer.text };
  }
}

const messageOf = (answer: { status: number; json: unknown }) => {
  const error = (answer.json as { error?: { code?: string; message?: string } } | null)?.error;
  return error ? `${error.message ?? error.code}` : `the portal answered ${answer.status}`;
};

const formatRejection = (r: FeedRejection) =>
  `line ${r.line}${r.menuNo ? ` (menuNo ${r.menuNo})` : ''}: ${r.field}: ${r.reason}\n`;

function progressBar(io: FeedCommandIo, totalBytes: number) {
  if (!io.stderr.isTTY) return null;
  const bar = new SingleBar({
    stream: io.stderr as NodeJS.WritableStream,
    format: 'importing [{bar}] {percentage}% | {rows} rows | {speed} rows/s | {eta_formatted} left',
    hideCursor: true,
    etaBuffer: 20,
  });
  bar.start(totalBytes, 0, { rows: 0, speed: 0 });
  return bar;
}

export async function importCatalogFile(
  file: string,
  options: { full: boolean; api: OperatorApi; io: FeedCommandIo; partBytes?: number },
): Promise<number> {
  const { api, io } = options;
  const format = feedFormatOf(file);
  let id: string | null = null;
  let bar: ReturnType<typeof progressBar> = null;
  const abandon = async () => {
    if (id) await call(api, 'DELETE', `catalog/imports/${id}`).catch(() => {});
  };
  const onSignal = () => {
    bar?.stop();
    io.stderr.write('catalog import: interrupted; the catalogue is unchanged\n');
    void abandon().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (!format) throw new Refused(`${file}: neither JSON Lines (.jsonl) nor CSV (.csv)`);
    let size: number;
    try {
      size = (await stat(file)).size;
    } catch {
      throw new Refused(`${file}: no such file`);
    }
    const opened = await call(api, 'POST', 'catalog/imports', {
      type: 'application/json',
      data: JSON.stringify({ format, full: options.full }),
    });
    if (opened.status !== 201) throw new Refused(`the portal refused the import: ${messageOf(opened)}`);
    id = CatalogImportCreatedSchema.parse(opened.json).data.id;

    const rejections: FeedRejection[] = [];
    let rejected = 0;
    let rows = 0;
    let sent = 0;
    const started = Date.now();
    bar = progressBar(io, size);
    const chunks = createReadStream(file) as AsyncIterable<Buffer>;
    for await (const part of feedParts(chunks, format, options.partBytes ?? PART_BYTES)) {
      const answer = await call(api, 'PUT', `catalog/imports/${id}/parts/${part.number}?line=${part.firstLine}`, {
        type: FEED_MEDIA_TYPES[format],
        data: part.bytes,
      });
      if (answer.status !== 200) throw new Refused(`${file}: refused: ${messageOf(answer)}`);
      const staged = CatalogImportPartResponseSchema.parse(answer.json).data;
      rows += staged.staged + staged.rejected;
      rejected += staged.rejected;
      rejections.push(...staged.rejections);
      sent += part.bytes.length;
      const seconds = Math.max(0.001, (Date.now() - started) / 1000);
      bar?.update(Math.min(size, sent), { rows, speed: Math.round(rows / seconds) });
    }
    bar?.update(size, { rows });
    bar?.stop();
    if (io.stderr.isTTY) io.stderr.write('applying…\n');
    const applied = await call(api, 'POST', `catalog/imports/${id}/apply`);
    if (applied.status !== 200) throw new Refused(`the portal refused to apply the import: ${messageOf(applied)}`);
    id = null;
    const summary = CatalogImportAppliedSchema.parse(applied.json).data;
    rejected += summary.rejected;
    rejections.push(...summary.rejections);
    rejections.sort((a, b) => a.line - b.line);
    for (const rejection of rejections.slice(0, REJECTIONS_PRINTED)) io.stderr.write(formatRejection(rejection));
    const listed = new Set(rejections.slice(0, REJECTIONS_PRINTED).map((rejection) => rejection.line)).size;
    if (rejected > listed) io.stderr.write(`… and ${rejected - listed} more rejected rows not listed\n`);
    const changed = summary.added + summary.updated + summary.withdrawn;
    io.stdout.write(
      `added ${summary.added}, updated ${summary.updated}, withdrawn ${summary.withdrawn}, rejected ${rejected}` +
        ` (unchanged ${summary.unchanged}; ${changed} changed; catalogue version ${summary.version})\n`,
    );
    return rejected > 0 ? 2 : 0;
  } catch (error) {
    bar?.stop();
    await abandon();
    if (error instanceof Refused) {
      io.stderr.write(`catalog import: ${error.message}\n`);
      return 1;
    }
    io.stderr.write(`catalog import: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

export async function exportCatalogFile(
  file: string,
  options: { api: OperatorApi; io: FeedCommandIo },
): Promise<number> {
  const { api, io } = options;
  const format = feedFormatOf(file);
  if (!format) {
    io.stderr.write(`catalog export: ${file}: neither JSON Lines (.jsonl) nor CSV (.csv)\n`);
    return 1;
  }
  try {
    const response = await fetch(`${api.baseUrl}${OPERATOR_PREFIX}catalog/export?format=${format}`, {
      headers: { authorization: `Bearer ${api.token()}` },
    });
    if (!response.ok || !response.body) {
      io.stderr.write(`catalog export: the portal answered ${response.status}\n`);
      return 1;
    }
    await pipeline(Readable.fromWeb(response.body as WebReadableStream), createWriteStream(file));
    io.stdout.write(`exported the catalogue to ${file} (${(await stat(file)).size} bytes)\n`);
    return 0;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    io.stderr.write(`catalog export: ${cause?.code ?? (error instanceof Error ? error.message : String(error))}\n`);
    return 1;
  }
}
