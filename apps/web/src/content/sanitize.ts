import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { currentPageWindow, isExternalUrl, providePageWindow, type PageWindow } from '../lib/page-origin.ts';

/**
 * The server renderer (ADR 0020) has no window: it lends DOMPurify a DOM of its own (jsdom, at the page's origin)
 * before the first page renders, so CMS HTML is sanitised the same way on both sides.
 */
export function provideServerDomWindow(serverWindow: PageWindow): void {
  providePageWindow(serverWindow);
}

/**
 * Every piece of CMS HTML passes through here before it reaches the DOM (ARCHITECTURE.md §5): DOMPurify's
 * defaults (no <script>, no event handler attributes, no javascript: URLs), no <style> or inline style (the
 * CSP would block them anyway), and links to other sites open without access to this window.
 */
const CONFIG: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

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

/**
 * What the server renderer sanitised, by input: the same CMS HTML (the header notices, a category's blocks) comes on
 * page after page, and sanitising parses it into a DOM each time. Bounded: past its size it starts again.
 */
const sanitised = new Map<string, string>();
const SANITISED_KEPT = 500;

export function sanitizeHtml(html: string): string {
  if (typeof document !== 'undefined') return purify(html);
  let clean = sanitised.get(html);
  if (clean === undefined) {
    if (sanitised.size >= SANITISED_KEPT) sanitised.clear();
    clean = purify(html);
    sanitised.set(html, clean);
  }
  return clean;
}

function purify(html: string): string {
  if (!purifier) {
    const domWindow = currentPageWindow();
    if (!domWindow) throw new Error('sanitizeHtml needs a DOM: the server renderer must provide one');
    purifier = createDOMPurify(domWindow);
    addLinkHook(purifier);
  }
  return purifier.sanitize(html, CONFIG);
}
