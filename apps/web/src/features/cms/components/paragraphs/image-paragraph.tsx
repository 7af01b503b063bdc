import { Suspense } from 'react';
import { imageGridColumns } from '@portal/contracts/cms-values';
import { WidgetBoundary } from '../../../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../../../lib/lazy-page.ts';
import type { ImageItemData, ParagraphOf } from '../../types.ts';
import { ImageItem } from './image-item.tsx';

const ImageCarousel = lazyWidget(() => import('./image-carousel.tsx').then((m) => m.ImageCarousel));

const gridClass = { 3: 'grid-cols-3', 4: 'grid-cols-4' } as const;

/** Spec: "Image grid uses 3 columns for up to 3 images, otherwise 4". */
export function ImageGrid({ items }: { items: ImageItemData[] }) {
  const columns = imageGridColumns(items.length);
  return (
    <ul className={`grid gap-2 sm:gap-4 ${gridClass[columns]}`} data-columns={columns}>
      {items.map((item, index) => (
        <li key={index}>
          <ImageItem item={item} />
        </li>
      ))}
    </ul>
  );
}

/** Image paragraph: a grid, or an autoplaying carousel (Embla, loaded on first use). */
export function ImageParagraph({ paragraph }: { paragraph: ParagraphOf<'paragraph--image'> }) {
  const { display, items } = paragraph.attributes;
  if (items.length === 0) return null;
  if (display === 'grid') return <ImageGrid items={items} />;
  // Until the carousel chunk arrives (or if it fails), the images stay visible as a grid.
  const fallback = <ImageGrid items={items} />;
  return (
    <WidgetBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <ImageCarousel items={items} />
      </Suspense>
    </WidgetBoundary>
  );
}
