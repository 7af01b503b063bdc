import type { CollectionConfig } from 'payload';
import { anyone, editorsOnly } from '../lib/access.ts';
import { label } from '../lib/labels.ts';
import { mediaDir } from '../lib/paths.ts';

/** Images; public, because browsers load them straight from the CMS host (`/api/media/file/<name>`). */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: label('画像', 'Media'), plural: label('画像', 'Media') },
  admin: { useAsTitle: 'filename', group: label('コンテンツ', 'Content') },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/*'],
  },
  fields: [{ name: 'alt', label: label('代替テキスト', 'Alt text'), type: 'text', localized: true, required: true }],
};
