import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/external-store.ts';
import { dismissToast, toastStore, type ToastType } from '../../lib/toast-store.ts';
import { CloseIcon } from './icons.tsx';

const tone: Record<ToastType, string> = {
  info: 'border-sky-700',
  success: 'border-emerald-700',
  warning: 'border-amber-600',
  error: 'border-red-700',
};

/** Errors and warnings are announced assertively (role="alert"), the rest politely (role="status"). */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useStore(toastStore);
  return (
    <section
      aria-label={t('notifications')}
      className="pointer-events-none fixed inset-x-0 bottom-20 z-[60] flex flex-col items-center gap-2 px-4 lg:bottom-6 lg:items-end"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
          data-type={toast.type}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border-l-4 bg-white p-4 shadow-lg ${tone[toast.type]}`}
        >
          <div className="flex-1">
            <p className="font-bold text-neutral-900">{toast.title}</p>
            {toast.text && <p className="mt-1 text-sm text-neutral-800">{toast.text}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={t('dismissToast')}
            className="-m-1 flex size-10 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
      ))}
    </section>
  );
}
