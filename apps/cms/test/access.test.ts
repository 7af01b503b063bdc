import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type StartedCms } from '../test-support/start-cms.ts';
import { freePort } from './free-port.ts';

/** The started CMS (seed + next start) with the sample content: one published and one draft news. */
let cms: StartedCms;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cms-access-'));
  cms = await startCms({ port: await freePort(), dataDir, content: 'sample' });
});
afterAll(async () => {
  await cms?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${cms.url}${path}`, { headers });
const withKey = () => ({ Authorization: `users API-Key ${cms.apiKey}` });
type List = { docs: Array<{ _status?: string; title?: string; url?: string }>; totalDocs: number };

interface UploadedMedia {
  id: number | string;
  width: number;
  height: number;
  mimeType: string;
  filesize: number;
  url: string;
}

/** The seeded editor's token, as the admin signs in (once per file). */
let editorToken: Promise<string> | undefined;
function signInAsEditor(): Promise<string> {
  editorToken ??= fetch(`${cms.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(cms.editor),
  })
    .then((response) => response.json() as Promise<{ token: string }>)
    .then(({ token }) => token);
  return editorToken;
}

/** An image file sent by the seeded editor through the REST API, as the admin does; expects `status`. */
async function sendImageAsEditor(
  request: { method: 'POST' | 'PATCH'; path: string; status: number; payload: object },
  image: { file: Buffer<ArrayBuffer>; type: string; name: string },
): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', new Blob([image.file], { type: image.type }), image.name);
  form.append('_payload', JSON.stringify(request.payload));
  const response = await fetch(`${cms.url}${request.path}`, {
    method: request.method,
    headers: { Authorization: `JWT ${await signInAsEditor()}` },
    body: form,
  });
  expect(response.status).toBe(request.status);
  return ((await response.json()) as { doc: UploadedMedia }).doc;
}

/** A new image uploaded by the seeded editor; expects 201. */
const uploadAsEditor = (file: Buffer<ArrayBuffer>, type: string, name: string, alt: string) =>
  sendImageAsEditor({ method: 'POST', path: '/api/media', status: 201, payload: { alt } }, { file, type, name });

/** A new file for an uploaded image, as the admin's "replace file" sends it; expects 200. */
const replaceAsEditor = (id: UploadedMedia['id'], file: Buffer<ArrayBuffer>, type: string, name: string) =>
  sendImageAsEditor({ method: 'PATCH', path: `/api/media/${id}`, status: 200, payload: {} }, { file, type, name });

describe('CMS access (docs/cms-content-model.md, Access)', () => {
  it.each([
    'news',
    'news-types',
    'block-contents',
    'special-pages',
    'other-pages',
    'header-footers',
    'courses',
    'users',
  ])('refuses anonymous reads of %s, published or not', async (collection) => {
    const response = await get(`/api/${collection}`);
    expect(response.status).toBe(403);
    const drafts = await get(`/api/${collection}?draft=true`);
    expect(drafts.status).toBe(403);
  });

  it('gives the API key published news only, and drafts only when it asks with draft=true', async () => {
    const published = (await (await get('/api/news?depth=0', withKey())).json()) as List;
    expect(published.docs.length).toBeGreaterThan(0);
    expect(published.docs.every((d) => d._status === 'published')).toBe(true);
    expect(published.docs.map((d) => d.title)).not.toContain('下書きのお知らせ');

    const withDrafts = (await (await get('/api/news?depth=0&draft=true', withKey())).json()) as List;
    expect(withDrafts.docs.map((d) => d.title)).toContain('下書きのお知らせ');
  });

  it('serves the English fields with locale=en and falls back to Japanese', async () => {
    const en = (await (await get('/api/news?depth=0&locale=en', withKey())).json()) as List;
    expect(en.docs.map((d) => d.title)).toContain('Scheduled maintenance');
  });

  it('never lets the API key write', async () => {
    const response = await fetch(`${cms.url}/api/courses`, {
      method: 'POST',
      headers: { ...withKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ controllerId: 'x', name: 'x', parentId: 'x' }),
    });
    expect(response.status).toBe(403);
  });

  it('refuses a wrong API key', async () => {
    const response = await get('/api/news', { Authorization: 'users API-Key not-the-key' });
    expect(response.status).toBe(403);
  });

  it('lets the seeded editor log in and read drafts', async () => {
    const login = await fetch(`${cms.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(cms.editor),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const all = (await (await get('/api/news?depth=0', { Authorization: `JWT ${token}` })).json()) as List;
    expect(all.docs.map((d) => d.title)).toContain('下書きのお知らせ');
  });

  it('serves media to anyone (browsers load images from the CMS host)', async () => {
    // The sample has no images: the editor uploads one.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await uploadAsEditor(png, 'image/png', 'pixel.png', '1ピクセル');

    const list = (await (await get('/api/media')).json()) as List;
    const url = list.docs[0]?.url;
    expect(url).toMatch(/^\/api\/media\/file\//);
    const file = await get(url!);
    expect(file.status).toBe(200);
    // Stored as WebP, the format members' phones get (collections/media.ts).
    expect(file.headers.get('content-type')).toBe('image/webp');
    // Kept by the browser for a day: a member's phone does not fetch a page's pictures again on every visit.
    expect(file.headers.get('cache-control')).toBe('public, max-age=86400');
    const part = await get(url!, { Range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers.get('cache-control')).toBe('public, max-age=86400');
    // A range past the end is no picture: it is not kept.
    const past = await get(url!, { Range: 'bytes=99999999-' });
    expect(past.status).toBe(416);
    expect(past.headers.get('cache-control')).toBe('no-store');
  });

  it('stores a replaced picture under a new address, which a day in the browser’s cache rests on', async () => {
    const first = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const second = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00c' } })
      .png()
      .toBuffer();
    const created = await uploadAsEditor(first, 'image/png', 'banner.png', 'バナー');
    const replaced = await replaceAsEditor(created.id, second, 'image/png', 'banner.png');
    expect(replaced.url).not.toBe(created.url);
    const served = await get(replaced.url);
    expect(served.status).toBe(200);
    const { dominant } = await sharp(Buffer.from(await served.arrayBuffer())).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
  });

  it('serves the admin’s code editor (Monaco) itself, not from a CDN (docs/cms-content-model.md「Code editor」)', async () => {
    for (const path of [
      '/monaco/vs/loader.js',
      '/monaco/vs/editor/editor.main.js',
      '/monaco/vs/editor/editor.main.css',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(path.endsWith('.css') ? /text\/css/ : /javascript/);
    }
  });

  it('stores a large photo at most 1600 px wide, as WebP, and never enlarges a small one', async () => {
    const upload = async (name: string, width: number, height: number) => {
      // A noisy photo-like image, so that its size is that of a real photo.
      const pixels = Buffer.alloc(width * height * 3);
      for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
      const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 90 })
        .toBuffer();
      return { doc: await uploadAsEditor(jpeg, 'image/jpeg', name, '写真'), original: jpeg.length };
    };

    const large = await upload('camera.jpg', 4000, 3000);
    expect(large.doc).toMatchObject({ width: 1600, height: 1200, mimeType: 'image/webp' });
    expect(large.doc.filesize).toBeLessThan(large.original / 4);
    const served = await get(large.doc.url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1600);

    const portrait = await upload('portrait.jpg', 3000, 4000);
    expect(portrait.doc).toMatchObject({ width: 1200, height: 1600, mimeType: 'image/webp' });

    const small = await upload('small.jpg', 600, 400);
    expect(small.doc).toMatchObject({ width: 600, height: 400, mimeType: 'image/webp' });
  });
});
