import type { ReactNode } from 'react';
import type { BlockContentResource, CmsLocationCode, Paragraph } from '@portal/contracts/cms';
import { paragraphsOf } from '@portal/contracts/cms-values';
import { useBlockContents } from '../api/get-block-contents.ts';
import { useScopedCss } from '../scoped-css.ts';
import { useCmsTranslation } from '../i18n.ts';
import { blockScope } from './block-contents-css.tsx';
import { Paragraphs } from './paragraphs.tsx';
import { CmsError, CmsSkeleton } from './cms-states.tsx';

function Block({ block, included, lead }: { block: BlockContentResource; included: Paragraph[]; lead: boolean }) {
  const scope = blockScope(block.id);
  useScopedCss(scope, block.attributes.css_code);
  // js_code of block contents never runs: the spec allows scripts on full-HTML and detail pages only.
  return (
    <section data-cms-scope={scope} aria-label={block.attributes.title || undefined} className="min-w-0">
      <Paragraphs paragraphs={paragraphsOf(block, included)} included={included} lead={lead} />
    </section>
  );
}

/**
 * The block contents of a location (top, or a category route name), in the CMS's sort order. `lead`: they open the
 * page, so the first block's first images are its lead images.
 */
export function BlockContents({
  locationCode,
  empty = null,
  lead = false,
}: {
  locationCode: CmsLocationCode;
  empty?: ReactNode;
  lead?: boolean;
}) {
  const { t } = useCmsTranslation();
  const query = useBlockContents(locationCode);
  if (query.isPending) return <CmsSkeleton lines={3} />;
  if (query.isError) return <CmsError message={t('loadFailed')} onRetry={() => void query.refetch()} />;
  const blocks = [...query.data.data].sort((a, b) => a.attributes.sort_order - b.attributes.sort_order);
  if (blocks.length === 0) return empty;
  return (
    <div className="flex flex-col gap-10" data-location-code={locationCode}>
      {blocks.map((block, index) => (
        <Block key={block.id} block={block} included={query.data.included} lead={lead && index === 0} />
      ))}
    </div>
  );
}
