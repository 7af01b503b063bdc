import { useTranslation } from 'react-i18next';
import { DevPageFrame } from './dev-page-frame.tsx';
import './dev-resources.ts';

const ENDPOINTS = [
  'GET /v1/top/session',
  'GET /v1/config',
  'POST /v1/users/my',
  'POST /v1/users/contract-info',
  'PUT /v1/users/member-info',
  'GET /v1/points/benepo',
  'GET /v1/points/cafe',
  'POST /v1/top/refresh-token',
  'POST /v1/top/logout',
  'GET /v1/top/login',
  'GET /v1/top/sb-login',
] as const;

/** /api-list: the BFF calls the SPA makes (the full list is in Swagger UI). */
export function Component() {
  const { t } = useTranslation('dev');
  return (
    <DevPageFrame title={t('apiListHeading')}>
      <ul className="font-mono text-sm">
        {ENDPOINTS.map((endpoint) => (
          <li key={endpoint}>{endpoint}</li>
        ))}
      </ul>
      <a href="/swagger/dist/" className="text-brand-700 underline">
        {t('links.swagger')}
      </a>
    </DevPageFrame>
  );
}
