import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { requestLogin } from '../../../lib/session/auth-store.ts';
import { useSetFavorite } from '../api/menus.ts';
import { useCatalogTranslation } from '../i18n.ts';

/**
 * お気に入り: a toggle (aria-pressed) for a member; a visitor gets the login guidance, coming back to this page.
 * While the change is on its way the button waits, so a double press sends one request.
 */
export function FavoriteButton({
  menuNo,
  favorite,
  signedIn,
  backUri,
}: {
  menuNo: string;
  favorite: boolean;
  signedIn: boolean;
  backUri: string;
}) {
  const { t } = useCatalogTranslation();
  const setFavorite = useSetFavorite(menuNo);
  const press = () => {
    if (!signedIn) {
      requestLogin(backUri);
      return;
    }
    if (setFavorite.isPending) return;
    setFavorite.mutate(!favorite, {
      onSuccess: (now) =>
        showToast({ type: 'success', title: now ? t('detail.favoriteAddedToast') : t('detail.favoriteRemovedToast') }),
      onError: () => showToast({ type: 'error', title: t('detail.favoriteFailed') }),
    });
  };
  const on = signedIn && favorite;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-pressed={signedIn ? on : undefined}
        aria-disabled={setFavorite.isPending || undefined}
        onClick={press}
        className={on ? buttonStyles.primarySmall : buttonStyles.secondarySmall}
      >
        <span aria-hidden="true">{on ? '♥' : '♡'}</span>
        {t('detail.favorite')}
      </button>
      {on && <span className="text-sm text-neutral-800">{t('detail.favoriteAdded')}</span>}
      {on && (
        <Link to="/favorite" className="text-sm text-brand-700 underline underline-offset-2">
          {t('detail.favoritesLink')}
        </Link>
      )}
    </div>
  );
}
