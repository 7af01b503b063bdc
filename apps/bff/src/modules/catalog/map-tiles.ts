import { z } from 'zod';

/**
 * The map's base layer (/map): a tile server of the operator's choice, in Leaflet's URL template
 * (`https://tile.example/{z}/{x}/{y}.png`, `https://{s}.tile.example/{z}/{x}/{y}.png`). Unset, the map draws the
 * prefectures' outlines it ships instead: no tile server is needed.
 */

const SAMPLE = { s: 'a', z: '5', x: '28', y: '12', r: '' } as const;

function sampleUrl(template: string): URL | null {
  try {
    return new URL(template.replace(/\{([szxyr])\}/g, (_, key: keyof typeof SAMPLE) => SAMPLE[key]));
  } catch {
    return null;
  }
}

/** A template with {z}, {x} and {y}, over http(s); a subdomain placeholder {s} only as the host's first label. */
export function isTileUrlTemplate(template: string): boolean {
  const url = sampleUrl(template);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  if (!['{z}', '{x}', '{y}'].every((key) => template.includes(key))) return false;
  const host = template.slice(url.protocol.length + 2).split('/')[0] ?? '';
  return !host.includes('{') || (/^\{s\}\./.test(host) && !host.slice(3).includes('{'));
}

export const TileUrlTemplateSchema = z
  .string()
  .refine(isTileUrlTemplate, 'a tile URL template with {z}, {x} and {y}, e.g. https://tile.example/{z}/{x}/{y}.png');

/**
 * The CSP img-src source that lets the browser load the tiles: the template's origin, `https://*.tile.example`
 * for a `{s}` subdomain.
 */
export function tileImageSource(template: string): string {
  const url = sampleUrl(template);
  if (!url) throw new Error('not a tile URL template');
  const wildcard = template.slice(url.protocol.length + 2).startsWith('{s}.');
  return wildcard ? `${url.protocol}//*.${url.host.slice(SAMPLE.s.length + 1)}` : url.origin;
}
