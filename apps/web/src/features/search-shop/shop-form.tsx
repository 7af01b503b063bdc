import { useId } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import type { CategoryEntry } from '../../lib/search/category-entry.ts';
import { shopMiddleCategories, smallCategories } from '../../lib/search/category-filters.ts';
import { SHOP_CHECKED, SHOP_LARGE_CODE } from '@portal/contracts/search/constants';
import { adjustShopPriceTo, normaliseDigits, shopPriceOptions } from '../../lib/search/price.ts';
import {
  SHOP_FIELDS,
  ShopSearchSchema,
  type ShopField,
  type ShopSearchValues,
} from '@portal/contracts/search/shop-validation';
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
import { searchFormResolver, useSearchForm } from '../../lib/search/use-search-form.ts';

interface ShopFormValues extends ShopSearchValues {
  catSmlClassCd: string;
  checked: string[];
}

const EMPTY_SHOP_FORM: ShopFormValues = {
  keyword: '',
  catMidClassCd: '',
  catSmlClassCd: '',
  priceFrom: '',
  priceTo: '',
  discountFrom: '',
  discountTo: '',
  checked: [],
};

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
  const { control, register, setValue, getValues, clearErrors, search, formState } = useSearchForm({
    defaultValues: EMPTY_SHOP_FORM,
    resolver: searchFormResolver(ShopSearchSchema, (values: ShopFormValues): ShopSearchValues => values),
  });
  const { field: keyword } = useController({ control, name: 'keyword' });
  const { field: checked } = useController({ control, name: 'checked' });
  const mid = useWatch({ control, name: 'catMidClassCd' });
  const small = useWatch({ control, name: 'catSmlClassCd' });
  const mids = shopMiddleCategories(categories);
  const smalls = mid ? smallCategories(categories, SHOP_LARGE_CODE, mid) : [];
  const fieldId = (field: ShopField) => `${id}-${field}`;
  const errorId = `${id}-error`;
  // validateShop gives one message at a time, at the input it belongs to.
  const errorField = SHOP_FIELDS.find((field) => formState.errors[field]);
  const errorMessage = errorField && formState.errors[errorField]?.message;

  const onSearch = search(({ checked: values, ...input }) =>
    browserNavigation.assign(
      buildShopSearchUrl(shopHost, {
        ...input,
        checked: values.filter((value) => showCafe || value !== SHOP_CHECKED.canUseCafe),
      }),
    ),
  );
  const invalidAt = (fields: readonly ShopField[]) =>
    invalidProps(!!errorField && fields.includes(errorField), errorId);
  const errorAt = (fields: readonly ShopField[]) =>
    errorField && fields.includes(errorField) ? <FieldError id={errorId} message={errorMessage} /> : null;
  const toggle = (value: string, on: boolean) =>
    checked.onChange(on ? [...checked.value, value] : checked.value.filter((v) => v !== value));
  const checks = [
    { value: SHOP_CHECKED.withoutSalesPeriod, label: t('shop.withoutSalesPeriod') },
    ...(showCafe ? [{ value: SHOP_CHECKED.canUseCafe, label: t('shop.canUseCafe') }] : []),
  ];

  return (
    <SearchForm onSearch={onSearch} className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <KeywordField
          id={fieldId('keyword')}
          value={keyword.value}
          onChange={keyword.onChange}
          onBlur={keyword.onBlur}
          inputRef={keyword.ref}
          onSearch={onSearch}
          placeholder={t('shop.keywordPlaceholder')}
          invalid={errorField === 'keyword'}
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
          setValue('catMidClassCd', code);
          setValue('catSmlClassCd', '');
          clearErrors();
        }}
        onSmallChange={(code) => setValue('catSmlClassCd', code)}
        invalid={errorField === 'keyword'}
        errorId={errorId}
      />
      <fieldset>
        <legend className={labelClass}>{t('shop.price')}</legend>
        <div className="flex items-center gap-2">
          <select
            id={fieldId('priceFrom')}
            aria-label={t('shop.priceFrom')}
            className={inputClass}
            {...invalidAt(['priceFrom', 'priceTo', 'keyword'])}
            {...register('priceFrom', {
              onChange: () => {
                setValue('priceTo', adjustShopPriceTo(getValues('priceFrom'), getValues('priceTo')));
                clearErrors();
              },
            })}
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
            className={inputClass}
            {...invalidAt(['priceFrom', 'priceTo', 'keyword'])}
            {...register('priceTo', {
              onChange: () => {
                setValue('priceTo', adjustShopPriceTo(getValues('priceFrom'), getValues('priceTo')));
                clearErrors();
              },
            })}
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
          <DiscountInput
            control={control}
            name="discountFrom"
            id={fieldId('discountFrom')}
            label={t('shop.discountFrom')}
            invalid={invalidAt(['discountFrom'])}
            onChange={() => clearErrors()}
            onSearch={onSearch}
          />
          <DiscountInput
            control={control}
            name="discountTo"
            id={fieldId('discountTo')}
            label={t('shop.discountTo')}
            afterRangeMark
            invalid={invalidAt(['discountTo'])}
            onChange={() => clearErrors()}
            onSearch={onSearch}
          />
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
                checked={checked.value.includes(c.value)}
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

/** A discount bound in %: full-width digits become half-width, everything else is dropped (spec search.md §2). */
function DiscountInput({
  control,
  name,
  id,
  label,
  afterRangeMark = false,
  invalid,
  onChange,
  onSearch,
}: {
  control: Control<ShopFormValues>;
  name: 'discountFrom' | 'discountTo';
  id: string;
  label: string;
  /** The upper bound follows the 〜 of the range. */
  afterRangeMark?: boolean;
  invalid: ReturnType<typeof invalidProps>;
  onChange: () => void;
  onSearch: () => void;
}) {
  // The input takes the field's ref apart from its value (react-hooks/refs reads a whole field as a ref).
  const {
    field: { ref, value, onChange: setValue, onBlur },
  } = useController({ control, name });
  return (
    <span className="flex flex-1 items-center gap-2">
      {afterRangeMark && <span aria-hidden="true">〜</span>}
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        aria-label={label}
        value={value}
        maxLength={3}
        className={inputClass}
        {...invalid}
        onChange={(e) => {
          setValue(normaliseDigits(e.target.value));
          onChange();
        }}
        onBlur={onBlur}
        onKeyDown={searchOnEnter(onSearch)}
      />
      <span className="text-sm text-neutral-800">%</span>
    </span>
  );
}
