import { useState, type ImgHTMLAttributes } from 'react';
import fallbackSrc from '../assets/image-fallback.svg';
import { useCmsTranslation } from '../i18n.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & { src: string; alt: string };

/**
 * An image that shows a fallback picture with the alt text 読み込みに失敗しました when it cannot be loaded
 * (spec portal.md §2, search.md §8).
 */
export function ImageWithFallback({ src, alt, loading = 'lazy', ...rest }: Props) {
  const { t } = useCmsTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <img
      {...rest}
      src={failed ? fallbackSrc : src}
      alt={failed ? t('imageLoadFailed') : alt}
      loading={loading}
      decoding="async"
      data-failed={failed || undefined}
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
    />
  );
}
