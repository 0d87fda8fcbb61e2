// Prints what the shell costs in JavaScript, gzipped (level 9), from the production build (web/.next):
//   - first load: what the shell's islands in the layout (shell, page key, auth links) add to every page, that is the
//     modules only they reach;
//   - lazy: the widgets chunks, fetched after the load event when the browser is idle.
// Run after a build: `npm run bench:shell-size -w @site/tests`. Turbopack's chunks are read by lib/turbopack-build.ts.
import { gz, kb, readTurbopackBuild } from './lib/turbopack-build';

const ISLANDS = [
  'shell/islands/shell.client.tsx',
  'shell/islands/page-key.client.tsx',
  'shell/islands/auth-link.client.tsx',
];

const { chunkText, factories, clientModules, reach, lazyChunks } = readTurbopackBuild();
const islandIds = new Set(
  Object.entries(clientModules)
    .filter(([path]) => ISLANDS.some((island) => path.includes(island)))
    .map(([, entry]) => entry.id),
);
if (islandIds.size === 0) {
  console.error(`None of the shell's islands (${ISLANDS.join(', ')}) is in the client-reference manifest.`);
  process.exit(1);
}
const own = reach([...islandIds]);
const others = reach(
  Object.values(clientModules)
    .map((entry) => entry.id)
    .filter((id) => !islandIds.has(id)),
);
const added = [...own].filter((id) => !others.has(id));

const lazy = lazyChunks(own);
// The crypto chunk belongs to the runtime (one-tap borrows it on a sign-in only); it is listed, not counted.
const isCrypto = (text: string) => /RSA-OAEP/.test(text);
const widgets = [...lazy].filter((chunk) => !isCrypto(chunkText.get(chunk) ?? ''));

console.info('Shell, JavaScript gzipped (level 9), from web/.next');
console.info(
  `  first-load addition of the shell islands:  ${kb(gz(added.map((id) => factories.get(id)!).join('\n')))} (${added.length} modules only they use)`,
);
for (const chunk of lazy) {
  const text = chunkText.get(chunk) ?? '';
  console.info(
    `  lazy ${chunk.replace('static/chunks/', '')}${isCrypto(text) ? ' (runtime crypto, on sign-in)' : ''}:`.padEnd(
      46,
    ) + kb(gz(text)),
  );
}
console.info(
  `  lazy widgets total:                        ${kb(widgets.reduce((sum, chunk) => sum + gz(chunkText.get(chunk) ?? ''), 0))}`,
);
