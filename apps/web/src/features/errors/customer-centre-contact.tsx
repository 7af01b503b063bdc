import { useTranslation } from 'react-i18next';
import { CUSTOMER_CENTRE, customerCentreTelHref } from '@portal/contracts/contact/customer-centre';

/**
 * Customer-centre contact shown with the system error (spec portal.md §8; hours from §9). Number and hours come from
 * CUSTOMER_CENTRE, the one source the CMS seed's contact paragraphs and the contact mails use too.
 */
export function CustomerCentreContact() {
  const { t } = useTranslation('errors');
  return (
    <section aria-labelledby="customer-centre" className="rounded-lg bg-neutral-50 p-4 text-sm text-neutral-800">
      <h2 id="customer-centre" className="font-bold text-neutral-900">
        {t('contact.heading')}
      </h2>
      {/* One column on narrow screens: the long label of the contract line would squeeze its value. */}
      <dl className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-[auto_1fr] sm:gap-y-1">
        <dt className="font-bold sm:font-normal">{t('contact.phoneLabel')}</dt>
        <dd className="mb-2 sm:mb-0">
          <a
            href={customerCentreTelHref(CUSTOMER_CENTRE.phone)}
            className="inline-flex min-h-6 items-center text-brand-700 underline underline-offset-2"
          >
            {CUSTOMER_CENTRE.phone}
          </a>
        </dd>
        <dt className="font-bold sm:font-normal">{t('contact.hoursLabel')}</dt>
        <dd className="mb-2 sm:mb-0">{t('contact.hours', CUSTOMER_CENTRE.hours)}</dd>
        <dt className="font-bold sm:font-normal">{t('contact.contractLineLabel')}</dt>
        <dd>{t('contact.contractLineHours', CUSTOMER_CENTRE.contractLineHours)}</dd>
      </dl>
    </section>
  );
}
