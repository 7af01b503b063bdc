import { useTranslation } from 'react-i18next';
import type { BlockContentsDocument } from '@portal/contracts/cms';
import { FOOTER_BANNER_LOCATION, paragraphsOf } from '@portal/contracts/cms-values';
import { useBlockContents } from '../../../content/api/get-block-contents.ts';
import { CmsLink } from '../../../content/components/cms-link.tsx';
import { ImageWithFallback } from '../../../content/components/image-with-fallback.tsx';
import type { ImageItemData } from '../../../content/types.ts';

/**
 * The footer's mini-banners: the images of the image paragraphs of the block contents at location `footer_banner`,
 * in the blocks' sort order (docs/cms-content-model.md "Header notices and footer mini-banner"). Other paragraph
 * types are not shown there: a banner is a picture, its caption and its link.
 */
export function miniBannerItems(document: BlockContentsDocument): ImageItemData[] {
  return [...document.data]
    .sort((a, b) => a.attributes.sort_order - b.attributes.sort_order)
    .flatMap((block) => paragraphsOf(block, document.included))
    .flatMap((paragraph) => (paragraph.type === 'paragraph--image' ? paragraph.attributes.items : []));
}

const bannerClass =
  'flex min-h-16 items-center gap-3 rounded-md border border-neutral-700 p-2 text-sm leading-snug text-white hover:border-neutral-400 focus-visible:outline-white';

function MiniBanner({ item }: { item: ImageItemData }) {
  const body = (
    <>
      <ImageWithFallback
        src={item.image.url}
        // With a caption, the caption names the link; the picture is decoration.
        alt={item.thumbnail_text ? '' : item.alt || item.image.alt}
        width={item.image.width ?? undefined}
        height={item.image.height ?? undefined}
        className="aspect-[3/2] w-18 shrink-0 rounded bg-neutral-800 object-cover"
      />
      {item.thumbnail_text && <span>{item.thumbnail_text}</span>}
    </>
  );
  return item.link ? (
    <CmsLink href={item.link} className={bannerClass}>
      {body}
    </CmsLink>
  ) : (
    <div className={bannerClass}>{body}</div>
  );
}

/**
 * Loaded lazily with the CMS parts when the member nears the footer (ADR 0018); nothing while it loads, when the CMS
 * fails or when no banner is published for this member.
 */
export function CmsMiniBanners() {
  const { t } = useTranslation('layout');
  const query = useBlockContents(FOOTER_BANNER_LOCATION);
  const items = query.data ? miniBannerItems(query.data) : [];
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('footer.miniBanners')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => (
        <li key={`${item.image.url}-${index}`}>
          <MiniBanner item={item} />
        </li>
      ))}
    </ul>
  );
}
