import { Link } from 'react-router';
import type { MenuSummary } from '@portal/contracts/catalog';
import type { MenuTexts } from '../menu-texts.ts';
import { menuPath } from '../menu-path.ts';

/** The price line of a privilege: member price over the struck regular one, a stay's "from", or a discount rate. */
export function PriceLine({ item, texts }: { item: MenuSummary; texts: MenuTexts }) {
  const price = item.memberPrice ?? item.regularPrice;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      {item.memberPrice !== null && item.regularPrice !== null && item.regularPrice > item.memberPrice && (
        <span className="text-neutral-700">
          <span className="sr-only">{texts.regularPrice}</span>
          <s>{texts.yen(item.regularPrice)}</s>
        </span>
      )}
      {price !== null && (
        <span className="text-base font-bold text-neutral-900">
          {item.memberPrice !== null && <span className="sr-only">{texts.memberPrice}</span>}
          {item.serviceType === 'stay' ? texts.from(price) : texts.yen(price)}
          {item.serviceType === 'stay' && <span className="ml-1 text-xs font-normal">{texts.perPerson}</span>}
        </span>
      )}
      {item.discountRate !== null && (
        <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
          {texts.off(item.discountRate)}
        </span>
      )}
    </p>
  );
}

/** A privilege's usage flags (給与天引きで支払可…), as labelled chips; nothing when it has none. */
export function UsageList({ flags, texts }: { flags: readonly number[]; texts: MenuTexts }) {
  if (flags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={texts.usageHeading}>
      {flags.map((flag) => (
        <li key={flag} className="rounded border border-brand-700 px-1.5 text-xs text-brand-700">
          {texts.usage(flag)}
        </li>
      ))}
    </ul>
  );
}

/**
 * One result: picture, name (the link to its page), area, catch copy, price and usage flags. The list translates
 * the cards' texts once (`useMenuTexts`) and hands them to every card.
 */
export function ResultCard({ item, eager, texts }: { item: MenuSummary; eager: boolean; texts: MenuTexts }) {
  const area = [item.areaMidClassNm, item.areaSmlClassNm].filter(Boolean).join(' ');
  return (
    <article className="relative flex gap-3 rounded-lg border border-neutral-200 bg-white p-3 sm:gap-4">
      <img
        src={item.imageUrl}
        alt=""
        width={160}
        height={100}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-[60px] w-24 shrink-0 rounded-md bg-neutral-100 object-cover sm:h-[100px] sm:w-40"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="line-clamp-2 font-bold text-neutral-900">
          {/* The whole card is the link's target area; the name is its text. */}
          <Link to={menuPath(item)} className="text-brand-700 after:absolute after:inset-0 hover:underline">
            {item.menuNm}
          </Link>
        </h3>
        {area && <p className="text-xs text-neutral-700">{area}</p>}
        <p className="line-clamp-2 text-sm text-neutral-800">{item.catchCopy}</p>
        <PriceLine item={item} texts={texts} />
        <UsageList flags={item.useage} texts={texts} />
      </div>
    </article>
  );
}
