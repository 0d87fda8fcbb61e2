// Next.js 16.4.6: four places where it redoes, on every request, work whose result never changes for this site's
// configuration, and one where a shared page kept a visitor's query (9: not a cost, so not in ROWS). What each edit
// does and what it measured: patches/README.md (the numbers below are its items).
// Each readable file is edited in both of Next's builds of it (`dist/` runs the server, `dist/esm/` is what the
// build bundles); the page handler's runtime is minified, so its edits quote the minified text. Each edit names its
// row, so that tests/bench/next-patches.bench.ts can measure a copy of the build without one row's edits.

/** Each row in a few words (the bench's table; patches/README.md says why). */
export const ROWS = {
  1: 'a page held as bytes: one res.end',
  2: 'cache handler imported once',
  3: 'rewrites not replayed by the page',
  4: 'route utilities built once per page',
};

// 1. A page held as bytes is written with one res.end, as a string page is, not piped through a web stream.
const SEND_LENGTH_FIND = `    if (payload) {
        res.setHeader('Content-Length', Buffer.byteLength(payload));
    }
`;
const SEND_LENGTH_REPLACE = `    // Patched (patches/README.md, 1): a page held as bytes is written in one call, as a string page is.
    const bytes = payload === null && Buffer.isBuffer(result.response) && !result.waitUntil ? result.response : null;
    if (payload) {
        res.setHeader('Content-Length', Buffer.byteLength(payload));
    } else if (bytes) {
        res.setHeader('Content-Length', bytes.length);
    }
`;
const SEND_END_FIND = `    // Pipe the render result to the response after we get a writer for it.
`;
const SEND_END_REPLACE = `    if (bytes) {
        res.end(bytes);
        return;
    }
${SEND_END_FIND}`;

// 2. The custom cache handler's module is imported once per path, not per request.
const IMPORT_DECL_FIND = `const dynamicImportEsmDefault = process.env.NEXT_MINIMAL ? (id)=>import(/* webpackIgnore: true */ id).then((mod)=>mod.default || mod) : (id)=>import(id).then((mod)=>mod.default || mod);
`;
const IMPORT_DECL_REPLACE = `${IMPORT_DECL_FIND}// Patched (patches/README.md, 2): the custom cache handler's module per path, imported once.
const cacheHandlerImports = new Map();
`;
// Keyed by the configured path as it is: building the file URL (path.join, pathToFileURL) cost more than the lookup.
const cachedImport = (format) => `            const cacheHandlerKey = this.distDir + '\\0' + cacheHandler;
            if (!cacheHandlerImports.has(cacheHandlerKey)) cacheHandlerImports.set(cacheHandlerKey, dynamicImportEsmDefault(${format}(this.distDir, cacheHandler)));
            CacheHandler = `;

// 3. The page runtime's prepare() replays every rewrite on the request (a structuredClone of the URL, each source
// compiled, the matching rule's destination prepared) to find the route's params and query. When the router server
// invokes the page it has already applied the rewrites and handed both over as request meta ('params', 'query'; the
// minified `x.Ny` is getRequestMeta), and for an App Router page the replay's only other output, the rewritten query
// merged into the parsed URL, is read by nothing but the 404 render. The replay stays for every other caller
// (minimal mode, no meta).
const REPLAY_FIND = '{rewriteParams:M,rewrittenParsedUrl:D}=A.handleRewrites(e,k)';
const REPLAY_REPLACE =
  '{rewriteParams:M,rewrittenParsedUrl:D}=(0,x.Ny)(e,"params")&&(0,x.Ny)(e,"query")?{rewriteParams:{},rewrittenParsedUrl:{...k,query:{}}}:A.handleRewrites(e,k)';

// 4. The same prepare() builds the page's route utilities (getServerUtils: the route's named regular expression,
// its matcher, the matches of the route's own path) on every request, from inputs that are fixed for a route module
// (its page, the routes manifest's i18n, basePath, rewrites and caseSensitive). They are kept per page on the module;
// nothing in them changes after they are built.
const SERVER_UTILS_FIND =
  'let E=(0,eG.Yr)(r),A=function({page:e,i18n:t,basePath:r,rewrites:n,pageIsDynamic:i,trailingSlash:s,caseSensitive:o}){';
const SERVER_UTILS_REPLACE =
  'let E=(0,eG.Yr)(r),A=(this.__patchedServerUtils??={})[E]??=function({page:e,i18n:t,basePath:r,rewrites:n,pageIsDynamic:i,trailingSlash:s,caseSensitive:o}){';

// 9. A render that is stored and served to everyone (ISR: a cache key for the path) is rendered with an empty
// search. Next put the request's query into the page's RSC payload (`q`, and `c`, the canonical URL), so the first
// visitor's query (a referral code, a token, an address, markup) was served to everyone after. The browser's router
// takes its URL from `location`, as for a page prerendered at build; no page reads `searchParams` (it would not be
// static). The requested URL stays on the request as `__patchedRequestedUrl` (a name minification keeps: the build
// checks the bundled copy, scripts/check-next-overrides.mjs). Only the page template's ES module: the build bundles
// it, the artefact does not run the CommonJS one.
const SHARED_RENDER_FIND = `                const nextReq = new NodeNextRequest(req);
`;
const SHARED_RENDER_REPLACE = `${SHARED_RENDER_FIND}                // Patched (patches/README.md, 9): a render kept for everyone is made without the request's query.
                if (ssgCacheKey !== null) {
                    nextReq.url = (nextReq.__patchedRequestedUrl = nextReq.url).split('?', 1)[0];
                    context = {
                        ...context,
                        query: {}
                    };
                }
`;

export default {
  name: 'next',
  version: '16.4.6',
  edits: [
    { row: 1, file: 'dist/server/send-payload.js', find: SEND_LENGTH_FIND, replace: SEND_LENGTH_REPLACE },
    { row: 1, file: 'dist/server/send-payload.js', find: SEND_END_FIND, replace: SEND_END_REPLACE },
    { row: 1, file: 'dist/esm/server/send-payload.js', find: SEND_LENGTH_FIND, replace: SEND_LENGTH_REPLACE },
    { row: 1, file: 'dist/esm/server/send-payload.js', find: SEND_END_FIND, replace: SEND_END_REPLACE },
    { row: 2, file: 'dist/server/next-server.js', find: IMPORT_DECL_FIND, replace: IMPORT_DECL_REPLACE },
    {
      row: 2,
      file: 'dist/server/next-server.js',
      find: `            CacheHandler = (0, _interopdefault.interopDefault)(await dynamicImportEsmDefault((0, _formatdynamicimportpath.formatDynamicImportPath)(this.distDir, cacheHandler)));
        }
        await this.loadCustomCacheHandlers();`,
      replace: `${cachedImport('(0, _formatdynamicimportpath.formatDynamicImportPath)')}(0, _interopdefault.interopDefault)(await cacheHandlerImports.get(cacheHandlerKey));
        }
        await this.loadCustomCacheHandlers();`,
    },
    { row: 2, file: 'dist/esm/server/next-server.js', find: IMPORT_DECL_FIND, replace: IMPORT_DECL_REPLACE },
    {
      row: 2,
      file: 'dist/esm/server/next-server.js',
      find: `            CacheHandler = interopDefault(await dynamicImportEsmDefault(formatDynamicImportPath(this.distDir, cacheHandler)));
        }
        await this.loadCustomCacheHandlers();`,
      replace: `${cachedImport('formatDynamicImportPath')}interopDefault(await cacheHandlerImports.get(cacheHandlerKey));
        }
        await this.loadCustomCacheHandlers();`,
    },
    // 2, in the page handler's runtime: the same import, once per route module.
    {
      row: 2,
      file: 'dist/compiled/next-server/app-page-turbo.runtime.prod.js',
      find: 'o=rc(await oJ(e(this.distDir,l)))',
      replace: 'o=rc(await(this.__patchedCacheHandlerImport??=oJ(e(this.distDir,l))))',
    },
    {
      row: 3,
      file: 'dist/compiled/next-server/app-page-turbo.runtime.prod.js',
      find: REPLAY_FIND,
      replace: REPLAY_REPLACE,
    },
    {
      row: 4,
      file: 'dist/compiled/next-server/app-page-turbo.runtime.prod.js',
      find: SERVER_UTILS_FIND,
      replace: SERVER_UTILS_REPLACE,
    },
    {
      row: 9,
      file: 'dist/esm/build/templates/app-page-runtime.js',
      find: SHARED_RENDER_FIND,
      replace: SHARED_RENDER_REPLACE,
    },
  ],
};
