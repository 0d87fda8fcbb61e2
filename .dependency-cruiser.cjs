// What each room may import, and no import cycle anywhere (npm run lint:deps; docs/architecture.md is the table these
// rows enforce, docs/decisions/0062 why dependency-cruiser). Paths are resolved, so `@/x`, `../x` and `./x.ts` are
// one rule; type-only and dynamic imports count like the others.

/**
 * web/src: a room (top-level folder, a lib/ shelf, a root file) and the rooms it may import besides itself and the
 * packages. The rows form layers (checked below): a room never imports one that imports it.
 */
/** What a page is made of: components, views and app may all use these. */
const PAGE_PARTS = [
  'assets',
  'backend',
  'content',
  'env.ts',
  'i18n',
  'lib/articles',
  'lib/commerce',
  'lib/markdown',
  'lib/routing',
  'lib/seo',
  'lib/site',
  'observability',
  'shell',
  'tracking',
];

const WEB = {
  assets: [],
  generated: [],
  tracking: [],
  i18n: [],
  observability: [],
  'lib/markdown': [],
  'lib/commerce': ['tracking'],
  'lib/site': ['tracking'],
  shell: ['lib/commerce', 'lib/site', 'tracking'],
  'env.ts': ['lib/commerce', 'lib/site', 'shell', 'tracking'],
  server: ['env.ts', 'lib/site', 'observability', 'shell'],
  cluster: ['observability', 'server'],
  content: ['cluster', 'env.ts', 'observability', 'server'],
  'edge-data': ['content', 'generated'],
  backend: ['content', 'env.ts', 'observability', 'server', 'tracking'],
  'lib/articles': ['content', 'lib/site'],
  'lib/seo': ['backend', 'content', 'env.ts', 'lib/articles', 'lib/markdown', 'lib/site'],
  'lib/routing': ['content', 'lib/articles', 'lib/seo', 'lib/site'],
  og: ['content', 'lib/routing', 'lib/site'],
  components: PAGE_PARTS,
  views: [...PAGE_PARTS, 'components', 'og'],
  app: [...PAGE_PARTS, 'cluster', 'components', 'edge-data', 'og', 'server', 'views'],
  'join-cluster.ts': ['cluster', 'content', 'edge-data', 'env.ts', 'observability', 'server'],
  'instrumentation.ts': ['cluster', 'content', 'env.ts', 'join-cluster.ts', 'observability', 'server'],
  'proxy-handler.ts': ['edge-data', 'env.ts', 'lib/routing', 'observability'],
  'proxy.ts': ['proxy-handler.ts'],
};

/** The packages: which others each may import (tests may import anything; the root's scripts/ and patches/ none). */
const PACKAGES = {
  schemas: [],
  edge: ['schemas'],
  web: ['edge', 'schemas'],
  studio: ['edge', 'schemas', 'scripts'],
  deploy: ['edge', 'schemas', 'scripts'],
  patches: [],
  scripts: ['patches'],
};

// Rows that import each other in a circle cannot all be kept: refuse such a table before checking any import.
const visiting = new Set();
const done = new Set();
function visit(room, trail) {
  if (done.has(room)) return;
  if (visiting.has(room))
    throw new Error(`.dependency-cruiser.cjs: the rows import in a circle: ${[...trail, room].join(' → ')}`);
  visiting.add(room);
  for (const next of WEB[room] ?? []) visit(next, [...trail, room]);
  visiting.delete(room);
  done.add(room);
}
for (const room of Object.keys(WEB)) visit(room, []);

// docs/architecture.md's "May import" column says what the rows above say, or the check stops: one list, two
// readers. There `lib/\*` stands for every shelf of lib/, "every folder" for all of web/src's but generated/.
const table = require('node:fs').readFileSync(require('node:path').join(__dirname, 'docs/architecture.md'), 'utf8');
const folders = Object.keys(WEB).filter((room) => !room.endsWith('.ts') && room !== 'generated');
const expand = (room, name) =>
  name === 'lib/\\'
    ? folders.filter((folder) => folder.startsWith('lib/'))
    : name === 'every folder'
      ? folders.filter((folder) => folder !== room)
      : [name.replace(/^root (.+)\/$/, '$1')];
const documented = new Map(
  table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Room') && !line.startsWith('| ---'))
    .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |[`*]/g, '').trim()))
    .map(([room, , allowed]) => [
      room,
      /^(nothing|—)/.test(allowed) ? [] : allowed.split(', ').flatMap((name) => expand(room, name)),
    ]),
);
for (const [room, allowed] of Object.entries({ ...WEB, ...PACKAGES })) {
  if (room === 'scripts') continue;
  const said = documented.get(room);
  if (!said || [...said].sort().join() !== [...allowed].sort().join())
    throw new Error(
      `docs/architecture.md and .dependency-cruiser.cjs disagree on ${room}: ${said ? said.join(', ') || 'nothing' : 'no row'} / ${allowed.join(', ') || 'nothing'}`,
    );
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const webPath = (room) => `^web/src/${escape(room)}${room.endsWith('.ts') ? '$' : '/'}`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move the shared piece to the lower room, or hand the dependency in (a parameter).',
      from: {},
      to: { circular: true },
    },
    ...Object.entries(WEB).map(([room, allowed]) => ({
      name: `web/src/${room}`,
      severity: 'error',
      comment: `web/src/${room} may import ${allowed.length ? allowed.join(', ') : 'no other room'} (docs/architecture.md).`,
      from: { path: webPath(room) },
      to: { path: '^web/src/', pathNot: [webPath(room), ...allowed.map(webPath)] },
    })),
    ...Object.entries(PACKAGES).map(([name, allowed]) => {
      const others = Object.keys(PACKAGES).filter((other) => other !== name && !allowed.includes(other));
      return {
        name: `package ${name}`,
        severity: 'error',
        comment: `${name}/ may import ${allowed.length ? allowed.join(', ') : 'no other package of the repository'} (docs/architecture.md).`,
        from: { path: `^${name}/` },
        to: { path: `^(${[...others, 'tests'].join('|')})/` },
      };
    }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next|\\.turbo|dist|\\.sanity|\\.cache|\\.cluster)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'web/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
