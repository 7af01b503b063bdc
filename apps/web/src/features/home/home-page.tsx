import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { paths } from '../../config/paths.ts';
import { CATEGORY_TYPES } from '../../lib/route-handle.ts';

/** The top page: introduction, category entry points and the news section the header bell scrolls to. */
export function Component() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8 lg:py-12">
      <DocumentTitle title={tc('titles.top')} />
      <section className="rounded-2xl bg-linear-to-br from-brand-600 to-brand-800 px-6 py-10 text-white sm:px-10">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('home.heading')}</h1>
        <p className="mt-3 max-w-2xl text-base sm:text-lg">{t('home.lead')}</p>
      </section>

      <section aria-labelledby="home-categories" className="flex flex-col gap-4">
        <h2 id="home-categories" className="text-xl font-bold">
          {t('home.categoriesHeading')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {CATEGORY_TYPES.map((category) => (
            <li key={category}>
              <Link
                to={`/${category}`}
                className="flex min-h-12 items-center rounded-lg border border-neutral-200 bg-white px-4 py-3 font-medium hover:border-brand-600 hover:text-brand-700"
              >
                {tc(`titles.${category}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="news"
        tabIndex={-1}
        aria-labelledby="home-news"
        className="flex scroll-mt-20 flex-col gap-4 outline-none"
      >
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="home-news" className="text-xl font-bold">
            {t('home.newsHeading')}
          </h2>
          <Link to={paths.information} className="text-sm text-brand-700 underline underline-offset-2">
            {t('home.newsAll')}
          </Link>
        </div>
        <p className="rounded-lg border border-neutral-200 bg-white p-6 text-neutral-800">{t('home.newsEmpty')}</p>
      </section>
    </div>
  );
}
