import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/contracts/languages';
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

type EnglishTexts = () => Promise<{ default: object }>;

/** The features' English texts, loaded only for a member who reads English (ADR 0018). */
const featureEnglish = new Map<string, EnglishTexts>();
const arriving = new Set<Promise<void>>();

function addFeatureEnglish(namespace: string): Promise<void> {
  const load = featureEnglish.get(namespace);
  if (!load || i18n.hasResourceBundle('en', namespace)) return Promise.resolve();
  const arrival = load()
    .then((texts) => {
      i18n.addResourceBundle('en', namespace, texts.default, true, true);
    })
    .finally(() => arriving.delete(arrival));
  arriving.add(arrival);
  return arrival;
}

/**
 * A feature's namespace: its Japanese texts ship with its code, its English ones come from their own small chunk,
 * fetched when the page is in English (at once if it already is). Nothing renders before they are there: the app's
 * first render waits for `initI18n`, a switch of language for `switchLanguage`, and pages and widgets loaded lazily
 * for `featureTextsArrived`. (Not `bindI18nStore: 'added'`: it gives every `t` a new identity whenever any bundle
 * arrives, and effects that depend on `t` — the map's — would start again.)
 */
export function addFeatureNamespace(namespace: string, japanese: object, english: EnglishTexts): void {
  if (i18n.hasResourceBundle('ja', namespace)) return;
  i18n.addResourceBundle('ja', namespace, japanese, true, true);
  featureEnglish.set(namespace, english);
  if (i18n.language && i18n.language !== DEFAULT_LANGUAGE) void addFeatureEnglish(namespace).catch(() => undefined);
}

/** Settles once the English texts asked for so far have arrived or failed (a failure leaves the Japanese ones). */
export function featureTextsArrived(): Promise<unknown> {
  return Promise.all([...arriving].map((arrival) => arrival.catch(() => undefined)));
}

async function ensureLanguage(language: Language): Promise<void> {
  if (language === 'ja') return;
  if (!i18n.hasResourceBundle(language, 'common')) {
    const bundles = await loadEnglishResources();
    for (const [namespace, bundle] of Object.entries(bundles))
      i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
  await Promise.all([...featureEnglish.keys()].map(addFeatureEnglish));
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
  // Written only when it changes: even the same value restyles the whole page (5–6 ms at full speed, ADR 0030).
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) {
    document.documentElement.lang = language;
  }
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
      // i18next's own separators, named: a key is then never tested for natural language (a cost on every `t`).
      nsSeparator: ':',
      keySeparator: '.',
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
