import type { CollectionConfig } from 'payload';
import { anyone, editorsOnly } from '../lib/access.ts';
import { label } from '../lib/labels.ts';
import { mediaDir } from '../lib/paths.ts';

/**
 * Images; public, because browsers load them straight from the CMS host (`/api/media/file/<name>`).
 * What an editor uploads is stored as members' phones need it (ADR 0018): at most 1600 px on its longer side (the
 * widest slot, a full-width slide on a 2× screen, is 1,280 px) and as WebP (quality 80; animations kept), so a
 * camera's 4,000 px, 3 MB photo reaches the member as ~150 KB. Smaller images are never enlarged; SVG is kept as
 * it is. The admin's crop tool is off (see below).
 */
export const MAX_IMAGE_SIDE = 1600;

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: label('画像', 'Media'), plural: label('画像', 'Media') },
  admin: { useAsTitle: 'filename', group: label('コンテンツ', 'Content') },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/*'],
    resizeOptions: { width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true },
    formatOptions: { format: 'webp', options: { quality: 80 } },
    // Payload's crop in the admin saves the cropped original as it came (neither resized nor converted) under the
    // WebP name: editors crop before uploading instead.
    crop: false,
  },
  fields: [{ name: 'alt', label: label('代替テキスト', 'Alt text'), type: 'text', localized: true, required: true }],
};
