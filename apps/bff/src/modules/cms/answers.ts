import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { z } from 'zod';

/**
 * CMS answers as they go on the wire (ADR 0019): the body serialised once — checked against its contract, hashed
 * and compressed with brotli and gzip — and kept per audience, language and query while the snapshots it was built
 * from and the targeting windows it depends on last. A cache hit costs no JSON building, no schema check, no
 * hashing and no compression: it picks the body the browser accepts.
 */

export type ContentCoding = 'br' | 'gzip' | 'identity';

export interface SerialisedAnswer {
  /** Content-Type of every body. */
  type: string;
  /** The answer, uncompressed. */
  identity: Buffer;
  /** Precompressed copies; null when the body is below the compression threshold or would not shrink. */
  br: Buffer | null;
  gzip: Buffer | null;
  /** Strong validators of each body (a content coding is its own representation): `"<sha256>"`, `-br`, `-gz`. */
  etags: Record<ContentCoding, string>;
}

/** Bodies below this stay uncompressed, as @fastify/compress leaves every other answer (app.ts). */
export const COMPRESSION_THRESHOLD = 1024;
export const JSON_TYPE = 'application/json; charset=utf-8';
/** The cache headers of an ordinary (kept) answer: it varies by member and coding, and is revalidated by its ETag. */
export const KEPT_CACHE_CONTROL = 'private, no-cache';
export const ANSWER_VARY = 'Cookie, Accept-Encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How hard to compress: `best` for kept answers (brotli's top quality and gzip level 9, paid once per answer and
 * snapshot, in the thread pool), `fast` for answers sent once (preview: brotli 4, gzip 6, as app.ts compresses
 * other answers).
 */
export type Compression = 'best' | 'fast';

const BROTLI_QUALITY: Record<Compression, number> = { best: zlib.BROTLI_MAX_QUALITY, fast: 4 };
const GZIP_LEVEL: Record<Compression, number> = { best: zlib.Z_BEST_COMPRESSION, fast: zlib.Z_DEFAULT_COMPRESSION };

/**
 * The wire form of a document: encoded by its zod contract exactly as fastify-type-provider-zod's serializer
 * would (`JSON.stringify(z.encode(schema, value))`, so a document that breaks its contract still fails, here),
 * or a text as it is (scripts); its hash; and, from the compression threshold on, its brotli and gzip copies.
 */
export async function serialiseAnswer(
  value: unknown,
  options: { schema: z.ZodType | null; type: string; compression: Compression },
): Promise<SerialisedAnswer> {
  const text = options.schema ? JSON.stringify(z.encode(options.schema, value)) : String(value);
  const identity = Buffer.from(text);
  const hash = createHash('sha256').update(identity).digest('base64url');
  let br: Buffer | null = null;
  let gz: Buffer | null = null;
  if (identity.length >= COMPRESSION_THRESHOLD) {
    const [brBody, gzBody] = await Promise.all([
      brotli(identity, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[options.compression],
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: GZIP_LEVEL[options.compression] }),
    ]);
    br = brBody.length < identity.length ? brBody : null;
    gz = gzBody.length < identity.length ? gzBody : null;
  }
  return {
    type: options.type,
    identity,
    br,
    gzip: gz,
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
  };
}

/** The q-value of each coding in an Accept-Encoding header (`*` stands for the ones not named; x-gzip = gzip). */
function qualities(header: string): { br: number; gzip: number } {
  let br: number | null = null;
  let gzip: number | null = null;
  let any: number | null = null;
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value?.trim());
    }
    if (!Number.isFinite(q)) q = 0;
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gzip = q;
    else if (name === '*') any = q;
  }
  return { br: br ?? any ?? 0, gzip: gzip ?? any ?? 0 };
}

const negotiated = new Map<string, 'br' | 'gzip' | 'identity'>();

/**
 * The coding the browser prefers among brotli and gzip (RFC 9110 §12.5.3: highest q-value, brotli on a tie,
 * identity when it accepts neither or sends no header). Remembered per header value: browsers send a handful.
 */
export function preferredCoding(header: string | undefined): ContentCoding {
  if (!header) return 'identity';
  let coding = negotiated.get(header);
  if (coding === undefined) {
    const q = qualities(header);
    coding = q.br > 0 && q.br >= q.gzip ? 'br' : q.gzip > 0 ? 'gzip' : 'identity';
    if (negotiated.size >= 256) negotiated.clear();
    negotiated.set(header, coding);
  }
  return coding;
}

/** The body to send for an Accept-Encoding header: the preferred coding when the answer has it, else identity. */
export function selectBody(answer: SerialisedAnswer, acceptEncoding: string | undefined) {
  const coding = preferredCoding(acceptEncoding);
  if (coding === 'br' && answer.br) return { coding, body: answer.br, etag: answer.etags.br } as const;
  if (coding === 'gzip' && answer.gzip) return { coding, body: answer.gzip, etag: answer.etags.gzip } as const;
  return { coding: 'identity', body: answer.identity, etag: answer.etags.identity } as const;
}

/** If-None-Match (weak comparison, RFC 9110 §13.1.2) against any coding of the answer: the content is the same. */
export function matchesAnswer(header: string | undefined, answer: SerialisedAnswer): boolean {
  if (!header) return false;
  const { etags } = answer;
  for (const raw of header.split(',')) {
    const candidate = raw.trim();
    if (candidate === '*') return true;
    const tag = candidate.startsWith('W/') ? candidate.slice(2) : candidate;
    if (tag === etags.identity || tag === etags.br || tag === etags.gzip) return true;
  }
  return false;
}

/** What goes out for a serialised answer, after its Cache-Control and Vary (which the caller has written). */
export interface AnswerParts {
  status: 200 | 304;
  /** Content-Type, then with a validator its ETag, then the body's Content-Encoding unless identity: names and values in turn. */
  headers: string[];
  /** None on a 304. */
  body: Buffer | null;
}

/**
 * The answer to send in the accepted coding: with `validated` (every kept answer; not preview's), its ETag, and 304
 * when If-None-Match names any coding of it. The route (routes.ts) and the answer front (answer-front.ts) both
 * send this, so that they answer alike.
 */
export function answerParts(
  answer: SerialisedAnswer,
  request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
  validated: boolean,
): AnswerParts {
  const { coding, body, etag } = selectBody(answer, request.acceptEncoding);
  const headers = ['content-type', answer.type];
  if (validated) {
    headers.push('etag', etag);
    if (matchesAnswer(request.ifNoneMatch, answer)) return { status: 304, headers, body: null };
  }
  if (coding !== 'identity') headers.push('content-encoding', coding);
  return { status: 200, headers, body };
}

interface Entry {
  /** The snapshots the answer was built from: it holds while the cache hands out the very same ones. */
  sources: readonly unknown[];
  /** Epoch ms of the next start or end of a document's window in those snapshots (targeting changes then). */
  validUntil: number;
  answer: Promise<SerialisedAnswer | null>;
  bytes: number;
}

export interface AnswerCacheOptions {
  /** Upper bound of the bodies kept (all codings), oldest use evicted first. */
  maxBytes?: number;
}

/**
 * Serialised answers in memory, per key (route, query, audience, language), the least recently built evicted past
 * `maxBytes`. Not shared through Redis: the snapshots are (cache.ts), and an answer is rebuilt from them in
 * milliseconds. Concurrent requests for a missing answer share one build; a build that finds nothing (404) is not
 * kept, so unknown ids cannot fill the cache.
 */
export function createAnswerCache(options: AnswerCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  function remove(key: string, entry: Entry) {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  function sameSources(a: readonly unknown[], b: readonly unknown[]) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
    return true;
  }

  return {
    /**
     * The answer of `key` built from `sources` at `now`: the kept one while its sources are the same objects and
     * `now` is before its validUntil, else a new one from `build`.
     */
    get(
      key: string,
      sources: readonly unknown[],
      now: number,
      build: () => Promise<{ answer: SerialisedAnswer | null; validUntil: number }>,
    ): Promise<SerialisedAnswer | null> {
      const kept = entries.get(key);
      // A hit leaves the order alone (no Map writes on the hot path): answers are rebuilt, and so moved to the
      // end, whenever their snapshots are refreshed, so the first ones are the least recently built.
      if (kept && now < kept.validUntil && sameSources(kept.sources, sources)) return kept.answer;
      if (kept) remove(key, kept);
      const built = build();
      const entry: Entry = {
        sources,
        validUntil: Infinity,
        answer: built.then((b) => b.answer),
        bytes: 0,
      };
      entries.set(key, entry);
      built.then(
        ({ answer, validUntil }) => {
          if (!answer) return remove(key, entry);
          entry.validUntil = validUntil;
          entry.bytes = answer.identity.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);
          if (entries.get(key) !== entry) return;
          totalBytes += entry.bytes;
          for (const [oldKey, old] of entries) {
            if (totalBytes <= maxBytes || old === entry) break;
            remove(oldKey, old);
          }
        },
        () => remove(key, entry),
      );
      return entry.answer;
    },
    /** Number of answers kept (tests). */
    get size(): number {
      return entries.size;
    },
    clear(): void {
      entries.clear();
      totalBytes = 0;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
