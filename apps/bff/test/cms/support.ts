import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { SignJWT } from 'jose';
import {
  CmsUnavailableError,
  type CmsCollection,
  type CmsReadOptions,
  type CmsSource,
  type PayloadDoc,
} from '../../src/adapters/cms-source.ts';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/payload');

/**
 * A Payload list answer (`<collection>.<locale>.json`; Japanese when there is no English one): the hand-written
 * cases, or the answers recorded from the real CMS's seed (`recorded/`, see fixtures/record-payload.ts).
 */
export function payloadFixture(
  collection: CmsCollection,
  locale: 'ja' | 'en' = 'ja',
  set: 'hand' | 'recorded' = 'hand',
): { docs: PayloadDoc[] } & Record<string, unknown> {
  const dir = set === 'recorded' ? resolve(FIXTURES, 'recorded') : FIXTURES;
  const localized = resolve(dir, `${collection}.${locale}.json`);
  const file = existsSync(localized) ? localized : resolve(dir, `${collection}.ja.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as { docs: PayloadDoc[] };
}

/** A CmsSource over the recorded answers that counts calls and can be switched off (CMS down). */
export function fakeCmsSource(set: 'hand' | 'recorded' = 'hand') {
  const calls: { collection: CmsCollection; options: CmsReadOptions }[] = [];
  let down = false;
  let override: ((collection: CmsCollection, options: CmsReadOptions) => PayloadDoc[] | undefined) | null = null;
  const source: CmsSource & {
    calls: typeof calls;
    setDown(value: boolean): void;
    setOverride(fn: typeof override): void;
  } = {
    calls,
    setDown: (value) => {
      down = value;
    },
    setOverride: (fn) => {
      override = fn;
    },
    async list(collection, options) {
      calls.push({ collection, options });
      if (down) throw new CmsUnavailableError(`CMS ${collection}: connect ECONNREFUSED`);
      return override?.(collection, options) ?? structuredClone(payloadFixture(collection, options.locale, set).docs);
    },
  };
  return source;
}

// ---------- The official JSON:API 1.1 schema ----------

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const validateJsonApi = ajv.compile(
  JSON.parse(readFileSync(resolve(import.meta.dirname, 'jsonapi-schema.json'), 'utf8')) as object,
);

/** Errors of a document against the official JSON:API 1.1 response schema (empty when valid). */
export function jsonApiErrors(document: unknown): string[] {
  if (validateJsonApi(document)) return [];
  return (validateJsonApi.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/**
 * The spec names the tag code `attributes.id` (portal.md §7: "attributes name, id, year"), which JSON:API forbids
 * (no attribute may be named id or type). The menu object is valid JSON:API 1.1 in every other respect: checked on
 * a copy whose `attributes.id` is renamed.
 */
export function menuAsJsonApi(menu: { data: { objects: { data: { attributes: { id: unknown } }[] }[] } }) {
  const object = structuredClone(menu.data.objects[0]!);
  for (const item of object.data) {
    const { id, ...rest } = item.attributes as Record<string, unknown>;
    item.attributes = { ...rest, tag_code: id } as unknown as typeof item.attributes;
  }
  return object;
}

// ---------- Preview tokens as the CMS signs them ----------

export const PREVIEW_SECRET = 'p'.repeat(48);

/** A fresh token (its own `jti`) unless `tokenId` names one; `tokenId: null` leaves the id out. */
export async function cmsPreviewToken(
  options: {
    secret?: string;
    audience?: string;
    issuer?: string;
    expiresInSeconds?: number;
    now?: Date;
    staffId?: string;
    tokenId?: string | null;
  } = {},
): Promise<string> {
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(options.staffId ?? '1')
    .setAudience(options.audience ?? 'portal-preview')
    .setIssuer(options.issuer ?? 'portal-cms');
  if (options.tokenId !== null) jwt.setJti(options.tokenId ?? randomUUID());
  return jwt
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 600))
    .sign(new TextEncoder().encode(options.secret ?? PREVIEW_SECRET));
}
