// Reads Turbopack's production client output (web/.next) as it is, for the JavaScript-size benches: chunks push
// `[script, id, factory, id, factory...]`, a factory imports with `x.i(id)`/`x.r(id)` and loads lazily with
// `x.A(id)` (the letter varies), whose loader lists the chunks it fetches. Client modules' ids come from the home
// page's client-reference manifest, which lists every client module of the root and site layouts.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface TurbopackBuild {
  /** `static/chunks/x.js` -> its text. */
  readonly chunkText: ReadonlyMap<string, string>;
  /** Module id -> factory text (several ids may share one factory). */
  readonly factories: ReadonlyMap<number, string>;
  /** Client module path -> id, from the home page's client-reference manifest. */
  readonly clientModules: Readonly<Record<string, { id: number }>>;
  /** The home page's prerendered HTML. */
  readonly homeHtml: string;
  /** Every module the roots import, directly or not. */
  reach(roots: Iterable<number>): Set<number>;
  /** The chunks the modules' lazy loaders fetch, and what those chunks load lazily in turn. */
  lazyChunks(modules: Iterable<number>): Set<string>;
}

const LAZY = /\b[a-z]\.A\((\d+)\)/g;
const IMPORT = /\b[a-z]\.[ir]\((\d+)\)/g;

export function readTurbopackBuild(): TurbopackBuild {
  const next = fileURLToPath(new URL('../../../web/.next/', import.meta.url));
  const manifestPath = join(next, 'server/app/[locale]/(site)/page_client-reference-manifest.js');
  const homePath = join(next, 'server/app/en.html');
  if (!existsSync(manifestPath) || !existsSync(homePath)) {
    console.error('No production build found in web/.next: run `npx turbo run build --filter=@site/web` first.');
    process.exit(1);
  }

  const chunkDir = join(next, 'static/chunks');
  const chunkText = new Map<string, string>();
  const factories = new Map<number, string>();
  for (const file of readdirSync(chunkDir).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(chunkDir, file), 'utf8');
    chunkText.set(`static/chunks/${file}`, text);
    const heads = [...text.matchAll(/[,[]((?:\d+,)+)(?=(?:[a-z]|\([a-z,]*\))=>\{)/g)];
    heads.forEach((head, index) => {
      const body = text.slice(head.index! + head[0].length, heads[index + 1]?.index ?? text.length);
      for (const id of head[1]!.split(',').filter(Boolean)) factories.set(Number(id), body);
    });
  }
  const refs = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => Number(match[1]));

  const manifestText = readFileSync(manifestPath, 'utf8');
  const clientModules = JSON.parse(
    manifestText.slice(manifestText.indexOf('{', manifestText.indexOf('] = ')), manifestText.lastIndexOf('}') + 1),
  ).clientModules as Record<string, { id: number }>;

  return {
    chunkText,
    factories,
    clientModules,
    homeHtml: readFileSync(homePath, 'utf8'),
    reach(roots) {
      const seen = new Set<number>();
      for (const stack = [...roots]; stack.length > 0;) {
        const id = stack.pop()!;
        if (seen.has(id) || !factories.has(id)) continue;
        seen.add(id);
        stack.push(...refs(factories.get(id)!, IMPORT));
      }
      return seen;
    },
    lazyChunks(modules) {
      const chunks = new Set<string>();
      const loaders = [...modules].flatMap((id) => refs(factories.get(id) ?? '', LAZY));
      for (const seen = new Set<number>(); loaders.length > 0;) {
        const loader = loaders.pop()!;
        if (seen.has(loader)) continue;
        seen.add(loader);
        for (const [, chunk] of (factories.get(loader) ?? '').matchAll(/"(static\/chunks\/[^"]+\.js)"/g)) {
          if (chunks.has(chunk!)) continue;
          chunks.add(chunk!);
          loaders.push(...refs(chunkText.get(chunk!) ?? '', LAZY));
        }
      }
      return chunks;
    },
  };
}
