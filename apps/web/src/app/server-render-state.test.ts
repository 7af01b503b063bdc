import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_IDS } from '@portal/contracts/page-data';
import { createQueryClient } from './query-client.ts';
import { takeServerRenderState } from './server-render-state.ts';

const NEWS_KEY = ['cms', 'news', { important: '1', limit: 3 }, null];
const SPECIALS_KEY = ['cms', 'special-pages', { view_area: 'Home' }, null];

/** A page as the server sends it: the query cache its loaders filled `renderedAgoMs` before, as a JSON data block. */
function pageRenderedAgo(renderedAgoMs: number, now: number): void {
  const server = new QueryClient();
  server.setQueryData(NEWS_KEY, { items: ['定期メンテナンスのお知らせ'] }, { updatedAt: now - renderedAgoMs });
  server.setQueryData(SPECIALS_KEY, { items: [] }, { updatedAt: now - renderedAgoMs });
  appendDataBlock(JSON.stringify({ queries: dehydrate(server) }));
}

function appendDataBlock(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_IDS.serverRender;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_IDS.serverRender)?.remove();
});

describe("the page's state from the server", () => {
  it('counts a kept page’s answers as received on arrival, so the browser does not ask for them again', () => {
    const now = Date.now();
    // Kept by the page cache for a minute, or a phone whose clock runs a minute ahead: older than the stale time.
    pageRenderedAgo(60_000, now);

    const state = takeServerRenderState(now);
    const browser = createQueryClient();
    hydrate(browser, state!.queries);

    for (const queryKey of [NEWS_KEY, SPECIALS_KEY]) {
      const query = browser.getQueryCache().find({ queryKey, exact: true })!;
      expect(query.state.dataUpdatedAt).toBe(now);
      expect(query.isStaleByTime(browser.getDefaultOptions().queries!.staleTime as number)).toBe(false);
    }
    expect(browser.getQueryData(NEWS_KEY)).toEqual({ items: ['定期メンテナンスのお知らせ'] });
  });

  it('is taken once: the data block leaves the page', () => {
    pageRenderedAgo(0, Date.now());
    expect(takeServerRenderState()).not.toBeNull();
    expect(document.getElementById(PAGE_DATA_ELEMENT_IDS.serverRender)).toBeNull();
    expect(takeServerRenderState()).toBeNull();
  });

  it('is null for a data block that is not JSON', () => {
    appendDataBlock('{not json');
    expect(takeServerRenderState()).toBeNull();
  });
});
