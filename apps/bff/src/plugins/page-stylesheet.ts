import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The built SPA's page as the BFF serves it: index.html with its stylesheet inside; null when not built. */
export interface BuiltPage {
  html: string;
  /** CSP sources the page's own <style> needs (empty when the stylesheet stays a link). */
  styleSources: string[];
}

export function readBuiltPage(distDir: string): BuiltPage | null {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  const inlined = inlinePageStylesheet(distDir, html);
  return inlined ? { html: inlined.html, styleSources: [inlined.cspSource] } : { html, styleSources: [] };
}

/** The built page's stylesheet link (Vite writes one, for the app's one Tailwind stylesheet). */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[A-Za-z0-9_.-]+\.css)">/;

export interface PageStylesheet {
  /** The page with its stylesheet inside a <style> element instead of a link. */
  html: string;
  /** The CSP source that admits exactly that <style> element: `'sha256-…'`. */
  cspSource: string;
}

/**
 * The page with its stylesheet inside (ADR 0018): a linked stylesheet blocks the first paint for a request of its
 * own, on a connection of its own on HTTP/1.1 (Lighthouse's simulated 4G: ~175 ms on every page); inside the page
 * it arrives with the document, compressed with it. The CSP admits that one element by its hash, never
 * 'unsafe-inline'. Null when the page has no stylesheet link or the file is missing: the link then stays.
 */
export function inlinePageStylesheet(distDir: string, indexHtml: string): PageStylesheet | null {
  const link = STYLESHEET_LINK.exec(indexHtml);
  if (!link) return null;
  const file = join(distDir, link[1]!);
  if (!existsSync(file)) return null;
  // `</style` cannot occur in CSS that a browser would parse as intended; refuse rather than break the page.
  const css = readFileSync(file, 'utf8');
  if (/<\/style/i.test(css)) return null;
  const digest = createHash('sha256').update(css, 'utf8').digest('base64');
  return { html: indexHtml.replace(link[0], () => `<style>${css}</style>`), cspSource: `'sha256-${digest}'` };
}
