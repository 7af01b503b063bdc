import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import { switchLanguage } from '../../../lib/i18n.ts';

const labelKey: Record<Language, 'footer.japanese' | 'footer.english'> = {
  ja: 'footer.japanese',
  en: 'footer.english',
};

/** 日本語 / English: persists in the language cookie and updates <html lang>. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('layout');
  return (
    <div
      role="group"
      aria-label={t('footer.language')}
      className="inline-flex rounded-md border border-neutral-500 p-0.5"
    >
      {LANGUAGES.map((language) => {
        const active = i18n.language === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            onClick={() => void switchLanguage(language)}
            className={`min-h-10 rounded px-4 text-sm font-medium ${active ? 'bg-white text-neutral-900' : 'text-white hover:bg-neutral-700'}`}
          >
            {t(labelKey[language])}
          </button>
        );
      })}
    </div>
  );
}
