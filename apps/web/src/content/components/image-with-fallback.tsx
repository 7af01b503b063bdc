import { use, useState, type ImgHTMLAttributes } from 'react';
import fallbackSrc from '../assets/image-fallback.svg';
import { useCmsTranslation } from '../i18n.ts';
import { LeadImages } from './lead-images.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & { src: string; alt: string };

/**
 * An image that shows a fallback picture with the alt text 読み込みに失敗しました when it cannot be loaded
 * (spec portal.md §2, search.md §8). A lead image (lead-images.ts) loads at once with high priority, others lazily.
 */
export function ImageWithFallback({ src, alt, loading, ...rest }: Props) {
  const { t } = useCmsTranslation();
  const lead = use(LeadImages);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <img
      {...rest}
      src={failed ? fallbackSrc : src}
      alt={failed ? t('imageLoadFailed') : alt}
      loading={loading ?? (lead ? 'eager' : 'lazy')}
      fetchPriority={lead ? 'high' : undefined}
      decoding={lead ? undefined : 'async'}
      data-failed={failed || undefined}
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
    />
  );
}
