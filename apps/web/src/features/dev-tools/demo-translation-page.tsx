import { useTranslation } from 'react-i18next';
import { DevPageFrame } from './dev-page-frame.tsx';
import './dev-resources.ts';

export function Component() {
  const { t, i18n } = useTranslation('dev');
  const { t: tc } = useTranslation('errors');
  return (
    <DevPageFrame title={t('translationHeading')}>
      <p>{t('translationLead', { language: i18n.language })}</p>
      <ul className="list-disc pl-6">
        <li>{tc('sessionTimeOut.message')}</li>
        <li>{tc('busy.message')}</li>
        <li>{tc('contract.message')}</li>
        <li>{tc('system.message')}</li>
      </ul>
    </DevPageFrame>
  );
}
