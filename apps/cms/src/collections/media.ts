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

/**
 * How long a browser keeps a picture before it asks for it again. A file's address names one picture: a replaced
 * picture is stored under a new name (Payload never gives a new file the name a stored file still has), so a change
 * shows at once. Only a name freed by deleting its picture and taken again by a later upload can show the old picture,
 * for at most this long. Payload's file answers carry no validator (ETag, Last-Modified) to revalidate with.
 */
const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

/** A file answer's headers: a picture is kept for a day; an answer that is not the picture (416) is not kept. */
function mediaResponseHeaders({ headers }: { headers: Headers }): Headers {
  if (headers.get('content-range')?.startsWith('bytes */')) headers.set('Cache-Control', 'no-store');
  else headers.set('Cache-Control', MEDIA_CACHE_CONTROL);
  return headers;
}

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
    modifyResponseHeaders: mediaResponseHeaders,
  },
  fields: [{ name: 'alt', label: label('代替テキスト', 'Alt text'), type: 'text', localized: true, required: true }],
};
