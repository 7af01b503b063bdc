import sanitize from 'sanitize-html';

/**
 * First line of defence for CMS HTML (ADR 0009): the BFF hands the SPA only HTML without scripts, event
 * handlers, frames or `javascript:` URLs, so nothing executable ever reaches a browser — not even inside a
 * DOMParser, where Chrome still reports inline handlers as CSP violations. The SPA sanitises again with
 * DOMPurify before it touches the DOM.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    'details',
    'summary',
    'mark',
    'small',
    's',
    'u',
    'sup',
    'sub',
  ],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    '*': ['id', 'class', 'title', 'lang', 'dir', 'role', 'aria-*', 'data-*'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'type', 'media'],
    td: ['colspan', 'rowspan', 'headers'],
    th: ['colspan', 'rowspan', 'headers', 'scope', 'abbr'],
    ol: ['start', 'reversed', 'type'],
    details: ['open'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
  allowProtocolRelative: false,
};

const MEMO_LIMIT = 2000;
const memo = new Map<string, string>();

/** Sanitised HTML, memoised: snapshots are re-read on every request, their HTML rarely changes. */
export function sanitizeCmsHtml(html: string): string {
  if (html === '') return html;
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitize(html, OPTIONS);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(html, clean);
  return clean;
}
