// Prints the visitor runtime's JavaScript cost from the production build (web/.next), gzipped:
//   - first load: the code the runtime island adds to every page (modules only the island reaches), the budget is 15 KB;
//   - lazy: the chunks loaded after the page is interactive (the runtime) and on the first beacon (the crypto).
// Run after a build: `npm run bench:runtime-size -w @site/tests`.
//
// It reads Turbopack's output as it is: chunks push `[script, id, factory, id, factory...]`, a factory imports with
// `e.i(id)`/`e.r(id)` and loads lazily with `e.A(id)` (the letter varies), whose loader lists the chunks it fetches.
// The island's id comes from the client-reference manifest; "first-load addition" is what the island reaches and no
// other client module of the pages does.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 15 * 1024;
const next = fileURLToPath(new URL('../../web/.next/', import.meta.url));
const manifestPath = join(next, 'server/app/[locale]/(site)/page_client-reference-manifest.js');
const homeHtml = join(next, 'server/app/en.html');
if (!existsSync(manifestPath) || !existsSync(homeHtml)) {
  console.error('No production build found in web/.next: run `npx turbo run build --filter=@site/web` first.');
  process.exit(1);
}

const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Every module of every chunk: id -> factory text (several ids may share one factory).
const chunkDir = join(next, 'static/chunks');
const modules = new Map<number, { text: string; chunk: string }>();
const chunkText = new Map<string, string>();
for (const file of readdirSync(chunkDir).filter((name) => name.endsWith('.js'))) {
  const text = readFileSync(join(chunkDir, file), 'utf8');
  chunkText.set(`static/chunks/${file}`, text);
  const starts = [...text.matchAll(/[,[]((?:\d+,)+)(?=(?:[a-z]|\([a-z,]*\))=>\{)/g)];
  starts.forEach((match, index) => {
    const begin = match.index! + match[0].length;
    const end = index + 1 < starts.length ? starts[index + 1]!.index! : text.length;
    for (const id of match[1]!.split(',').filter(Boolean)) modules.set(Number(id), { text: text.slice(begin, end), chunk: file });
  });
}

const imports = (id: number, pattern: RegExp) => [...(modules.get(id)?.text ?? '').matchAll(pattern)].map((match) => Number(match[1]));
function closure(roots: number[]): Set<number> {
  const seen = new Set<number>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || !modules.has(id)) continue;
    seen.add(id);
    stack.push(...imports(id, /\b[a-z]\.[ir]\((\d+)\)/g));
  }
  return seen;
}

// The island and every other client module the layout and pages use.
const manifestText = readFileSync(manifestPath, 'utf8');
const clientModules = JSON.parse(manifestText.slice(manifestText.indexOf('{', manifestText.indexOf('] = ')), manifestText.lastIndexOf('}') + 1))
  .clientModules as Record<string, { id: number }>;
const islandEntry = Object.entries(clientModules).find(([path]) => path.includes('visitor-runtime.client.tsx'));
if (!islandEntry) {
  console.error('The runtime island (visitor-runtime.client.tsx) is not in the client-reference manifest.');
  process.exit(1);
}
const islandId = islandEntry[1].id;
const others = Object.values(clientModules)
  .map((entry) => entry.id)
  .filter((id) => id !== islandId);

const island = closure([islandId]);
const shared = closure(others);
const added = [...island].filter((id) => !shared.has(id));
const addedText = added.map((id) => modules.get(id)!.text).join('\n');

// Lazy chunks: what the island's e.A loaders fetch, and what those chunks load lazily in turn.
const lazyChunks = new Set<string>();
const pendingLoaders = [...island].flatMap((id) => imports(id, /\b[a-z]\.A\((\d+)\)/g));
const seenLoaders = new Set<number>();
while (pendingLoaders.length > 0) {
  const loader = pendingLoaders.pop()!;
  if (seenLoaders.has(loader)) continue;
  seenLoaders.add(loader);
  for (const [, chunk] of (modules.get(loader)?.text ?? '').matchAll(/"(static\/chunks\/[^"]+\.js)"/g)) {
    if (lazyChunks.has(chunk!)) continue;
    lazyChunks.add(chunk!);
    for (const [, id] of (chunkText.get(chunk!) ?? '').matchAll(/\b[a-z]\.A\((\d+)\)/g)) pendingLoaders.push(Number(id));
  }
}

const firstLoadScripts = [...new Set([...readFileSync(homeHtml, 'utf8').matchAll(/<script[^>]*src="\/_next\/(static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]!))];
const firstLoadTotal = firstLoadScripts.reduce((sum, chunk) => sum + gz(chunkText.get(chunk) ?? ''), 0);

console.info('Visitor runtime, JavaScript gzipped (level 9), from web/.next');
console.info(`  first load of the home page, all scripts:     ${kb(firstLoadTotal)} (${firstLoadScripts.length} chunks)`);
console.info(`  first-load addition of the runtime island:    ${kb(gz(addedText))} (${added.length} modules only the island uses; budget ${kb(BUDGET_BYTES)})`);
for (const chunk of lazyChunks) {
  const text = chunkText.get(chunk) ?? '';
  const role = /startRendering|sendBeacon/.test(text) ? 'runtime' : /RSA-OAEP/.test(text) ? 'beacon crypto' : 'loader';
  console.info(`  lazy chunk ${chunk.replace('static/chunks/', '')} (${role}):`.padEnd(48) + `${kb(gz(text))}`);
}
const lazyTotal = [...lazyChunks].reduce((sum, chunk) => sum + gz(chunkText.get(chunk) ?? ''), 0);
console.info(`  lazy total:                                   ${kb(lazyTotal)}`);
if (gz(addedText) > BUDGET_BYTES) {
  console.error(`Over budget: the island adds ${kb(gz(addedText))} to the first load.`);
  process.exitCode = 1;
}
