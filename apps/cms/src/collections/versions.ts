import type { CollectionConfig } from 'payload';

/** Drafts and versions on every content collection; editors may schedule publishing (Payload jobs queue). */
export const contentVersions: CollectionConfig['versions'] = {
  drafts: { schedulePublish: true },
  maxPerDoc: 50,
};
