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
  /** The page's HTML, inside `<div id="root">` (empty for a page the browser renders). */
  root: string;
  /** The page's data block. */
  state: string;
  /** The page's route modules as the manifest names them (`src/features/…-page.tsx`). */
  modules: readonly string[];
}

const HEAD_END = '</head>';
const BODY_END = '</body>';
const EMPTY_ROOT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*">/;

/**
 * The page's document from the built index.html (ADR 0032): its language, its route's chunks and stylesheets
 * preloaded from the build manifest (each chunk with what it imports, less what the entry already loads, so the
 * browser fetches them with the entry instead of one round trip later), the page's HTML and its data block.
 * Replacements are functions: a `$&` in the page's text stays text.
 */
export function createDocument(template: string, manifest: BuildManifest): (parts: DocumentParts) => string {
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

  const hints = new Map<string, string>();
  const hintsFor = (modules: readonly string[]): string => {
    const key = modules.join('\n');
    let links = hints.get(key);
    if (links === undefined) {
      const files = new Set<string>();
      const css = new Set<string>();
      for (const module of modules) closure(module, files, css);
      links =
        [...css]
          .filter((sheet) => !entryCss.has(sheet))
          .map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`)
          .join('') +
        [...files]
          .filter((file) => !entryFiles.has(file) && file.endsWith('.js'))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
      hints.set(key, links);
    }
    return links;
  };

  return ({ language, root, state, modules }) =>
    template
      .replace(HTML_LANG, () => `<html lang="${language}">`)
      .replace(HEAD_END, () => `${hintsFor(modules)}${HEAD_END}`)
      .replace(EMPTY_ROOT, () => `<div id="root">${root}</div>`)
      .replace(BODY_END, () => `${state}${BODY_END}`);
}
