// Prints the visitor runtime's JavaScript cost from the production build (web/.next), gzipped:
//   - first load: the code the runtime island adds to every page (modules only the island reaches), the budget is 15 KB;
//   - lazy: the chunks loaded after the page is interactive (the runtime) and on the first beacon (the crypto).
// Run after a build: `npm run bench:runtime-size -w @site/tests`.
//
// Turbopack's chunks are read by lib/turbopack-build.ts. The island's id comes from the client-reference manifest;
// "first-load addition" is what the island reaches and no other client module of the pages does.
import { gz, kb, readTurbopackBuild } from './lib/turbopack-build';

const BUDGET_BYTES = 15 * 1024;
const { chunkText, factories, clientModules, homeHtml, reach, lazyChunks: lazyChunksOf } = readTurbopackBuild();

// The island and every other client module the layout and pages use.
const islandEntry = Object.entries(clientModules).find(([path]) => path.includes('visitor-runtime.client.tsx'));
if (!islandEntry) {
  console.error('The runtime island (visitor-runtime.client.tsx) is not in the client-reference manifest.');
  process.exit(1);
}
const islandId = islandEntry[1].id;
const others = Object.values(clientModules)
  .map((entry) => entry.id)
  .filter((id) => id !== islandId);

const island = reach([islandId]);
const shared = reach(others);
const added = [...island].filter((id) => !shared.has(id));
const addedText = added.map((id) => factories.get(id)!).join('\n');

// Lazy chunks: what the island's loaders fetch, and what those chunks load lazily in turn.
const lazyChunks = lazyChunksOf(island);

// Next's `noModule` polyfills are left out, as in lib/first-load-js.ts: browsers with modules never fetch them.
const firstLoadScripts = [
  ...new Set(
    [...homeHtml.matchAll(/<script[^>]*src="\/_next\/(static\/chunks\/[^"]+\.js)"[^>]*>/g)]
      .filter((match) => !/\bnomodule\b/i.test(match[0]))
      .map((match) => match[1]!),
  ),
];
const firstLoadTotal = firstLoadScripts.reduce((sum, chunk) => sum + gz(chunkText.get(chunk) ?? ''), 0);

console.info('Visitor runtime, JavaScript gzipped (level 9), from web/.next');
console.info(
  `  first load of the home page, all scripts:     ${kb(firstLoadTotal)} (${firstLoadScripts.length} chunks)`,
);
console.info(
  `  first-load addition of the runtime island:    ${kb(gz(addedText))} (${added.length} modules only the island uses; budget ${kb(BUDGET_BYTES)})`,
);
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
