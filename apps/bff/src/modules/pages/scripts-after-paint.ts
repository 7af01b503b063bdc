import { createHash } from 'node:crypto';
import { HYDRATED_EVENT } from '@portal/contracts/page-data';

/** The data block that lists the page's scripts for the loader below. */
export const PAGE_SCRIPTS_ELEMENT_ID = 'portal-scripts';

/** How long the scripts wait at most for the page's lead images: past the LCP budget, waiting saves nothing. */
export const LEAD_IMAGE_WAIT_MS = 2000;

/** Held clicks are let go after this long without hydration (a start-up that failed must not leave links dead). */
export const HOLD_MAX_MS = 10_000;

/**
 * The one inline script of a server-rendered page (ADR 0020). Its text never changes, so the CSP allows exactly it by
 * its hash (`SCRIPTS_AFTER_PAINT_CSP_SOURCE`) and still needs no per-request nonce. It does two things:
 * - It adds the module preloads and then, in a task of its own (each append starts a fetch; together they made one
 *   long task on a slow phone, ADR 0030), the entry script that the page lists in its `portal-scripts` block once the
 *   page's first view is on screen: the first contentful paint presented (the browser reports it once the frame is
 *   shown, later than the frame's own tasks) and the lead images (`fetchpriority="high"`) decoded, then one more
 *   frame; at most LEAD_IMAGE_WAIT_MS. A browser without paint timing waits for a painted frame instead; a tab opened
 *   in the background paints nothing and loads them at once.
 * - Until the SPA has taken the page over (HYDRATED_EVENT), a button has no handler: a press on one is held (the
 *   event contract of Angular's and Wiz's event replay) and pressed again once the SPA is there, so no tap is lost.
 *   A link works without script and passes through until the scripts are added; from then on until the SPA is there
 *   its click is held too: React hydrates in slices and gives a link its handler before the router can navigate, so
 *   a click in between would be taken from the browser and then dropped. Clicks that open another tab or window,
 *   downloads and links to other sites always pass. If the entry script fails to load, or the SPA has not taken the
 *   page over HOLD_MAX_MS after that, the held clicks are let go and the browser follows them itself.
 */
export const SCRIPTS_AFTER_PAINT = `(function(){var b=document.getElementById('${PAGE_SCRIPTS_ELEMENT_ID}');if(!b)return;var p=JSON.parse(b.textContent),added=false,held=[];function hold(e){var t=e.target&&e.target.closest&&e.target.closest('button,a[href]');if(!t)return;if(t.tagName==='A'&&(!added||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey||(t.target&&t.target!=='_self')||t.hasAttribute('download')||t.origin!==location.origin))return;e.preventDefault();e.stopPropagation();if(held.indexOf(t)<0)held.push(t)}document.addEventListener('click',hold,true);function release(){document.removeEventListener('click',hold,true);var h=held;held=[];h.forEach(function(t){if(t.isConnected)t.click()})}document.addEventListener('${HYDRATED_EVENT}',release,{once:true});function add(){if(added)return;added=true;p.preload.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});setTimeout(function(){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.onerror=release;s.src=p.entry;document.head.appendChild(s);setTimeout(release,${HOLD_MAX_MS})},0)}if(document.visibilityState!=='visible')return add();setTimeout(add,${LEAD_IMAGE_WAIT_MS});function frame(f){requestAnimationFrame(function(){setTimeout(f,0)})}var painted=new Promise(function(done){var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return frame(done);new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();done()}}).observe({type:'paint',buffered:true})});var lead=[].map.call(document.querySelectorAll('img[fetchpriority=high]'),function(i){return i.decode?i.decode().catch(function(){}):0});Promise.all(lead.concat(painted)).then(function(){requestAnimationFrame(function(){frame(add)})})})()`;

/** The CSP source that allows `SCRIPTS_AFTER_PAINT` and no other inline script. */
export const SCRIPTS_AFTER_PAINT_CSP_SOURCE = `'sha256-${createHash('sha256').update(SCRIPTS_AFTER_PAINT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Moves a server-rendered page's scripts behind its first paint. The HTML already holds the page, so the entry and
 * its chunks only take it over (hydration); fetched with the page, they would share the connection with the
 * stylesheet the paint waits for, and over a phone's network the member would read later. A page without an entry
 * script (a build without one) is left as it is.
 */
export function loadScriptsAfterPaint(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((m) => m[1]);
  const entry = entries[0];
  if (entries.length !== 1 || !entry) return html;
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  // JSON inside a data block: `<` is escaped so no URL can close the element.
  const list = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
  const tail =
    `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${list}</script>` +
    `<script>${SCRIPTS_AFTER_PAINT}</script>`;
  const page = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const bodyEnd = page.lastIndexOf('</body>');
  return bodyEnd < 0 ? html : `${page.slice(0, bodyEnd)}${tail}${page.slice(bodyEnd)}`;
}
