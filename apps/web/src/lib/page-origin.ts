import type { WindowLike } from 'dompurify';

/**
 * The window whose origin CMS links are judged by (ARCHITECTURE.md §5): the browser's, or on the server renderer
 * (ADR 0020), which has none, a DOM of its own (jsdom, at the page's origin) lent before the first page renders. Kept
 * apart from the sanitiser so that CMS links do not need DOMPurify's chunk.
 */
export type PageWindow = WindowLike & { location: Location };

let pageWindow: PageWindow | undefined = typeof window === 'undefined' ? undefined : window;

export function providePageWindow(serverWindow: PageWindow): void {
  pageWindow = serverWindow;
}

export function currentPageWindow(): PageWindow | undefined {
  return pageWindow;
}

/** The portal's origin: the browser's, or the one the server renderer's DOM was given. */
export function pageOrigin(): string {
  return pageWindow?.location.origin ?? '';
}

export function isExternalUrl(href: string, origin: string = pageOrigin()): boolean {
  try {
    const url = new URL(href, origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
  } catch {
    return false;
  }
}
