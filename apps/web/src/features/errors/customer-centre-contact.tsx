import { useTranslation } from 'react-i18next';

/** Customer-centre contact shown with the system error (spec portal.md §8; hours from §9). */
export function CustomerCentreContact() {
  const { t } = useTranslation('errors');
  return (
    <section aria-labelledby="customer-centre" className="rounded-lg bg-neutral-50 p-4 text-sm text-neutral-800">
      <h2 id="customer-centre" className="font-bold text-neutral-900">
        {t('contact.heading')}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>{t('contact.phoneLabel')}</dt>
        <dd>
          <a
            href={`tel:${t('contact.phone').replaceAll('-', '')}`}
            className="text-brand-700 underline underline-offset-2"
          >
            {t('contact.phone')}
          </a>
        </dd>
        <dt>{t('contact.hoursLabel')}</dt>
        <dd>{t('contact.hours')}</dd>
      </dl>
    </section>
  );
}
