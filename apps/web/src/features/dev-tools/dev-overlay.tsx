import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEV_LINKS } from './dev-resources.ts';

/** The debug overlay, toggled by F2 (development builds only). */
export function DevOverlay() {
  const { t } = useTranslation('dev');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F2') {
        event.preventDefault();
        setOpen((value) => !value);
      } else if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!open) return null;
  return (
    <aside
      aria-label={t('overlayTitle')}
      className="fixed bottom-20 left-4 z-[90] w-72 rounded-xl border border-neutral-300 bg-white p-4 shadow-2xl lg:bottom-4"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-bold">{t('overlayTitle')}</h2>
        <button type="button" className="min-h-10 rounded px-2 text-sm underline" onClick={() => setOpen(false)}>
          {t('close')}
        </button>
      </div>
      <ul className="mt-2 flex flex-col text-sm">
        {DEV_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="flex min-h-10 items-center text-brand-700 underline">
              {t(link.key)}
            </Link>
          </li>
        ))}
        <li>
          <a href="/swagger/dist/" className="flex min-h-10 items-center text-brand-700 underline">
            {t('links.swagger')}
          </a>
        </li>
      </ul>
    </aside>
  );
}
