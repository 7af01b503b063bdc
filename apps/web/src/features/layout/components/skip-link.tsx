import { useTranslation } from 'react-i18next';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[80] focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:font-bold focus:text-brand-700 focus:shadow-lg"
    >
      {t('skipToContent')}
    </a>
  );
}
