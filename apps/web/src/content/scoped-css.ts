import { useEffect } from 'react';

/**
 * Editors' css_code, applied without a <style> element (the CSP `style-src 'self'` blocks those): a
 * constructable stylesheet adopted by the document. Every rule is parsed by the browser first and re-nested
 * under `[data-cms-scope="<id>"]`, so CSS cannot break out of its block (an unbalanced "}" cannot escape a
 * rule that the browser has already serialised); @import, @font-face and other at-rules that cannot be
 * nested are dropped.
 */
export function scopeCss(css: string, scope: string): string | null {
  if (typeof CSSStyleSheet === 'undefined') return null;
  const parsed = new CSSStyleSheet();
  try {
    parsed.replaceSync(css);
  } catch {
    return null;
  }
  const nestable = [...parsed.cssRules].filter(
    (rule) =>
      rule instanceof CSSStyleRule ||
      rule instanceof CSSMediaRule ||
      (typeof CSSSupportsRule !== 'undefined' && rule instanceof CSSSupportsRule),
  );
  if (nestable.length === 0) return null;
  const selector = `[data-cms-scope="${CSS.escape(scope)}"]`;
  return `${selector} {\n${nestable.map((rule) => rule.cssText).join('\n')}\n}`;
}

/** The sheets adopted so far, by their scoped text, with how many users each has: one sheet however many ask. */
const adopted = new Map<string, { sheet: CSSStyleSheet; users: number }>();

/** Adopts the scoped css (once for the same scope and text), and returns what gives it back. */
function adoptScopedCss(scope: string, css: string | null | undefined): () => void {
  if (!css || !('adoptedStyleSheets' in document)) return () => {};
  const text = scopeCss(css, scope);
  if (!text) return () => {};
  let entry = adopted.get(text);
  if (!entry) {
    const sheet = new CSSStyleSheet();
    try {
      sheet.replaceSync(text);
    } catch {
      return () => {};
    }
    entry = { sheet, users: 0 };
    adopted.set(text, entry);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  const held = entry;
  held.users++;
  return () => {
    held.users--;
    if (held.users > 0) return;
    adopted.delete(text);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== held.sheet);
  };
}

export function useScopedCss(scope: string, css: string | null | undefined): void {
  useEffect(() => adoptScopedCss(scope, css), [scope, css]);
}

/**
 * The css_code of several scopes at once (a location's blocks), for a page that applies them before the blocks' own
 * code has come (a block the server rendered and the browser hydrates later): the same sheets the blocks adopt.
 */
export function useScopedCssList(list: readonly { scope: string; css: string | null | undefined }[]): void {
  const key = JSON.stringify(list.map(({ scope, css }) => [scope, css ?? null]));
  useEffect(() => {
    const entries = JSON.parse(key) as [string, string | null][];
    const releases = entries.map(([scope, css]) => adoptScopedCss(scope, css));
    return () => releases.forEach((release) => release());
  }, [key]);
}
