import { requestIdHeader } from '../lib/request-id.ts';

/** The Payload collections the portal reads (docs/cms-content-model.md). */
export const CMS_COLLECTIONS = [
  'news',
  'news-types',
  'block-contents',
  'special-pages',
  'other-pages',
  'header-footers',
  'courses',
] as const;
export type CmsCollection = (typeof CMS_COLLECTIONS)[number];
export type CmsLocale = 'ja' | 'en';

export interface CmsReadOptions {
  locale: CmsLocale;
  /** true: the latest draft of every document (preview); false: the published state. */
  draft: boolean;
}

/** A Payload document as the REST API returns it (depth 2: uploads and relationships populated). */
export type PayloadDoc = Record<string, unknown>;

/** The CMS seen from the portal: whole collections (content sets are small, hundreds of documents). */
export interface CmsSource {
  list(collection: CmsCollection, options: CmsReadOptions): Promise<PayloadDoc[]>;
}

/** The CMS could not answer: unreachable, timed out, refused the key, or answered something unreadable. */
export class CmsUnavailableError extends Error {
  override name = 'CmsUnavailableError';
}

export interface PayloadSourceSettings {
  /** Server-to-server base URL, e.g. http://127.0.0.1:3001 */
  url: string;
  apiKey: string;
  timeoutMs: number;
  /** Documents per page asked of Payload. */
  pageSize?: number;
  fetch?: typeof fetch;
}

const MAX_PAGES = 50;

interface PayloadPage {
  docs: PayloadDoc[];
  hasNextPage: boolean;
  page?: number;
}

function isPayloadPage(body: unknown): body is PayloadPage {
  return (
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as PayloadPage).docs) &&
    typeof (body as PayloadPage).hasNextPage === 'boolean'
  );
}

/**
 * CmsSource over Payload's REST API: `GET /api/<collection>?depth=2&limit&page&locale&fallback-locale=ja&draft`
 * with the `portal-bff` user's API key. Every call has its own timeout; pages are followed to the end.
 */
export function createPayloadCmsSource(settings: PayloadSourceSettings): CmsSource {
  const doFetch = settings.fetch ?? fetch;
  const pageSize = settings.pageSize ?? 100;

  async function fetchPage(collection: CmsCollection, options: CmsReadOptions, page: number): Promise<PayloadPage> {
    const query = new URLSearchParams({
      depth: '2',
      limit: String(pageSize),
      page: String(page),
      locale: options.locale,
      'fallback-locale': 'ja',
      draft: String(options.draft),
      sort: 'id',
    });
    const target = `${settings.url}/api/${collection}?${query}`;
    let response: Response;
    try {
      response = await doFetch(target, {
        // The member's request id, so that the CMS's log lines meet the BFF's.
        headers: {
          authorization: `users API-Key ${settings.apiKey}`,
          accept: 'application/json',
          ...requestIdHeader(),
        },
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new CmsUnavailableError(`CMS ${collection}: ${(error as Error).name} ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new CmsUnavailableError(`CMS ${collection}: HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new CmsUnavailableError(`CMS ${collection}: unreadable answer`, { cause: error });
    }
    if (!isPayloadPage(body)) throw new CmsUnavailableError(`CMS ${collection}: not a Payload list`);
    return body;
  }

  return {
    async list(collection, options) {
      if (!settings.apiKey) throw new CmsUnavailableError('CMS_API_KEY is not set');
      const docs: PayloadDoc[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await fetchPage(collection, options, page);
        docs.push(...answer.docs);
        if (!answer.hasNextPage) return docs;
      }
      throw new CmsUnavailableError(`CMS ${collection}: more than ${MAX_PAGES * pageSize} documents`);
    },
  };
}
