import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components/Modal';
import { BREAKPOINTS, DRAWER_RESIZE_HIDE_MS } from '../../../config/ui.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { buildLoginUrl } from '../../../lib/auth-redirect.ts';
import { useViewer } from '../../../lib/session/viewer.ts';
import { usePreview } from '../../../content/preview-state.ts';
import { usePublicConfig } from '../../../config/public-config.ts';
import { drawerSections } from '../drawer-sections.ts';
import { useHiddenWhileResizing } from '../use-hidden-while-resizing.ts';
import { useLogoutAction } from '../use-logout-action.ts';
import { MemberKindBadge, MemberNumbers, useMemberName } from '../../../components/member-badge.tsx';
import { PointTiles } from './point-tiles.tsx';
import type { User } from '@portal/contracts/users';

function MemberSummary({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  const name = useMemberName(user);
  return (
    <div className="flex flex-col gap-3 border-b border-neutral-200 p-4">
      <p className="flex items-center gap-2 text-lg font-bold text-neutral-900">
        <span>{t('member.honorific', { name })}</span>
        <MemberKindBadge user={user} />
      </p>
      <MemberNumbers user={user} />
      <PointTiles user={user} layout="grid" onNavigate={onNavigate} />
    </div>
  );
}

/**
 * The drawer menu under 1024 px (spec portal.md §2): React Aria Modal traps focus, closes on Escape and
 * locks page scroll; it hides for 500 ms during window resize and closes on route change or at ≥ 1024 px.
 */
export function DrawerMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const viewer = useViewer();
  // The login button shows only "when logged out and not in preview" (spec portal.md §2).
  const inPreview = usePreview() !== null;
  const config = usePublicConfig().data;
  const hidden = useHiddenWhileResizing(DRAWER_RESIZE_HIDE_MS);
  const { logout, isPending } = useLogoutAction();
  const user = viewer.kind === 'member' ? viewer.user : undefined;
  const sections = drawerSections(user, config);

  useEffect(() => {
    const query = window.matchMedia?.(`(min-width: ${BREAKPOINTS.lg}px)`);
    if (!query) return;
    const onChange = () => {
      if (query.matches) onClose();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [onClose]);

  const link = 'flex min-h-12 items-center px-4 text-neutral-900 hover:bg-brand-50';
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={`fixed inset-0 z-50 bg-neutral-900/50 lg:hidden ${hidden ? 'invisible' : ''}`}
    >
      <Modal className="fixed inset-y-0 right-0 flex h-[var(--app-height,100dvh)] w-[min(88vw,22rem)] flex-col bg-white shadow-xl outline-none">
        {/* Labelled by aria-label so that the section headings are the dialog's only level-2 headings. */}
        <Dialog aria-label={t('drawer.title')} className="flex h-full flex-col outline-none">
          <div className="flex h-14 items-center justify-between border-b border-neutral-200 px-4">
            <p className="text-base font-bold text-neutral-900">{t('drawer.title')}</p>
            <Button
              onPress={onClose}
              aria-label={t('drawer.close')}
              className="flex size-10 items-center justify-center rounded-md text-neutral-800 hover:bg-neutral-100"
            >
              <CloseIcon />
            </Button>
          </div>
          <div className="flex-1 overflow-y-auto">
            {user && <MemberSummary user={user} onNavigate={onClose} />}
            {viewer.kind === 'visitor' && !inPreview && (
              <div className="border-b border-neutral-200 p-4">
                <a
                  href={buildLoginUrl(`${location.pathname}${location.search}`)}
                  className={`${buttonStyles.primary} w-full`}
                >
                  {t('drawer.login')}
                </a>
              </div>
            )}
            <nav aria-label={t('drawer.title')}>
              {sections.map((section) => (
                <section
                  key={section.id}
                  aria-labelledby={`drawer-${section.id}`}
                  className="border-b border-neutral-100 py-2"
                >
                  <h2 id={`drawer-${section.id}`} className="px-4 pt-2 text-xs font-bold text-neutral-700">
                    {t(section.headingKey)}
                  </h2>
                  <ul>
                    {section.links.map((item) => (
                      <li key={item.labelKey}>
                        {item.external ? (
                          <a href={item.to} className={link}>
                            {t(item.labelKey)}
                          </a>
                        ) : (
                          <Link to={item.to} className={link} onClick={onClose}>
                            {t(item.labelKey)}
                          </Link>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </nav>
            {user && (
              <div className="p-4">
                <Button onPress={logout} isPending={isPending} className={`${buttonStyles.secondary} w-full`}>
                  {t('drawer.logout')}
                </Button>
              </div>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
