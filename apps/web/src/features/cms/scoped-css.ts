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

export function useScopedCss(scope: string, css: string | null | undefined): void {
  useEffect(() => {
    if (!css || !('adoptedStyleSheets' in document)) return;
    const text = scopeCss(css, scope);
    if (!text) return;
    const sheet = new CSSStyleSheet();
    try {
      sheet.replaceSync(text);
    } catch {
      return;
    }
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [scope, css]);
}
