import { describe, expect, it } from 'vitest';
import { PublicConfigResponseSchema } from '@portal/contracts';
import { loadConfig } from '../../src/config.ts';
import { isTileUrlTemplate, tileImageSource } from '../../src/modules/catalog/map-tiles.ts';
import { createTestApp } from '../helpers.ts';

// issue 12 "/map": the map's base layer is a tile server of the operator's choice, or the shipped outlines.

describe('the map’s tile server (MAP_TILE_URL)', () => {
  it.each([
    ['https://tile.example/{z}/{x}/{y}.png', 'https://tile.example'],
    ['https://tile.example:8443/styles/{z}/{x}/{y}@2x.png?key=k', 'https://tile.example:8443'],
    ['https://{s}.tile.example/{z}/{x}/{y}{r}.png', 'https://*.tile.example'],
    ['http://127.0.0.1:8080/{z}/{y}/{x}', 'http://127.0.0.1:8080'],
  ])('takes %s and lets the page load its images from %s', (template, source) => {
    expect(isTileUrlTemplate(template)).toBe(true);
    expect(tileImageSource(template)).toBe(source);
  });

  it.each([
    ['no placeholders', 'https://tile.example/tiles.png'],
    ['no {y}', 'https://tile.example/{z}/{x}.png'],
    ['another scheme', 'ftp://tile.example/{z}/{x}/{y}.png'],
    ['a script URL', 'javascript:alert(1)//{z}/{x}/{y}'],
    ['a placeholder inside the host', 'https://tile-{s}.example/{z}/{x}/{y}.png'],
    ['no host', '/tiles/{z}/{x}/{y}.png'],
  ])('refuses a template with %s at start', (_, template) => {
    expect(isTileUrlTemplate(template)).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: template })).toThrow(/MAP_TILE_URL/);
  });

  it('is offered to the SPA with its credit, and allowed as an image source by the pages’ CSP', async () => {
    const t = await createTestApp({
      env: {
        MAP_TILE_URL: 'https://{s}.tile.example/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      },
    });
    try {
      const config = PublicConfigResponseSchema.parse((await t.app.inject({ url: '/v1/config' })).json());
      expect(config.data).toMatchObject({
        mapTileUrl: 'https://{s}.tile.example/{z}/{x}/{y}.png',
        mapTileAttribution: '© OpenStreetMap contributors',
      });
      const page = await t.app.inject({ url: '/map' });
      expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/\*\.tile\.example(;| )/);
    } finally {
      await t.close();
    }
  });

  it('is none by default: the map draws its own outlines, and no other image host is allowed', async () => {
    const t = await createTestApp();
    try {
      const body = (await t.app.inject({ url: '/v1/config' })).json<{ data: Record<string, unknown> }>();
      expect(body.data).toMatchObject({ mapTileUrl: null, mapTileAttribution: null });
      const csp = String((await t.app.inject({ url: '/map' })).headers['content-security-policy']);
      expect(csp).toMatch(/img-src 'self' data: http:\/\/localhost:3001;/);
    } finally {
      await t.close();
    }
  });
});
