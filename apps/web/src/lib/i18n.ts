import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/contracts/constants';
import { LANGUAGE_COOKIE, LONG_COOKIE_DAYS } from '@portal/contracts/cookies';
import { readCookie, writeCookie } from './cookies.ts';
import jaCommon from '../locales/ja/common.json';
import jaLayout from '../locales/ja/layout.json';
import jaErrors from '../locales/ja/errors.json';
import jaAuth from '../locales/ja/auth.json';
import jaPages from '../locales/ja/pages.json';

/**
 * Every visible string lives in these resources (ARCHITECTURE.md §6); ja is the default (spec portal.md §9)
 * and ships in the entry chunk, en is loaded when chosen.
 */
export const jaResources = { common: jaCommon, layout: jaLayout, errors: jaErrors, auth: jaAuth, pages: jaPages };
export type Namespace = keyof typeof jaResources;

export async function loadEnglishResources(): Promise<Record<Namespace, unknown>> {
  const [common, layout, errors, auth, pages] = await Promise.all([
    import('../locales/en/common.json'),
    import('../locales/en/layout.json'),
    import('../locales/en/errors.json'),
    import('../locales/en/auth.json'),
    import('../locales/en/pages.json'),
  ]);
  return {
    common: common.default,
    layout: layout.default,
    errors: errors.default,
    auth: auth.default,
    pages: pages.default,
  };
}

async function ensureLanguage(language: Language): Promise<void> {
  if (language === 'ja' || i18n.hasResourceBundle(language, 'common')) return;
  const bundles = await loadEnglishResources();
  for (const [namespace, bundle] of Object.entries(bundles))
    i18n.addResourceBundle(language, namespace, bundle, true, true);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function initialLanguage(): Language {
  const saved = readCookie(LANGUAGE_COOKIE);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

function syncHtmlLang(language: string): void {
  // The server renderer (ADR 0020) has no document: the BFF writes the page's lang itself.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Initialises i18next in Japanese, then switches to the saved language once its resources are loaded. */
export async function initI18n(language: Language = initialLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', syncHtmlLang);
    void i18n.use(initReactI18next).init({
      resources: { ja: jaResources },
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: Object.keys(jaResources),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  if (language !== i18n.language) {
    try {
      await ensureLanguage(language);
      await i18n.changeLanguage(language);
    } catch {
      // resources failed to load: stay in Japanese
    }
  }
  syncHtmlLang(i18n.language);
  return i18n;
}

/** The footer's language switch: persists in the language cookie and updates <html lang>. */
export async function switchLanguage(language: Language): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, language, LONG_COOKIE_DAYS);
  await ensureLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
