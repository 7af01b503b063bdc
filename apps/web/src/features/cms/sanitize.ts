import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

/**
 * Every piece of CMS HTML passes through here before it reaches the DOM (ARCHITECTURE.md §5): DOMPurify's
 * defaults (no <script>, no event handler attributes, no javascript: URLs), no <style> or inline style (the
 * CSP would block them anyway), and links to other sites open without access to this window.
 */
let domWindow: (WindowLike & { location: Location }) | undefined = typeof window === 'undefined' ? undefined : window;

/**
 * The server renderer (ADR 0020) has no window: it lends DOMPurify a DOM of its own (jsdom, at the page's origin)
 * before the first page renders, so CMS HTML is sanitised the same way on both sides.
 */
export function provideServerDomWindow(serverWindow: WindowLike & { location: Location }): void {
  domWindow = serverWindow;
}

const CONFIG: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

/** The portal's origin: the browser's, or the one the server renderer's DOM was given. */
export function pageOrigin(): string {
  return domWindow?.location.origin ?? '';
}

export function isExternalUrl(href: string, origin: string = pageOrigin()): boolean {
  try {
    const url = new URL(href, origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
  } catch {
    return false;
  }
}

function addLinkHook(purify: DOMPurify): void {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' && node.tagName !== 'AREA') return;
    const href = node.getAttribute('href');
    const target = node.getAttribute('target');
    if ((href && isExternalUrl(href)) || (target && target !== '_self')) {
      const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
      rel.add('noopener');
      node.setAttribute('rel', [...rel].join(' '));
    }
  });
}

let purifier: DOMPurify | undefined;

export function sanitizeHtml(html: string): string {
  if (!purifier) {
    if (!domWindow) throw new Error('sanitizeHtml needs a DOM: the server renderer must provide one');
    purifier = createDOMPurify(domWindow);
    addLinkHook(purifier);
  }
  return purifier.sanitize(html, CONFIG);
}
