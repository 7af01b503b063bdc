import createDOMPurify, { type Config } from 'dompurify';

/**
 * Every piece of CMS HTML passes through here before it reaches the DOM (ARCHITECTURE.md §5): DOMPurify's
 * defaults (no <script>, no event handler attributes, no javascript: URLs), no <style> or inline style (the
 * CSP would block them anyway), and links to other sites open without access to this window.
 */
const purify = createDOMPurify(window);

const CONFIG: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

export function isExternalUrl(href: string, origin: string = window.location.origin): boolean {
  try {
    const url = new URL(href, origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
  } catch {
    return false;
  }
}

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

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, CONFIG);
}
