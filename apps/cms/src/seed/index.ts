import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CollectionSlug, Payload, Where } from 'payload';
import { API_USER, COURSES, EDITOR, HEADER_FOOTERS, NEWS_TYPES } from './base-data.ts';
import type { Localized, SeedBlock, SeedContent, SeedImage, Targeting } from './content-types.ts';

/**
 * The idempotent seed: staff users, courses, news types, header-footers and the editors' sample content.
 * Every document is matched by its natural key and created only when missing, so it runs on every start.
 * The API user's key is set on every run (it follows `CMS_API_KEY`).
 */

export const IMAGES_DIR = join(import.meta.dirname, 'images');

export interface SeedOptions {
  /** The portal BFF's key (`CMS_API_KEY`); without it the API user is not created. */
  apiKey?: string;
  /** Defaults to `content/index.ts`, or a small sample while that does not exist. */
  content?: SeedContent;
  log?: (message: string) => void;
}

export interface SeedReport {
  created: Record<string, number>;
}

export async function loadSeedContent(): Promise<SeedContent> {
  const path = join(import.meta.dirname, 'content/index.ts');
  if (existsSync(path)) {
    const mod = (await import(path)) as { seedContent: SeedContent };
    return mod.seedContent;
  }
  return (await import('./sample-content.ts')).sampleContent;
}

const ja = <T>(value: Localized<T>): T => (isLocalized(value) ? value.ja : value);
const en = <T>(value: Localized<T> | undefined): T | undefined =>
  value !== undefined && isLocalized(value) ? value.en : undefined;
function isLocalized<T>(value: Localized<T>): value is { ja: T; en?: T } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'ja' in value;
}

/** A Japan-time day as the instant Payload stores (`YYYY-MM-DD` → 00:00 JST). */
export const japanDay = (day: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00+09:00`).toISOString() : new Date(day).toISOString();

type Doc = { id: number | string; [key: string]: unknown };

export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedReport> {
  const log = options.log ?? (() => {});
  const created: Record<string, number> = {};
  const count = (collection: string) => (created[collection] = (created[collection] ?? 0) + 1);
  const content = options.content ?? (await loadSeedContent());

  const findOne = async (collection: CollectionSlug, where: Where): Promise<Doc | null> => {
    const found = await payload.find({
      collection,
      where,
      limit: 1,
      depth: 0,
      draft: true,
      locale: 'ja',
      pagination: false,
    });
    return (found.docs[0] as Doc | undefined) ?? null;
  };
  const create = async (
    collection: CollectionSlug,
    data: Record<string, unknown>,
    extra: { draft?: boolean; filePath?: string } = {},
  ) => {
    count(collection);
    return (await payload.create({
      collection,
      data: data as never,
      locale: 'ja',
      depth: 0,
      ...extra,
    })) as unknown as Doc;
  };
  const updateEn = async (collection: CollectionSlug, id: Doc['id'], data: Record<string, unknown>, draft: boolean) => {
    const defined = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
    if (Object.keys(defined).length === 0) return;
    await payload.update({
      collection,
      id,
      data: { ...defined, ...(draft ? {} : { _status: 'published' }) } as never,
      locale: 'en',
      depth: 0,
      draft,
    });
  };

  // ---- Staff ----
  if (!(await findOne('users', { email: { equals: EDITOR.email } }))) {
    await create('users', { ...EDITOR, role: 'editor' });
    log(`created the editor ${EDITOR.email}`);
  }
  if (options.apiKey) {
    const apiData = { ...API_USER, role: 'api', enableAPIKey: true, apiKey: options.apiKey };
    const existing = await findOne('users', { email: { equals: API_USER.email } });
    if (existing) {
      await payload.update({ collection: 'users', id: existing.id, data: apiData as never, depth: 0 });
    } else {
      // An API user never logs in with a password; it gets a random one.
      await create('users', { ...apiData, password: crypto.randomUUID() + crypto.randomUUID() });
    }
  }

  // ---- Reference data ----
  const courseIds = new Map<string, Doc['id']>();
  for (const course of COURSES) {
    const doc =
      (await findOne('courses', { controllerId: { equals: course.controllerId } })) ??
      (await create('courses', { ...course }));
    courseIds.set(course.controllerId, doc.id);
  }

  const mediaIds = new Map<string, Doc['id']>();
  const media = async (image: SeedImage): Promise<Doc['id']> => {
    const known = mediaIds.get(image.file);
    if (known !== undefined) return known;
    // Stored as WebP since uploads are converted (collections/media.ts); a database seeded before keeps the name.
    const stored = image.file.replace(/\.(jpe?g|png)$/i, '.webp');
    const existing = await findOne('media', { filename: { in: [image.file, stored] } });
    let id: Doc['id'];
    if (existing) id = existing.id;
    else {
      const filePath = join(IMAGES_DIR, image.file);
      if (!existsSync(filePath)) throw new Error(`seed image missing: ${filePath}`);
      const doc = await create('media', { alt: ja(image.alt) }, { filePath });
      await updateEn('media', doc.id, { alt: en(image.alt) }, true);
      id = doc.id;
    }
    mediaIds.set(image.file, id);
    return id;
  };

  const newsTypeIds = new Map<string, Doc['id']>();
  for (const type of NEWS_TYPES) {
    let doc = await findOne('news-types', { tagCode: { equals: type.tagCode } });
    if (!doc) {
      const icon = content.newsTypeIcons?.[type.tagCode];
      doc = await create('news-types', {
        tagCode: type.tagCode,
        name: type.name.ja,
        weight: type.weight,
        icon: icon ? await media(icon) : undefined,
      });
      await updateEn('news-types', doc.id, { name: type.name.en }, true);
    }
    newsTypeIds.set(type.tagCode, doc.id);
  }

  // ---- Content ----
  const blocks = async (list: SeedBlock[] | undefined): Promise<unknown[] | undefined> => {
    if (!list) return undefined;
    const out: unknown[] = [];
    for (const block of list) {
      switch (block.blockType) {
        case 'image':
          out.push({
            ...block,
            items: await Promise.all(block.items.map(async (item) => ({ ...item, image: await media(item.image) }))),
          });
          break;
        case 'imagetext':
          out.push({ ...block, image: block.image ? await media(block.image) : undefined });
          break;
        case 'hierarchical_block':
          out.push({ ...block, paragraphs: await blocks(block.paragraphs) });
          break;
        default:
          out.push(block);
      }
    }
    return out;
  };
  const paragraphs = async (value: Localized<SeedBlock[]> | undefined) =>
    value === undefined
      ? { ja: undefined, en: undefined }
      : { ja: await blocks(ja(value)), en: await blocks(en(value)) };
  const targeting = (doc: Targeting) => ({
    startDate: doc.startDate ? new Date(doc.startDate).toISOString() : undefined,
    endDate: doc.endDate ? new Date(doc.endDate).toISOString() : undefined,
    bscodes: doc.bscodes,
    courses: doc.courses?.map((c) => courseIds.get(c)),
    excludedCourses: doc.excludedCourses?.map((c) => courseIds.get(c)),
  });
  /** Creates a content document in Japanese (published unless a draft), then adds its English fields. */
  const createContent = async (
    collection: CollectionSlug,
    status: Targeting['_status'],
    jaData: Record<string, unknown>,
    enData: Record<string, unknown>,
  ) => {
    const draft = status === 'draft';
    const doc = await create(collection, { ...jaData, _status: draft ? 'draft' : 'published' }, { draft });
    await updateEn(collection, doc.id, enData, draft);
  };

  for (const hf of content.headerFooters ?? HEADER_FOOTERS) {
    if (await findOne('header-footers', { bscode: { equals: hf.bscode } })) continue;
    await createContent(
      'header-footers',
      'published',
      { bscode: hf.bscode, fieldHeader: ja(hf.fieldHeader), fieldFooter: ja(hf.fieldFooter) },
      { fieldHeader: en(hf.fieldHeader), fieldFooter: en(hf.fieldFooter) },
    );
  }

  for (const news of content.news) {
    const pubDate = japanDay(news.pubDate);
    const sameTitle = await payload.find({
      collection: 'news',
      where: { title: { equals: ja(news.title) } },
      locale: 'ja',
      depth: 0,
      draft: true,
      pagination: false,
    });
    if (sameTitle.docs.some((d) => new Date(String(d.pubDate)).toISOString() === pubDate)) continue;
    const p = await paragraphs(news.paragraphs);
    const newsType = newsTypeIds.get(news.newsType);
    if (newsType === undefined) throw new Error(`unknown news type ${news.newsType}`);
    await createContent(
      'news',
      news._status,
      {
        title: ja(news.title),
        displayTitle: news.displayTitle === undefined ? undefined : ja(news.displayTitle),
        pubDate,
        importantNews: news.importantNews ?? false,
        sortOrder: news.sortOrder ?? 0,
        link: news.link,
        relatedLink: news.relatedLink ? { uri: news.relatedLink.uri, title: ja(news.relatedLink.title) } : undefined,
        releaseCompany: news.releaseCompany === undefined ? undefined : ja(news.releaseCompany),
        alias: news.alias,
        newsType,
        paragraphs: p.ja,
        ...targeting(news),
      },
      {
        title: en(news.title),
        displayTitle: en(news.displayTitle),
        relatedLink:
          news.relatedLink && en(news.relatedLink.title)
            ? { uri: news.relatedLink.uri, title: en(news.relatedLink.title) }
            : undefined,
        releaseCompany: en(news.releaseCompany),
        paragraphs: p.en,
      },
    );
  }

  for (const block of content.blockContents) {
    if (
      await findOne('block-contents', {
        and: [{ locationCode: { equals: block.locationCode } }, { title: { equals: block.title } }],
      })
    )
      continue;
    const p = await paragraphs(block.paragraphs);
    await createContent(
      'block-contents',
      block._status,
      {
        title: block.title,
        locationCode: block.locationCode,
        sortOrder: block.sortOrder ?? 0,
        cssCode: block.cssCode,
        jsCode: block.jsCode,
        paragraphs: p.ja,
        ...targeting(block),
      },
      { paragraphs: p.en },
    );
  }

  for (const page of content.specialPages) {
    if (await findOne('special-pages', { alias: { equals: page.alias } })) continue;
    const p = await paragraphs(page.paragraphs);
    await createContent(
      'special-pages',
      page._status,
      {
        title: ja(page.title),
        displayTitle: page.displayTitle === undefined ? undefined : ja(page.displayTitle),
        alias: page.alias,
        banner: page.banner ? await media(page.banner) : undefined,
        publishLocation: page.publishLocation,
        specialCategories: page.specialCategories,
        sortOrder: page.sortOrder ?? 0,
        cssCode: page.cssCode,
        jsCode: page.jsCode,
        paragraphs: p.ja,
        ...targeting(page),
      },
      { title: en(page.title), displayTitle: en(page.displayTitle), paragraphs: p.en },
    );
  }

  for (const page of content.otherPages) {
    if (await findOne('other-pages', { otherId: { equals: page.otherId } })) continue;
    const p = await paragraphs(page.paragraphs);
    await createContent(
      'other-pages',
      page._status,
      {
        title: ja(page.title),
        otherId: page.otherId,
        cssCode: page.cssCode,
        jsCode: page.jsCode,
        paragraphs: p.ja,
        ...targeting(page),
      },
      { title: en(page.title), paragraphs: p.en },
    );
  }

  log(
    Object.keys(created).length === 0
      ? 'CMS seed: nothing to add'
      : `CMS seed: created ${Object.entries(created)
          .map(([k, v]) => `${v} ${k}`)
          .join(', ')}`,
  );
  return { created };
}
