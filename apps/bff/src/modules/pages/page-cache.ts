import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { SerialisedAnswer } from '../cms/answers.ts';

/**
 * Rendered pages kept for every visitor (ADR 0032): in memory, and in Redis where the deployment has it, so that one
 * replica's render serves the others. A page is kept under a key naming everything it was rendered from (its URL,
 * language, category order, and the CMS and catalogue content versions: see pages-plugin.ts), so a page of older
 * content is never found again once the content changes; it also stops being valid at `validUntil` (the next start or
 * end of a CMS document's window, or the freshness of the snapshots it was rendered from).
 */
export interface KeptPage {
  answer: SerialisedAnswer;
  /** Epoch ms until which the page is served as it is; after it, once more while it is rendered again. */
  validUntil: number;
}

export interface PageCacheOptions {
  redis?: Redis | undefined;
  /** Upper bound of the pages kept in memory (all codings). */
  maxBytes?: number;
  /** How long a page may stay in Redis past its validity (it is served once more while rendered again). */
  graceMs: number;
  keyPrefix?: string;
  onError?: (message: string, error: unknown) => void;
  now: () => number;
}

/** A kept page in Redis: a JSON header (lengths, validator, validity), then the bodies one after another. */
function encode(page: KeptPage): Buffer {
  const { answer } = page;
  const bodies = [answer.identity, answer.br ?? Buffer.alloc(0), answer.gzip ?? Buffer.alloc(0)];
  const header = Buffer.from(
    JSON.stringify({
      type: answer.type,
      etags: answer.etags,
      validUntil: page.validUntil,
      sizes: bodies.map((body) => body.length),
      br: answer.br !== null,
      gzip: answer.gzip !== null,
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([length, header, ...bodies]);
}

function decode(buffer: Buffer): KeptPage | null {
  try {
    const headerLength = buffer.readUInt32BE(0);
    const header = JSON.parse(buffer.subarray(4, 4 + headerLength).toString('utf8')) as {
      type: string;
      etags: SerialisedAnswer['etags'];
      validUntil: number;
      sizes: [number, number, number];
      br: boolean;
      gzip: boolean;
    };
    let offset = 4 + headerLength;
    const [identity, br, gzip] = header.sizes.map((size) => {
      const body = Buffer.from(buffer.subarray(offset, offset + size));
      offset += size;
      return body;
    }) as [Buffer, Buffer, Buffer];
    if (offset !== buffer.length) return null;
    return {
      answer: {
        type: header.type,
        identity,
        br: header.br ? br : null,
        gzip: header.gzip ? gzip : null,
        etags: header.etags,
      },
      validUntil: header.validUntil,
    };
  } catch {
    return null;
  }
}

export function createPageCache(options: PageCacheOptions) {
  const { redis, graceMs, now } = options;
  const prefix = options.keyPrefix ?? 'portal-page:';
  const report = options.onError ?? (() => {});
  const memory = new LRUCache<string, KeptPage>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: ({ answer }) =>
      Math.max(1, answer.identity.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0)),
  });

  return {
    /** The kept page of `key`, within its validity or its grace after it; null when there is none. */
    async get(key: string): Promise<KeptPage | null> {
      const local = memory.get(key);
      if (local && now() < local.validUntil + graceMs) return local;
      if (!redis) return null;
      try {
        const raw = await redis.getBuffer(prefix + key);
        const shared = raw ? decode(raw) : null;
        if (!shared || now() >= shared.validUntil + graceMs) return null;
        memory.set(key, shared);
        return shared;
      } catch (error) {
        report('page cache read failed', error);
        return null;
      }
    },

    /** Keeps a page, in memory at once and in Redis (for the other replicas) as long as it may be served. */
    keep(key: string, page: KeptPage): void {
      memory.set(key, page);
      if (!redis) return;
      const ttl = Math.ceil(page.validUntil + graceMs - now());
      if (!Number.isFinite(ttl) || ttl <= 0) return;
      redis
        .set(prefix + key, encode(page), 'PX', ttl)
        .catch((error: unknown) => report('page cache write failed', error));
    },

    /** Pages kept in memory (tests, metrics). */
    get size(): number {
      return memory.size;
    },

    clearMemory(): void {
      memory.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
