import type { ImageItemData } from '../../types.ts';
import { CmsLink } from '../cms-link.tsx';
import { ImageWithFallback } from '../image-with-fallback.tsx';

/** One image of an image paragraph: alt, optional link, thumbnail text under it. */
export function ImageItem({ item }: { item: ImageItemData }) {
  const body = (
    <>
      <ImageWithFallback
        src={item.image.url}
        alt={item.alt || item.image.alt}
        width={item.image.width ?? undefined}
        height={item.image.height ?? undefined}
        className="aspect-[4/3] w-full rounded-md bg-neutral-100 object-cover"
      />
      {item.thumbnail_text && <span className="mt-2 block text-sm leading-snug">{item.thumbnail_text}</span>}
    </>
  );
  return item.link ? (
    <CmsLink href={item.link} className="block rounded-md hover:opacity-90">
      {body}
    </CmsLink>
  ) : (
    <div>{body}</div>
  );
}
