import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunks' keys and every chunk they import statically, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The key of the manifest's entry chunk (the host's main.tsx). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.isEntry);
  if (!key) throw new Error('manifest has no entry chunk');
  return key;
}

/**
 * The key of the chunk the host lazily imports for a features domain: the domain's package entry
 * (packages/features/src/<domain>/screen.ts, or index.ts for a domain without screens), or, when the bundler
 * merged that entry into a chunk shared with another domain, the entry's dynamic import named after the domain.
 */
export function screenKey(manifest: Manifest, domain: string): string {
  const lazy = manifest[entryKey(manifest)]!.dynamicImports ?? [];
  const key =
    lazy.find((k) => k.endsWith(`features/src/${domain}/screen.ts`)) ??
    lazy.find((k) => k.endsWith(`features/src/${domain}/index.ts`)) ??
    lazy.find((k) => manifest[k]!.name === domain);
  if (!key) throw new Error(`the entry lazily imports no chunk for features/${domain}`);
  return key;
}

/**
 * The files (`/assets/…`) of the screens of some features domains beyond what index.html already loads (the
 * entry and its static imports), from the host's build in `root`. A hint only: none without a manifest (a
 * build without one), and none for a domain the build has no screen chunk for.
 */
export function screenChunkFiles(root: string): (domains: readonly string[]) => string[] {
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const loaded = staticClosure(manifest, [entryKey(manifest)]);
  const cache = new Map<string, string[]>();
  return (domains) => {
    const cacheKey = domains.join(',');
    let files = cache.get(cacheKey);
    if (!files) {
      try {
        const closure = staticClosure(
          manifest,
          domains.map((domain) => screenKey(manifest, domain)),
        );
        files = [...closure].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
      } catch {
        files = [];
      }
      cache.set(cacheKey, files);
    }
    return files;
  };
}
