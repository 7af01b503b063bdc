import { useEffect, useRef } from 'react';
import type { MenuDetailView } from '@portal/contracts/catalog';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { buildLoginUrl } from '../../../lib/auth-redirect.ts';
import { useCatalogTranslation } from '../i18n.ts';

/** A barcode drawn as SVG (CODE128: any digits the shop's reader takes); the library comes only with a barcode. */
function Barcode({ value }: { value: string }) {
  const { t } = useCatalogTranslation();
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let cancelled = false;
    void import('jsbarcode').then(({ default: draw }) => {
      if (!cancelled && svg.current) {
        draw(svg.current, value, { format: 'CODE128', displayValue: true, height: 72, margin: 8, fontSize: 16 });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [value]);
  return (
    <svg
      ref={svg}
      role="img"
      aria-label={t('detail.couponBarcodeLabel', { code: value })}
      className="h-[120px] w-full max-w-sm bg-white"
    />
  );
}

/**
 * The coupon of a privilege: its code or barcode and conditions for a signed-in member (the API gives them to a
 * member only); a visitor learns that there is one and is asked to log in, coming back to this page.
 */
export function Coupon({ menu, backUri }: { menu: MenuDetailView; backUri: string }) {
  const { t } = useCatalogTranslation();
  if (!menu.hasCoupon) return null;
  const { coupon } = menu;
  return (
    <section
      aria-labelledby="coupon-heading"
      className="flex flex-col gap-3 rounded-lg border-2 border-dashed border-brand-600 bg-brand-50 p-4"
    >
      <h2 id="coupon-heading" className="text-lg font-bold text-brand-800">
        {t('detail.couponHeading')}
      </h2>
      {coupon ? (
        <>
          {coupon.code && (
            <p className="flex flex-col gap-1">
              <span className="text-sm text-neutral-800">{t('detail.couponCode')}</span>
              <span className="font-mono text-3xl font-bold tracking-widest text-neutral-900">{coupon.code}</span>
            </p>
          )}
          {coupon.barcode && <Barcode value={coupon.barcode} />}
          {coupon.conditions && <p className="text-sm text-neutral-800">{coupon.conditions}</p>}
        </>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-neutral-900">{t('detail.couponLogin')}</p>
          <a href={buildLoginUrl(backUri)} className={buttonStyles.primarySmall}>
            {t('detail.couponLoginButton')}
          </a>
        </div>
      )}
    </section>
  );
}
