import { Link } from 'react-router';
import type { SpecialPageResource } from '@portal/contracts/cms';
import { paths } from '../../../config/paths.ts';
import { ImageWithFallback } from '../../../content/components/image-with-fallback.tsx';

/** A special page's banner and title, linking to /specialPage/detail?spid={alias}. */
export function SpecialPageCard({ page }: { page: SpecialPageResource }) {
  const { banner, display_title, title, alias } = page.attributes;
  return (
    <Link
      to={paths.specialPageDetail(alias)}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white hover:border-brand-600"
    >
      {banner ? (
        <ImageWithFallback
          src={banner.url}
          alt=""
          width={banner.width ?? undefined}
          height={banner.height ?? undefined}
          className="aspect-[3/1] w-full bg-neutral-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="block aspect-[3/1] w-full bg-neutral-100" />
      )}
      <span className="p-3 font-medium leading-snug">{display_title || title}</span>
    </Link>
  );
}
