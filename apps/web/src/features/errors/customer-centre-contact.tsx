import { useTranslation } from 'react-i18next';
import { customerCentreTelHref } from '@portal/contracts/contact/customer-centre-tel';
import { usePublicConfig } from '../../config/public-config.ts';

/**
 * Customer-centre contact shown with the system error (spec portal.md §8; hours from §9). Number and hours are a
 * setting of the deployment (GET /v1/config `customerCentre`), the one the contact mails and the CMS seed use too.
 * Without the configuration (the BFF does not answer) there is no number to show, and nothing is shown.
 */
export function CustomerCentreContact() {
  const { t } = useTranslation('errors');
  const centre = usePublicConfig().data?.customerCentre;
  if (!centre) return null;
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
            href={customerCentreTelHref(centre.phone)}
            className="inline-flex min-h-6 items-center text-brand-700 underline underline-offset-2"
          >
            {centre.phone}
          </a>
        </dd>
        <dt className="font-bold sm:font-normal">{t('contact.hoursLabel')}</dt>
        <dd className="mb-2 sm:mb-0">{t('contact.hours', centre.hours)}</dd>
        <dt className="font-bold sm:font-normal">{t('contact.contractLineLabel')}</dt>
        <dd>{t('contact.contractLineHours', centre.contractLineHours)}</dd>
      </dl>
    </section>
  );
}
