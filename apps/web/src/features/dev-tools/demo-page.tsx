import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEV_LINKS } from './dev-resources.ts';
import { DevPageFrame } from './dev-page-frame.tsx';

export function Component() {
  const { t } = useTranslation('dev');
  return (
    <DevPageFrame title={t('demoHeading')}>
      <p>{t('demoLead')}</p>
      <ul className="flex flex-col gap-1">
        {DEV_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-brand-700 underline">
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </DevPageFrame>
  );
}
