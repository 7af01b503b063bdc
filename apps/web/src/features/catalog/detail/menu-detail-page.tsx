import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuDetailView } from '@portal/contracts/catalog';
import { detailMenuNo } from '@portal/contracts/catalog-pages';
import { japanLongDate } from '@portal/contracts/japan-time';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/get-session.ts';
import { menuDetailQueryOptions, useMenuDetail, useRecordView } from '../api/menus.ts';
import { pageData } from '../../../lib/route-data.ts';
import { useCatalogTranslation } from '../i18n.ts';
import { PriceLine, UsageList } from '../results/result-card.tsx';
import { useMenuTexts } from '../menu-texts.ts';
import { Coupon } from './coupon.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { SmallMap } from './small-map.tsx';
import { formatNumber } from '../../../lib/format-number.ts';

type Usage = 'coupon' | 'life' | 'tour' | 'reserveSite' | 'stay' | 'shop';

function usageOf(menu: MenuDetailView): Usage {
  if (menu.serviceType === 'stay') return 'stay';
  if (menu.serviceType === 'shop') return 'shop';
  if (menu.type === 2) return 'coupon';
  if (menu.type === 3) return 'tour';
  if (menu.type === 4) return 'reserveSite';
  return 'life';
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 border-b border-neutral-200 py-2 text-sm last:border-0">
      <dt className="w-24 shrink-0 font-bold text-neutral-800">{term}</dt>
      <dd className="text-neutral-900">{children}</dd>
    </div>
  );
}

function StayPlans({ plans }: { plans: MenuDetailView['stayPlans'] }) {
  const { t } = useCatalogTranslation();
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-2">
      <h2 id="plans-heading" className="text-lg font-bold">
        {t('detail.plansHeading')}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-sm">
          <thead>
            <tr className="bg-neutral-100 text-left">
              <th scope="col" className="p-2">
                {t('detail.plan')}
              </th>
              <th scope="col" className="p-2">
                {t('detail.meals')}
              </th>
              <th scope="col" className="p-2">
                {t('detail.room')}
              </th>
              <th scope="col" className="p-2">
                {t('detail.provider')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('detail.planPrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <tr key={plan.planNo} className="border-b border-neutral-200">
                <th scope="row" className="p-2 text-left font-normal">
                  {plan.name}
                </th>
                <td className="p-2">{t(`detail.mealNames.${plan.meals}`)}</td>
                <td className="p-2">{plan.nonSmoking ? t('detail.nonSmoking') : t('detail.smoking')}</td>
                <td className="p-2">{t(`detail.providers.${plan.provider}`)}</td>
                <td className="p-2 text-right font-bold">{t('yen', { price: formatNumber(plan.pricePerPerson) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function LoadingDetail() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <SkeletonBar className="aspect-[8/5] w-full max-w-2xl rounded-lg" />
      <SkeletonBar className="h-6 w-2/3 rounded" />
      <SkeletonBar className="h-4 w-full rounded" tone="light" />
      <SkeletonBar className="h-4 w-5/6 rounded" tone="light" />
    </div>
  );
}

function MenuDetail({ menu, signedIn, backUri }: { menu: MenuDetailView; signedIn: boolean; backUri: string }) {
  const { t, i18n } = useCatalogTranslation();
  const menuTexts = useMenuTexts();
  const usage = usageOf(menu);
  const until = menu.publishedUntil ? japanLongDate(new Date(menu.publishedUntil), i18n.language) : null;
  const area = [menu.areaMidClassNm, menu.areaSmlClassNm].filter(Boolean).join(' ');
  const category = [menu.catLrgClassNm, menu.catMidClassNm, menu.catSmlClassNm].filter(Boolean).join(' › ');
  const features = [
    menu.isBusinessHotel && t('detail.businessHotel'),
    menu.hasNaturalHotspring && t('detail.naturalHotSpring'),
    menu.webReservation && t('detail.webReservation'),
    menu.canUseCafe && t('detail.canUseCafe'),
    menu.withoutSalesPeriod && t('detail.withoutSalesPeriod'),
  ].filter((feature): feature is string => Boolean(feature));
  return (
    <article className="flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <img
          src={menu.imageUrl}
          alt={menu.imageExplanation}
          width={640}
          height={400}
          fetchPriority="high"
          className="aspect-[8/5] w-full rounded-lg bg-neutral-100 object-cover"
        />
        <div className="flex flex-col gap-3">
          <p className="text-sm text-neutral-700" lang="ja">
            <span className="sr-only">{t('detail.kana')}：</span>
            {menu.menuNmKana}
          </p>
          <p className="text-lg font-bold text-brand-800">{menu.catchCopy}</p>
          <PriceLine item={menu} texts={menuTexts} />
          <UsageList flags={menu.useage} texts={menuTexts} />
          <FavoriteButton menuNo={menu.menuNo} favorite={menu.favorite} signedIn={signedIn} backUri={backUri} />
        </div>
      </div>
      <section aria-labelledby="about-heading" className="flex flex-col gap-2">
        <h2 id="about-heading" className="text-lg font-bold">
          {t('detail.aboutHeading')}
        </h2>
        <p className="leading-relaxed text-neutral-900">{menu.leadCopy}</p>
      </section>
      <Coupon menu={menu} backUri={backUri} />
      <StayPlans plans={menu.stayPlans} />
      <section aria-labelledby="conditions-heading" className="flex flex-col gap-2">
        <h2 id="conditions-heading" className="text-lg font-bold">
          {t('detail.conditionsHeading')}
        </h2>
        <dl className="rounded-lg border border-neutral-200 bg-white px-4">
          {area && <Fact term={t('detail.area')}>{area}</Fact>}
          {category && <Fact term={t('detail.category')}>{category}</Fact>}
          {menu.useage.length > 0 && (
            <Fact term={t('usageHeading')}>{menu.useage.map((flag) => t(`usage.${flag}`)).join('、')}</Fact>
          )}
          {features.length > 0 && <Fact term={t('detail.features')}>{features.join('、')}</Fact>}
          <Fact term={t('detail.published')}>
            {until ? t('detail.publishedUntil', { date: until }) : t('detail.openEnded')}
          </Fact>
        </dl>
      </section>
      <SmallMap menu={menu} />
      <section aria-labelledby="how-heading" className="flex flex-col gap-2">
        <h2 id="how-heading" className="text-lg font-bold">
          {t('detail.howToUseHeading')}
        </h2>
        <p className="text-neutral-900">{t(`detail.howToUse.${usage}`)}</p>
      </section>
    </article>
  );
}

/** What a privilege's page renders with (ADR 0032): the privilege. */
export const loader = pageData(({ url }) => {
  const menuNo = detailMenuNo(url.pathname);
  return menuNo ? [menuDetailQueryOptions(menuNo)] : [];
});

/**
 * A member's visit to a privilege, into 閲覧履歴, once per privilege shown. A leaf of its own: the mutation's states
 * (pending, then success) re-render this empty component only, not the page it sits in.
 */
function RecordView({ menuNo }: { menuNo: string }) {
  const { mutate: recordView } = useRecordView();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (recorded.current !== menuNo) {
      recorded.current = menuNo;
      recordView(menuNo);
    }
  }, [menuNo, recordView]);
  return null;
}

/**
 * A privilege's page (issue 12): /menus/{menuNo}, and the stay site's /dp/menus/{menuNo}/ and
 * /public-stay/menus/{menuNo}. A member's visit goes into 閲覧履歴 once per page view.
 */
export function Component() {
  const { t } = useCatalogTranslation();
  const { t: tc } = useTranslation();
  const { pathname, search } = useLocation();
  const menuNo = detailMenuNo(pathname) ?? '';
  const detail = useMenuDetail(menuNo);
  const session = useSession();
  const signedIn = session.data?.authenticated === true;
  const menu = detail.data;

  const missing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
  const title = menu?.menuNm ?? tc('titles.menuDetail');
  const breadcrumb = [
    { label: tc('titles.top'), to: '/' },
    ...(menu?.catLrgClassNm ? [{ label: menu.catLrgClassNm }] : []),
    { label: menu?.menuNm ?? tc('titles.menuDetail') },
  ];
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      {signedIn && menu ? <RecordView menuNo={menu.menuNo} /> : null}
      {menu ? (
        <MenuDetail menu={menu} signedIn={signedIn} backUri={`${pathname}${search}`} />
      ) : detail.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-neutral-200 bg-white p-6">
          <p className="text-neutral-900">{missing ? t('detail.notFound') : t('detail.error')}</p>
          {missing ? (
            <Link to="/menus" className="text-brand-700 underline underline-offset-2">
              {t('detail.backToSearch')}
            </Link>
          ) : (
            <button type="button" className={buttonStyles.secondarySmall} onClick={() => void detail.refetch()}>
              {t('retry')}
            </button>
          )}
        </div>
      ) : (
        <LoadingDetail />
      )}
    </PageFrame>
  );
}
