import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE } from '@portal/contracts/languages';
import { PAGE_DATA_ELEMENT_IDS } from '@portal/contracts/page-data';
import { CLIENT_COOKIES, LANGUAGE_COOKIE } from '@portal/contracts/cookies';
import { type FirstLoadData, jsonForHtml } from './first-load-data.ts';

/**
 * The web build's server renderer (apps/web/src/entry-server.tsx, ADR 0020): the public key pages are sent as
 * HTML the browser paints at once and then hydrates, instead of an empty page painted after the scripts.
 */
interface ServerRenderer {
  renderPage(request: {
    url: string;
    answers: Record<string, unknown>;
    cookies: Record<string, string | undefined>;
  }): Promise<{
    html: string;
    state: unknown;
    usedAnswers: string[];
  } | null>;
}

/**
 * The browser's cookies a page renders from, and only these reach the renderer (never the session's): the category-nav
 * order (spec portal.md §3), which the category pages and the top page's category links follow.
 */
const RENDERED_COOKIES: readonly string[] = [CLIENT_COOKIES.navOrder.name];

export type RenderPage = (input: {
  url: string;
  data: FirstLoadData;
  cookies: Record<string, string | undefined>;
}) => Promise<{ html: string; stateElement: string; usedAnswers: string[] } | null>;

/**
 * Loads the server renderer built beside the SPA (`dist-server/entry-server.js`); without it (the SPA not built for
 * the server), every page is sent for the browser to render, as before. A page renders on the server only in the
 * default language (the English resources load in the browser) and falls back to the browser on any failure.
 */
export async function loadServerRenderer(distDir: string, log: FastifyBaseLogger): Promise<RenderPage | null> {
  const entry = resolve(distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) {
    log.warn({ entry }, 'no server renderer: pages are rendered in the browser only');
    return null;
  }
  const renderer = (await import(pathToFileURL(entry).href)) as ServerRenderer;
  return async ({ url, data, cookies }) => {
    const language = cookies[LANGUAGE_COOKIE];
    if (language !== undefined && language !== DEFAULT_LANGUAGE) return null;
    const answers: Record<string, unknown> = {};
    for (const [key, answer] of Object.entries(data.answers)) answers[key] = answer.body;
    try {
      const rendered: Record<string, string | undefined> = {};
      for (const name of RENDERED_COOKIES) if (cookies[name] !== undefined) rendered[name] = cookies[name];
      const page = await renderer.renderPage({ url, answers, cookies: rendered });
      if (!page) return null;
      return {
        html: page.html,
        usedAnswers: page.usedAnswers,
        stateElement: `<script type="application/json" id="${PAGE_DATA_ELEMENT_IDS.serverRender}">${jsonForHtml(page.state)}</script>`,
      };
    } catch (error) {
      log.error({ err: error, url }, 'server rendering failed: the page is rendered in the browser');
      return null;
    }
  };
}
