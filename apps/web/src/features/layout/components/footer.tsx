import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WhenNearViewport } from '../../../components/ui/when-near-viewport.tsx';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../../lib/lazy-page.ts';
import { useViewer } from '../../../lib/session/viewer.ts';
import { usePublicConfig } from '../../../config/public-config.ts';
import { footerPointServices } from '../member-display.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { PointServiceLogo, type PointServiceKey } from './point-service-logo.tsx';

// The CMS part (DOMPurify, the CMS call) loads when the member scrolls towards the footer (ADR 0018).
const CmsFooter = lazyWidget(() => import('./cms-footer.tsx').then((m) => m.CmsFooter));
// The mini-banner too: block contents of location footer_banner
// (docs/cms-content-model.md "Header notices and footer mini-banner").
const CmsMiniBanners = lazyWidget(() => import('./cms-mini-banners.tsx').then((m) => m.CmsMiniBanners));

/**
 * A slot filled when the member scrolls near it: room (its top margin) only once something with content is in it,
 * not for the empty anchor it holds until then, nor while its part loads, nor when the CMS has nothing for it.
 */
const LAZY_SLOT = 'has-[>*:not(:empty)]:mt-8';

/** Footer (spec portal.md §2 "Footer"). */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useTranslation('layout');
  const viewer = useViewer();
  const config = usePublicConfig().data;
  const user = viewer.kind === 'member' ? viewer.user : undefined;
  // While the session or a member's data is still loading, show no point-service links rather than the
  // visitor's set (which would flash and then disappear for members without HP/IC).
  const services = viewer.kind === 'unknown' || (viewer.kind === 'member' && !user) ? null : footerPointServices(user);
  const link = 'inline-flex min-h-10 items-center text-sm text-white underline-offset-2 hover:underline';

  const pointLink = (key: PointServiceKey, href: string, label: string) => ({ key, href, label });
  const pointLinks =
    config && services
      ? [
          services.health && pointLink('health', config.healthPointUrl, t('footer.healthPoint')),
          services.incentive && pointLink('incentive', config.incentivePointUrl, t('footer.incentivePoint')),
          services.platform && pointLink('platform', config.pointPlatformUrl, t('footer.pointPlatform')),
          // Each service is shown by its logo (spec portal.md §6: a visitor sees all three), which names it.
        ].filter((entry) => entry !== false)
      : [];

  return (
    <footer className="mt-auto bg-neutral-900 pb-20 text-white lg:pb-0">
      {/* The rows are spaced by their own top margins, not by the column's gap: a lazy slot below (mini-banner, CMS
          part) takes room only once it has content, and never gives room back while it loads. With a gap, its
          empty anchor took a gap's room, which went away while its content loaded: the footer's links jumped 64 px
          under a member's finger just after they scrolled down to them. */}
      <div className="mx-auto flex max-w-6xl flex-col px-4 py-10">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
          <section aria-labelledby="footer-point-services" className="flex flex-col gap-2">
            <h2 id="footer-point-services" className="text-sm font-bold text-neutral-200">
              {t('footer.pointServices')}
            </h2>
            {/* One row kept while the session and the settings load: the links then fill it in place. */}
            <ul className="flex min-h-10 flex-wrap gap-3">
              {pointLinks.map((entry) => (
                <li key={entry.key}>
                  <a href={entry.href} className="inline-flex min-h-10 items-center rounded-lg hover:opacity-90">
                    <PointServiceLogo service={entry.key} label={entry.label} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <LanguageSwitch />
        </div>

        <nav aria-label={t('footer.contact')} className="mt-8">
          <ul className="flex flex-wrap gap-x-6">
            <li>
              <Link to="/mail" className={link}>
                {t('footer.mailInquiry')}
              </Link>
            </li>
            {viewer.kind === 'member' && (
              <li>
                <Link to="/opinion" className={link}>
                  {t('footer.opinion')}
                </Link>
              </li>
            )}
          </ul>
        </nav>

        <div data-slot="mini-banner" className={LAZY_SLOT}>
          <WidgetBoundary>
            <WhenNearViewport>
              <Suspense fallback={null}>
                <CmsMiniBanners />
              </Suspense>
            </WhenNearViewport>
          </WidgetBoundary>
        </div>
        <div data-slot="cms-footer" className={LAZY_SLOT}>
          <WidgetBoundary>
            <WhenNearViewport>
              <Suspense fallback={null}>
                <CmsFooter />
              </Suspense>
            </WhenNearViewport>
          </WidgetBoundary>
        </div>

        <div className="mt-8 flex flex-col gap-3 border-t border-neutral-700 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <nav aria-label={t('footer.legal')}>
            <ul className="flex min-h-10 flex-wrap gap-x-6">
              {config && (
                <>
                  <li>
                    <a href={config.privacyPolicyUrl} className={link}>
                      {t('footer.privacyPolicy')}
                    </a>
                  </li>
                  <li>
                    <a href={config.commercialTransactionsUrl} className={link}>
                      {t('footer.commercialTransactions')}
                    </a>
                  </li>
                </>
              )}
            </ul>
          </nav>
          <p className="text-sm text-neutral-300">
            <small>{t('footer.copyright', { year })}</small>
          </p>
        </div>
      </div>
    </footer>
  );
}
