import { i18n } from '../../lib/i18n.ts';
import ja from '../../locales/ja/dev.json';
import en from '../../locales/en/dev.json';

/** The dev namespace is added only by development-only modules. */
export function ensureDevResources(): void {
  if (!i18n.hasResourceBundle('ja', 'dev')) {
    i18n.addResourceBundle('ja', 'dev', ja);
    i18n.addResourceBundle('en', 'dev', en);
  }
}
ensureDevResources();

export const DEV_LINKS = [
  { to: '/components-list', key: 'links.componentsList' },
  { to: '/page-list', key: 'links.pageList' },
  { to: '/dev/routes', key: 'links.devRoutes' },
  { to: '/demo', key: 'links.demo' },
  { to: '/demo/translation', key: 'links.demoTranslation' },
  { to: '/demo/elements', key: 'links.demoElements' },
  { to: '/api-list', key: 'links.apiList' },
] as const;
