/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface DocumentParts {
  language: string;
  /** The page's HTML as the renderer wrote it (UTF-8), inside `<div id="root">`; empty for a page the browser renders. */
  root: Uint8Array;
  /** The page's data block. */
  state: string;
  /** The page's route modules as the manifest names them (`src/features/…-page.tsx`). */
  modules: readonly string[];
}

const HEAD_END = '</head>';
const BODY_END = '</body>';
const EMPTY_ROOT = '<div id="root"></div>';
const ROOT_START = '<div id="root">';
const HTML_LANG = /<html lang="[^"]*">/;

/** The built index.html cut where a page's parts go (its language, its preloads, its HTML, its data block). */
function templateParts(template: string) {
  const lang = HTML_LANG.exec(template);
  const headEnd = template.indexOf(HEAD_END);
  const root = template.indexOf(EMPTY_ROOT);
  const bodyEnd = template.indexOf(BODY_END, root);
  if (!lang || headEnd < lang.index || root < headEnd || bodyEnd < root) {
    throw new Error('index.html has no <html lang>, </head>, <div id="root"></div> and </body> in that order');
  }
  return {
    beforeLang: template.slice(0, lang.index),
    head: template.slice(lang.index + lang[0].length, headEnd),
    // From </head> to the root's start tag, the root's end tag to </body>, and </body> on.
    body: Buffer.from(template.slice(headEnd, root) + ROOT_START),
    afterRoot: Buffer.from(template.slice(root + ROOT_START.length, bodyEnd)),
    end: Buffer.from(template.slice(bodyEnd)),
  };
}

/**
 * The page's document from the built index.html (ADR 0032): its language, its route's chunks and stylesheets
 * preloaded from the build manifest (each chunk with what it imports, less what the entry already loads, so the
 * browser fetches them with the entry instead of one round trip later), the page's HTML and its data block. The
 * document is put together as bytes: the page's HTML goes in as the renderer wrote it, never decoded and encoded again,
 * and the parts that do not change from page to page are encoded once.
 */
export function createDocument(template: string, manifest: BuildManifest): (parts: DocumentParts) => Buffer {
  const closure = (key: string, into: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) closure(imported, into, css);
  };
  const entryFiles = new Set<string>();
  const entryCss = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entryFiles, entryCss);

  const parts = templateParts(template);
  /** The document's start up to its preloads, per language. */
  const heads = new Map<string, Buffer>();
  const headFor = (language: string): Buffer => {
    let head = heads.get(language);
    if (!head) {
      head = Buffer.from(`${parts.beforeLang}<html lang="${language}">${parts.head}`);
      heads.set(language, head);
    }
    return head;
  };

  const hints = new Map<string, Buffer>();
  const hintsFor = (modules: readonly string[]): Buffer => {
    const key = modules.join('\n');
    let links = hints.get(key);
    if (links === undefined) {
      const files = new Set<string>();
      const css = new Set<string>();
      for (const module of modules) closure(module, files, css);
      links = Buffer.from(
        [...css]
          .filter((sheet) => !entryCss.has(sheet))
          .map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`)
          .join('') +
          [...files]
            .filter((file) => !entryFiles.has(file) && file.endsWith('.js'))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
            .join(''),
      );
      hints.set(key, links);
    }
    return links;
  };

  return ({ language, root, state, modules }) =>
    Buffer.concat([
      headFor(language),
      hintsFor(modules),
      parts.body,
      root,
      parts.afterRoot,
      Buffer.from(state),
      parts.end,
    ]);
}
