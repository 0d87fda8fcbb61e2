// Prints what the shell costs in JavaScript, gzipped (level 9), from the production build (web/.next):
//   - first load: what the shell's islands in the layout (shell, page key, auth links) add to every page, that is the
//     modules only they reach;
//   - lazy: the widgets chunks, fetched after the load event when the browser is idle.
// Run after a build: `npm run bench:shell-size -w @site/tests`. Same reading of Turbopack's chunks as
// runtime-size.ts: `[script, id, factory, ...]` pushes, `x.i(id)` imports, `x.A(id)` lazy loaders.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ISLANDS = ['widgets/shell.client.tsx', 'widgets/page-key.client.tsx', 'widgets/auth-link.client.tsx'];

const next = fileURLToPath(new URL('../../web/.next/', import.meta.url));
// The home page's manifest lists every client module of the root and site layouts (the home is in the (site) group).
const manifestPath = join(next, 'server/app/[locale]/(site)/page_client-reference-manifest.js');
const homeHtml = join(next, 'server/app/en.html');
if (!existsSync(manifestPath) || !existsSync(homeHtml)) {
  console.error('No production build found in web/.next: run `npx turbo run build --filter=@site/web` first.');
  process.exit(1);
}
const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const chunkDir = join(next, 'static/chunks');
const factories = new Map<number, string>();
const chunkText = new Map<string, string>();
for (const file of readdirSync(chunkDir).filter((name) => name.endsWith('.js'))) {
  const text = readFileSync(join(chunkDir, file), 'utf8');
  chunkText.set(`static/chunks/${file}`, text);
  const heads = [...text.matchAll(/[,[]((?:\d+,)+)(?=(?:[a-z]|\([a-z,]*\))=>\{)/g)];
  heads.forEach((head, index) => {
    const body = text.slice(head.index! + head[0].length, heads[index + 1]?.index ?? text.length);
    for (const id of head[1]!.split(',').filter(Boolean)) factories.set(Number(id), body);
  });
}
const refs = (id: number, pattern: RegExp) => [...(factories.get(id) ?? '').matchAll(pattern)].map((match) => Number(match[1]));
const reach = (roots: number[]) => {
  const seen = new Set<number>();
  for (const stack = [...roots]; stack.length > 0; ) {
    const id = stack.pop()!;
    if (seen.has(id) || !factories.has(id)) continue;
    seen.add(id);
    stack.push(...refs(id, /\b[a-z]\.[ir]\((\d+)\)/g));
  }
  return seen;
};

const manifestText = readFileSync(manifestPath, 'utf8');
const clientModules = JSON.parse(manifestText.slice(manifestText.indexOf('{', manifestText.indexOf('] = ')), manifestText.lastIndexOf('}') + 1))
  .clientModules as Record<string, { id: number }>;
const islandIds = new Set(Object.entries(clientModules).filter(([path]) => ISLANDS.some((island) => path.includes(island))).map(([, entry]) => entry.id));
if (islandIds.size === 0) {
  console.error(`None of the shell's islands (${ISLANDS.join(', ')}) is in the client-reference manifest.`);
  process.exit(1);
}
const own = reach([...islandIds]);
const others = reach(Object.values(clientModules).map((entry) => entry.id).filter((id) => !islandIds.has(id)));
const added = [...own].filter((id) => !others.has(id));

const lazy = new Set<string>();
const loaders = [...own].flatMap((id) => refs(id, /\b[a-z]\.A\((\d+)\)/g));
for (const seen = new Set<number>(); loaders.length > 0; ) {
  const loader = loaders.pop()!;
  if (seen.has(loader)) continue;
  seen.add(loader);
  for (const [, chunk] of (factories.get(loader) ?? '').matchAll(/"(static\/chunks\/[^"]+\.js)"/g)) {
    if (lazy.has(chunk!)) continue;
    lazy.add(chunk!);
    for (const [, id] of (chunkText.get(chunk!) ?? '').matchAll(/\b[a-z]\.A\((\d+)\)/g)) loaders.push(Number(id));
  }
}
// The crypto chunk belongs to the runtime (one-tap borrows it on a sign-in only); it is listed, not counted.
const isCrypto = (text: string) => /RSA-OAEP/.test(text);
const widgets = [...lazy].filter((chunk) => !isCrypto(chunkText.get(chunk) ?? ''));

console.info('Shell, JavaScript gzipped (level 9), from web/.next');
console.info(`  first-load addition of the shell islands:  ${kb(gz(added.map((id) => factories.get(id)!).join('\n')))} (${added.length} modules only they use)`);
for (const chunk of lazy) {
  const text = chunkText.get(chunk) ?? '';
  console.info(`  lazy ${chunk.replace('static/chunks/', '')}${isCrypto(text) ? ' (runtime crypto, on sign-in)' : ''}:`.padEnd(46) + kb(gz(text)));
}
console.info(`  lazy widgets total:                        ${kb(widgets.reduce((sum, chunk) => sum + gz(chunkText.get(chunk) ?? ''), 0))}`);
