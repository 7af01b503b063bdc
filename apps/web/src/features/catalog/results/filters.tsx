import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuSearchResponse } from '@portal/contracts/catalog';
import { SHOP_CHECKED, SPECIAL_CONDITION_GROUPS, USAGE_FILTERS } from '@portal/contracts/search/constants';
import { specialConditionPairs, type SpecialConditions } from '@portal/contracts/search/urls';
import { useCatalogTranslation } from '../i18n.ts';
import {
  chosenUsage,
  cleared,
  hasFilters,
  listParam,
  offersCategoryFacet,
  withChange,
  type ResultsKind,
} from './results-query.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { numberText } from '../../../lib/number-text.ts';

type Facets = MenuSearchResponse['data']['facets'];
type Change = Record<string, string | readonly string[] | null>;

/** Prefectures listed before the rest fold away under ほかのエリア. */
const AREAS_SHOWN = 8;

const OPTION =
  'flex min-h-10 items-center justify-between gap-2 rounded-md px-2 text-sm text-neutral-900 hover:bg-neutral-100';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1 border-t border-neutral-200 pt-3">
      <h3 className="px-2 text-sm font-bold text-neutral-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The prefectures past the first few, under ほかのエリア. They are rendered only once the member opens it: a keyword
 * often matches some forty prefectures, and their links were about two fifths of a results page's links, rendered on
 * the server and hydrated in the browser for a list most members never open (ADR 0032). It starts open when the
 * chosen prefecture is among them. A member who opens it before the page hydrates gets the list as it hydrates.
 */
function MoreAreas({ label, startOpen, children }: { label: string; startOpen: boolean; children: () => ReactNode }) {
  const [open, setOpen] = useState(startOpen);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    // Opened before hydration: the toggle came before React listened for it.
    if (details.current?.open) setOpen(true);
  }, []);
  return (
    // The member may open it before hydration, so its `open` may differ from the server's.
    <details ref={details} open={open} onToggle={(event) => setOpen(event.currentTarget.open)} suppressHydrationWarning>
      <summary className={`${OPTION} cursor-pointer text-brand-700`}>{label}</summary>
      {open && <ul>{children()}</ul>}
    </details>
  );
}

/**
 * One choice of a single-choice facet: a link to the same page with the choice made (or undone). Its count comes
 * written (`countText`): a page lists some sixty choices, and each asking for its own texts took nearly a tenth of a
 * results page's render (ADR 0032).
 */
function Choice({
  to,
  selected,
  label,
  countText,
}: {
  to: URLSearchParams;
  selected: boolean;
  label: string;
  countText?: string | undefined;
}) {
  return (
    <li>
      <Link
        to={`?${to.toString()}`}
        preventScrollReset
        aria-current={selected ? 'true' : undefined}
        className={`${OPTION} ${selected ? 'bg-brand-50 font-bold text-brand-700' : ''}`}
      >
        <span>{label}</span>
        {countText !== undefined && <span className="text-xs text-neutral-700">{countText}</span>}
      </Link>
    </li>
  );
}

function Check({
  label,
  checked,
  countText,
  onChange,
}: {
  label: string;
  checked: boolean;
  countText?: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  // The box shows the member's click at once; the URL (and so `checked`) follows a moment later, and then rules
  // (a change of `checked` forgets the click: React's "adjusting state when a prop changes").
  const [pressed, setPressed] = useState<boolean | null>(null);
  const [seen, setSeen] = useState(checked);
  if (seen !== checked) {
    setSeen(checked);
    setPressed(null);
  }
  const shown = pressed ?? checked;
  return (
    <label className={`${OPTION} cursor-pointer`}>
      <span className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={shown}
          onChange={(event) => {
            setPressed(event.currentTarget.checked);
            onChange(event.currentTarget.checked);
          }}
          className="h-5 w-5 accent-brand-700"
        />
        {label}
      </span>
      {countText !== undefined && <span className="text-xs text-neutral-700">{countText}</span>}
    </label>
  );
}

/**
 * The filters of a results page, mirroring the header forms: every choice is a change of the page's URL, so back,
 * forward and reload keep it. Single choices (category, area, price band) are links; several-at-once choices
 * (usage flags, the stay form's conditions, the shop's checks) are checkboxes. Counts come from the facets of the
 * current results.
 */
export function Filters({
  kind,
  params,
  facets,
  onChange,
}: {
  kind: ResultsKind;
  params: URLSearchParams;
  facets: Facets | undefined;
  onChange: (change: Change) => void;
}) {
  const { t } = useCatalogTranslation();
  // `{{total}}件` looked up once for every count of the facets.
  const count = useMemo(() => numberText(t, 'count', 'total'), [t]);
  const countOf = (value: number | undefined) => (value === undefined ? undefined : count(value));
  const category = params.get('catLrgClassCd');
  const prefectures = listParam(params, 'areaMidClassCd');
  const usage = chosenUsage(params);
  const priceFrom = params.get('priceFrom');
  const priceTo = params.get('priceTo');

  const areas = facets?.prefectures ?? [];
  const chosenArea = prefectures.length === 1 ? prefectures[0] : undefined;
  const areaChoice = (facet: Facets['prefectures'][number]) => (
    <Choice
      key={facet.areaMidClassCd}
      to={withChange(params, { areaMidClassCd: facet.areaMidClassCd, areaSmlClassCd: null, areaDtlClassCd: null })}
      selected={chosenArea === facet.areaMidClassCd}
      label={facet.name}
      countText={count(facet.count)}
    />
  );

  const special: SpecialConditions = Object.fromEntries(
    SPECIAL_CONDITION_GROUPS.map((group) => [group.id, listParam(params, group.id)]),
  );
  const toggleSpecial = (groupId: keyof SpecialConditions, id: string, on: boolean) => {
    const chosen = new Set(special[groupId] ?? []);
    if (on) chosen.add(id);
    else chosen.delete(id);
    // The group's ids in the form's order, joined by ',' as the stay form writes them.
    const value = specialConditionPairs({ [groupId]: [...chosen] }).find(([name]) => name === groupId)?.[1];
    onChange({ [groupId]: value || null });
  };
  const shopChecked = params.getAll('checked');

  return (
    <div className="flex flex-col gap-3">
      {hasFilters(kind, params) && (
        <p className="px-2">
          <Link to={`?${cleared(kind, params).toString()}`} className="text-sm text-brand-700 underline">
            {t('clearAll')}
          </Link>
        </p>
      )}
      {offersCategoryFacet(kind) && (
        <Section title={t('category')}>
          <ul>
            <Choice
              to={withChange(params, { catLrgClassCd: null, catMidClassCd: null, catSmlClassCd: null })}
              selected={!category}
              label={t('all')}
            />
            {(facets?.categories ?? []).map((facet) => (
              <Choice
                key={facet.catLrgClassCd}
                to={withChange(params, {
                  catLrgClassCd: facet.catLrgClassCd,
                  catMidClassCd: null,
                  catSmlClassCd: null,
                })}
                selected={category === facet.catLrgClassCd}
                label={facet.name}
                countText={count(facet.count)}
              />
            ))}
          </ul>
        </Section>
      )}
      <Section title={t('prefecture')}>
        <ul>
          <Choice
            to={withChange(params, {
              areaLrgClassCd: null,
              areaMidClassCd: null,
              areaSmlClassCd: null,
              areaDtlClassCd: null,
            })}
            selected={prefectures.length === 0}
            label={t('all')}
          />
          {areas.slice(0, AREAS_SHOWN).map(areaChoice)}
        </ul>
        {areas.length > AREAS_SHOWN && (
          <MoreAreas
            label={t('moreAreas')}
            startOpen={areas.findIndex((facet) => facet.areaMidClassCd === chosenArea) >= AREAS_SHOWN}
          >
            {() => areas.slice(AREAS_SHOWN).map(areaChoice)}
          </MoreAreas>
        )}
      </Section>
      <Section title={t('price')}>
        <ul>
          <Choice
            to={withChange(params, { priceFrom: null, priceTo: null })}
            selected={!priceFrom && !priceTo}
            label={t('all')}
          />
          {(facets?.priceBands ?? []).map((band) => {
            const from = band.from === 0 ? null : String(band.from);
            const to = band.to === null ? null : String(band.to - 1);
            const label =
              band.to === null
                ? t('priceBand.above', { from: formatNumber(band.from) })
                : band.from === 0
                  ? t('priceBand.below', { to: formatNumber(band.to) })
                  : t('priceBand.between', { from: formatNumber(band.from), to: formatNumber(band.to) });
            return (
              <Choice
                key={band.from}
                to={withChange(params, { priceFrom: from, priceTo: to })}
                selected={(priceFrom ?? null) === from && (priceTo ?? null) === to && (from !== null || to !== null)}
                label={label}
                countText={count(band.count)}
              />
            );
          })}
        </ul>
      </Section>
      <Section title={t('usageHeading')}>
        {USAGE_FILTERS.map((filter) => (
          <Check
            key={filter.value}
            label={t(`usage.${filter.value}`)}
            checked={usage.includes(filter.value)}
            countText={countOf(facets?.useage.find((facet) => String(facet.useage) === filter.value)?.count)}
            onChange={(on) =>
              onChange({
                useage: null,
                'useage[]': on ? [...usage, filter.value].sort() : usage.filter((v) => v !== filter.value),
              })
            }
          />
        ))}
      </Section>
      {(kind === 'stay' || kind === 'publicStay') && (
        <Section title={t('stayConditions')}>
          {SPECIAL_CONDITION_GROUPS.map((group) =>
            group.conditions
              .filter((condition) => condition.onScreen)
              .map((condition) => (
                <Check
                  key={condition.id}
                  label={condition.label}
                  checked={(special[group.id] ?? []).includes(condition.id)}
                  onChange={(on) => toggleSpecial(group.id, condition.id, on)}
                />
              )),
          )}
        </Section>
      )}
      {kind === 'shop' && (
        <Section title={t('shopConditions')}>
          {[SHOP_CHECKED.withoutSalesPeriod, SHOP_CHECKED.canUseCafe].map((value) => (
            <Check
              key={value}
              label={t(`shopChecked.${value}`)}
              checked={shopChecked.includes(value)}
              onChange={(on) =>
                onChange({ checked: on ? [...shopChecked, value] : shopChecked.filter((v) => v !== value) })
              }
            />
          ))}
        </Section>
      )}
    </div>
  );
}
