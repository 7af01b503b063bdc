import { useEffect } from 'react';
import { JS_CODE_DELAY_MS } from '@portal/contracts/cms-values';
import { previewParams, usePreview, type PreviewState } from './preview-state.ts';

/**
 * Editors' js_code (spec portal.md §2: "Supplied script of full-HTML and detail pages runs after 10 ms").
 *
 * Trust: the SPA never evaluates script text itself (no eval, no inline <script>, which `script-src 'self'`
 * forbids anyway). After JS_CODE_DELAY_MS it adds a `<script src>` pointing at the BFF, which serves the
 * js_code of that document from the configured CMS as JavaScript on our own origin (so `script-src 'self'`
 * allows it), applying the same targeting and preview rules as the document itself. The element is removed
 * when the page unmounts; a script's own side effects (listeners, globals) are its author's responsibility.
 *
 * Only the pages the spec names may run it: the special page detail, the other (full-HTML) pages and the
 * news detail. Block contents never run js_code.
 */
export type CmsScriptKind = 'special_page' | 'other_content' | 'news';

export function cmsScriptUrl(kind: CmsScriptKind, id: string, preview: PreviewState | null): string {
  const query = new URLSearchParams(previewParams(preview)).toString();
  return `/v1/cms/script/${kind}/${encodeURIComponent(id)}.js${query ? `?${query}` : ''}`;
}

/** Schedules the script; returns the clean-up that cancels it or removes the element. */
export function runCmsScript(kind: CmsScriptKind, id: string, preview: PreviewState | null): () => void {
  let element: HTMLScriptElement | null = null;
  const timer = window.setTimeout(() => {
    element = document.createElement('script');
    element.src = cmsScriptUrl(kind, id, preview);
    element.async = true;
    element.dataset.cmsScript = `${kind}:${id}`;
    document.body.append(element);
  }, JS_CODE_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    element?.remove();
  };
}

/** Runs the document's js_code once it is on screen, when it has any. */
export function useCmsScript(kind: CmsScriptKind, id: string | null, jsCode: string | null | undefined): void {
  const preview = usePreview();
  const hasCode = Boolean(jsCode?.trim());
  useEffect(() => {
    if (!id || !hasCode) return;
    return runCmsScript(kind, id, preview);
  }, [kind, id, hasCode, preview]);
}
