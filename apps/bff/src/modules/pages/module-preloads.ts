import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * `<link rel="modulepreload">` hints for a page's route and widget modules (ADR 0018): the browser fetches them
 * together with the entry instead of discovering them one round trip later, after the entry has run. Built from
 * the manifest once at start; chunks that index.html already preloads are left out.
 */
export function createModulePreloads(distDir: string): (modules: readonly string[]) => string {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const loadedByEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loadedByEntry);

  const cache = new Map<string, string>();
  return (modules) => {
    const cacheKey = modules.join('\n');
    const known = cache.get(cacheKey);
    if (known !== undefined) return known;
    const files = new Set<string>();
    for (const module of modules) collect(module, files);
    const links = [...files]
      .filter((f) => !loadedByEntry.has(f) && f.endsWith('.js'))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('');
    cache.set(cacheKey, links);
    return links;
  };
}
