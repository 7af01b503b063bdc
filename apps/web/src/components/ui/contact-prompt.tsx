import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Under the FAQ and the guide: where to go when the page did not answer the question (the mail inquiry). */
export function ContactPrompt() {
  const { t } = useTranslation('layout');
  return (
    <section
      aria-labelledby="contact-prompt"
      className="mx-auto mb-10 flex w-full max-w-5xl flex-col gap-2 px-4 sm:px-6"
    >
      <div className="rounded-lg border border-neutral-300 bg-white p-4 sm:p-6">
        <h2 id="contact-prompt" className="font-bold text-neutral-900">
          {t('contactPrompt.heading')}
        </h2>
        <p className="mt-2 text-neutral-800">
          {t('contactPrompt.text')}{' '}
          <Link to="/mail" className="font-bold text-brand-700 underline underline-offset-2">
            {t('footer.mailInquiry')}
          </Link>
        </p>
      </div>
    </section>
  );
}
