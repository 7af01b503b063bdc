import { useId, useState } from 'react';
import type { CategoryEntry } from '../../lib/search/category-entry.ts';
import { shopMiddleCategories, smallCategories } from '../../lib/search/category-filters.ts';
import { SHOP_CHECKED, SHOP_LARGE_CODE } from '@portal/contracts/search/constants';
import { adjustShopPriceTo, normaliseDigits, shopPriceOptions } from '../../lib/search/price.ts';
import { validateShop, type ShopField } from '@portal/contracts/search/shop-validation';
import { buildShopSearchUrl, shopMenusUrl } from '@portal/contracts/search/urls';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { useViewer } from '../../lib/session/viewer.ts';
import { useCafeAvailability } from './api/get-cafe-availability.ts';
import { FieldError, inputClass, labelClass } from '../../components/search/field-error.tsx';
import { CategorySelects } from '../../components/search/category-selects.tsx';
import {
  invalidProps,
  KeywordField,
  SearchForm,
  SearchSubmit,
  searchOnEnter,
} from '../../components/search/search-form-parts.tsx';
import { useSearchTranslation } from '../../lib/search/i18n.ts';

/** 下限なし / 上限なし (0) is the empty value: no limit sends no parameter. */
function priceValue(value: number): string {
  return value === 0 ? '' : String(value);
}

/**
 * Whether the member sees the cafe parts of the shop panel. showCafe (the can_use_cafe checkbox) follows the
 * cafe-availability answer; the cafe link also needs a principal (spec search.md §2, §6;
 * docs/search-rules.md records the showCafe decision).
 */
function useCafe(): { showCafe: boolean; showCafeLink: boolean } {
  const viewer = useViewer();
  const member = viewer.kind === 'member';
  const available = useCafeAvailability(member).data === true;
  const principal = member && viewer.user?.ssoPrincipalFlg === '1';
  return { showCafe: available, showCafeLink: available && principal };
}

/**
 * ベネ通販 search (spec search.md §2 shop search, §5 Shop, §9 price steps): keyword, middle and small categories
 * under 115, price selects and discount inputs (full-width digits converted, non-digits stripped), the checked
 * list; search goes to /menus on the shop host.
 */
export function ShopForm({ categories, shopHost }: { categories: readonly CategoryEntry[]; shopHost: string }) {
  const { t } = useSearchTranslation();
  const id = useId();
  const { showCafe, showCafeLink } = useCafe();
  const [mid, setMid] = useState('');
  const [small, setSmall] = useState('');
  const [priceFrom, setPriceFrom] = useState('');
  const [priceTo, setPriceTo] = useState('');
  const [discountFrom, setDiscountFrom] = useState('');
  const [discountTo, setDiscountTo] = useState('');
  const [checked, setChecked] = useState<string[]>([]);
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<{ field: ShopField; message: string } | null>(null);
  const mids = shopMiddleCategories(categories);
  const smalls = mid ? smallCategories(categories, SHOP_LARGE_CODE, mid) : [];
  const fieldId = (field: ShopField) => `${id}-${field}`;
  const errorId = `${id}-error`;

  const search = () => {
    const input = { keyword, catMidClassCd: mid, priceFrom, priceTo, discountFrom, discountTo };
    const invalid = validateShop(input);
    if (invalid) {
      setError(invalid);
      document.getElementById(fieldId(invalid.field))?.focus();
      return;
    }
    browserNavigation.assign(
      buildShopSearchUrl(shopHost, {
        ...input,
        catSmlClassCd: small,
        checked: checked.filter((value) => showCafe || value !== SHOP_CHECKED.canUseCafe),
      }),
    );
  };
  const invalidAt = (fields: readonly ShopField[]) => invalidProps(!!error && fields.includes(error.field), errorId);
  const errorAt = (fields: readonly ShopField[]) =>
    error && fields.includes(error.field) ? <FieldError id={errorId} message={error.message} /> : null;
  const toggle = (value: string, on: boolean) =>
    setChecked((current) => (on ? [...current, value] : current.filter((v) => v !== value)));
  const checks = [
    { value: SHOP_CHECKED.withoutSalesPeriod, label: t('shop.withoutSalesPeriod') },
    ...(showCafe ? [{ value: SHOP_CHECKED.canUseCafe, label: t('shop.canUseCafe') }] : []),
  ];

  return (
    <SearchForm onSearch={search} className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <KeywordField
          id={fieldId('keyword')}
          value={keyword}
          onChange={setKeyword}
          onSearch={search}
          placeholder={t('shop.keywordPlaceholder')}
          invalid={error?.field === 'keyword'}
          errorId={errorId}
        >
          {errorAt(['keyword'])}
        </KeywordField>
      </div>
      <CategorySelects
        id={id}
        middles={mids}
        smalls={smalls}
        mid={mid}
        small={small}
        onMidChange={(code) => {
          setMid(code);
          setSmall('');
          setError(null);
        }}
        onSmallChange={setSmall}
        invalid={error?.field === 'keyword'}
        errorId={errorId}
      />
      <fieldset>
        <legend className={labelClass}>{t('shop.price')}</legend>
        <div className="flex items-center gap-2">
          <select
            id={fieldId('priceFrom')}
            aria-label={t('shop.priceFrom')}
            value={priceFrom}
            className={inputClass}
            {...invalidAt(['priceFrom', 'priceTo', 'keyword'])}
            onChange={(e) => {
              setPriceFrom(e.target.value);
              setPriceTo((to) => adjustShopPriceTo(e.target.value, to));
              setError(null);
            }}
          >
            {shopPriceOptions('lower').map((o) => (
              <option key={o.value} value={priceValue(o.value)}>
                {o.displayName}
              </option>
            ))}
          </select>
          <span aria-hidden="true">〜</span>
          <select
            id={fieldId('priceTo')}
            aria-label={t('shop.priceTo')}
            value={priceTo}
            className={inputClass}
            {...invalidAt(['priceFrom', 'priceTo', 'keyword'])}
            onChange={(e) => {
              setPriceTo(adjustShopPriceTo(priceFrom, e.target.value));
              setError(null);
            }}
          >
            {shopPriceOptions('upper').map((o) => (
              <option key={o.value} value={priceValue(o.value)}>
                {o.displayName}
              </option>
            ))}
          </select>
        </div>
        {errorAt(['priceFrom', 'priceTo'])}
      </fieldset>
      <fieldset>
        <legend className={labelClass}>{t('shop.discount')}</legend>
        <div className="flex items-center gap-2">
          {(
            [
              ['discountFrom', discountFrom, setDiscountFrom, t('shop.discountFrom')],
              ['discountTo', discountTo, setDiscountTo, t('shop.discountTo')],
            ] as const
          ).map(([field, value, set, label], index) => (
            <span key={field} className="flex flex-1 items-center gap-2">
              {index === 1 && <span aria-hidden="true">〜</span>}
              <input
                id={fieldId(field)}
                type="text"
                inputMode="numeric"
                aria-label={label}
                value={value}
                maxLength={3}
                className={inputClass}
                {...invalidAt([field])}
                onChange={(e) => {
                  set(normaliseDigits(e.target.value));
                  setError(null);
                }}
                onKeyDown={searchOnEnter(search)}
              />
              <span className="text-sm text-neutral-800">%</span>
            </span>
          ))}
        </div>
        {errorAt(['discountFrom', 'discountTo'])}
      </fieldset>
      <fieldset className="lg:col-span-2">
        <legend className="sr-only">{t('shop.options')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {checks.map((c) => (
            <label key={c.value} className="flex min-h-10 items-center gap-2 text-sm text-neutral-900">
              <input
                type="checkbox"
                name="checked"
                value={c.value}
                checked={checked.includes(c.value)}
                className="size-4 accent-brand-600"
                onChange={(e) => toggle(c.value, e.target.checked)}
              />
              {c.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center lg:col-span-2">
        <SearchSubmit />
        <a href={shopMenusUrl(shopHost)} className="text-sm font-bold text-brand-700 underline">
          {t('shop.allItems')}
        </a>
        {showCafeLink && (
          <a
            href={buildShopSearchUrl(shopHost, { checked: [SHOP_CHECKED.canUseCafe] })}
            className="text-sm font-bold text-brand-700 underline"
          >
            {t('shop.cafeLink')}
          </a>
        )}
      </div>
    </SearchForm>
  );
}
