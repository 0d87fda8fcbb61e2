import { PRODUCTION_ENDPOINTS, WEB_API_PATHS } from '@site/schemas';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  BASE_INFO_RETRY_PAUSE_MS,
  MAX_BASE_INFO_BYTES,
  BaseInfoError,
  baseInfoUrl,
  createBaseInfoLoader,
  fetchBaseInfo,
  parseBaseInfo,
  withBaseInfo,
} from '@/backend/base-info';
import { serverWebApi } from '@/backend/server-web-api';

const FULL = {
  title: 'Morphis antidetect browser',
  keywords: 'antidetect, multi-account',
  description: 'Manage many accounts safely',
  register_url: 'https://app.example.com/register',
  login_url: 'https://app.example.com/login',
  statistical_body: '<script>window.stats = 1</script>',
  statistical_title: '<meta name="stats" content="1">',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A cache like Next's data cache as far as the loader sees it: stores what resolves, keeps the tags. */
function memoryCache() {
  const entries = new Map<string, unknown>();
  const calls: Array<{ key: readonly string[]; tags: readonly string[] }> = [];
  const cache = async <R>(key: readonly string[], tags: readonly string[], load: () => Promise<R>): Promise<R> => {
    calls.push({ key, tags });
    const id = JSON.stringify(key);
    if (entries.has(id)) return entries.get(id) as R;
    const value = await load();
    entries.set(id, value);
    return value;
  };
  return { cache, calls, entries };
}

describe('base-info call', () => {
  it('asks {web api}home/base-info with lang = the locale and type = home', () => {
    const url = new URL(baseInfoUrl('https://api.example.com/web/', 'vn'));
    expect(url.origin + url.pathname).toBe(`https://api.example.com/web/${WEB_API_PATHS.baseInfo}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'vn', type: 'home' });
  });

  it('reads every field of data when code is 0', () => {
    expect(parseBaseInfo({ code: 0, data: FULL })).toEqual(FULL);
  });

  it('keeps only fields that are present: empty, missing and non-string values are absent', () => {
    expect(
      parseBaseInfo({
        code: 0,
        data: { title: 'T', keywords: '', description: '   ', register_url: null, login_url: 5 },
      }),
    ).toEqual({ title: 'T' });
  });

  it('drops register and login URLs that are not http(s)', () => {
    const info = parseBaseInfo({ code: 0, data: { register_url: 'javascript:alert(1)', login_url: 'not a url' } });
    expect(info).toEqual({});
  });

  it.each([[null], ['text'], [{ code: 1, data: FULL }], [{ data: FULL }], [{ code: 0 }], [{ code: 0, data: 'x' }]])(
    'refuses %j',
    (body) => {
      expect(() => parseBaseInfo(body)).toThrow(BaseInfoError);
    },
  );

  it('rejects on an HTTP error, a body that is not JSON, and a timeout', async () => {
    await expect(fetchBaseInfo('https://api.test/x', async () => json({}, 502))).rejects.toThrow(/HTTP 502/);
    await expect(fetchBaseInfo('https://api.test/x', async () => new Response('<html>'))).rejects.toThrow(
      BaseInfoError,
    );
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    await expect(fetchBaseInfo('https://api.test/x', never, 5)).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('refuses a redirect and an answer past its size bound, with the real fetch over HTTP', async () => {
    const big = JSON.stringify({ code: 0, data: { title: 'x'.repeat(MAX_BASE_INFO_BYTES) } });
    let redirectFollowed = false;
    const server = createServer((request, response) => {
      if (request.url === '/redirect') return response.writeHead(302, { location: '/target' }).end();
      if (request.url === '/target') {
        redirectFollowed = true;
        return response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ code: 0, data: FULL }));
      }
      // No Content-Length: the bound must hold while reading, not only for an announced size.
      if (request.url === '/chunked') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write(big.slice(0, 1000));
        return response.end(big.slice(1000));
      }
      if (request.url === '/announced')
        return response.writeHead(200, { 'content-length': String(Buffer.byteLength(big)) }).end(big);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 0, data: FULL }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(fetchBaseInfo(`${origin}/redirect`)).rejects.toThrow(/redirects are refused/);
      expect(redirectFollowed).toBe(false);
      await expect(fetchBaseInfo(`${origin}/chunked`)).rejects.toThrow(/larger than 524288 bytes/);
      await expect(fetchBaseInfo(`${origin}/announced`)).rejects.toThrow(/larger than 524288 bytes/);
      await expect(fetchBaseInfo(`${origin}/ok`)).resolves.toMatchObject({ title: FULL.title });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('base-info over the CMS site settings', () => {
  const cms = {
    title: 'CMS title',
    keywords: 'cms',
    description: 'CMS description',
    register_url: 'https://cms.example/r',
    login_url: null,
    statistical_body: null,
    statistical_title: 'cms stats',
  };

  it('takes base-info where present and the CMS where absent', () => {
    expect(withBaseInfo(cms, { title: 'Backend title', login_url: 'https://app.example.com/login' })).toEqual({
      title: 'Backend title',
      keywords: 'cms',
      description: 'CMS description',
      register_url: 'https://cms.example/r',
      login_url: 'https://app.example.com/login',
      statistical_body: null,
      statistical_title: 'cms stats',
    });
  });

  it('an empty object (a failed call) changes nothing', () => {
    expect(withBaseInfo(cms, {})).toEqual(cms);
    expect(withBaseInfo(null, {})).toEqual(Object.fromEntries(Object.keys(cms).map((key) => [key, null])));
  });
});

describe('the cached loader', () => {
  const TAGS = ['content', 'content:doc:siteSettings'];

  it('stores an answer under the pages tags, once per locale', async () => {
    const { cache, calls } = memoryCache();
    const asked: string[] = [];
    const load = createBaseInfoLoader({
      webApiOf: () => 'https://api.example.com/web/',
      cache,
      tags: TAGS,
      fetcher: async (url) => {
        asked.push(String(url));
        return json({ code: 0, data: { title: `title for ${new URL(String(url)).searchParams.get('lang')}` } });
      },
    });
    expect(await load('de')).toEqual({ title: 'title for de' });
    expect(await load('de')).toEqual({ title: 'title for de' });
    expect(await load('ru')).toEqual({ title: 'title for ru' });
    expect(asked).toHaveLength(2);
    expect(calls.every((call) => call.tags === TAGS)).toBe(true);
  });

  it('turns every failure into {} without storing it, and pauses before asking again', async () => {
    const { cache, entries } = memoryCache();
    let clock = 1_000_000;
    let answer: () => Promise<Response> = async () => json({ code: 500, msg: 'down' });
    let asked = 0;
    const warnings: string[] = [];
    const load = createBaseInfoLoader({
      webApiOf: () => 'https://api.example.com/web/',
      cache,
      tags: TAGS,
      now: () => clock,
      warn: (message) => warnings.push(message),
      fetcher: () => {
        asked += 1;
        return answer();
      },
    });
    expect(await load('en')).toEqual({});
    expect(entries.size).toBe(0);
    expect(warnings).toHaveLength(1);

    answer = async () => json({ code: 0, data: { keywords: 'back' } });
    clock += BASE_INFO_RETRY_PAUSE_MS - 1;
    expect(await load('en')).toEqual({});
    expect(asked).toBe(1);
    clock += 1;
    expect(await load('en')).toEqual({ keywords: 'back' });
    expect(asked).toBe(2);

    answer = () => Promise.reject(new TypeError('fetch failed'));
    const other = createBaseInfoLoader({
      webApiOf: () => 'https://api.example.com/web/',
      cache: memoryCache().cache,
      tags: TAGS,
      fetcher: () => answer(),
    });
    expect(await other('en')).toEqual({});
  });

  it('a bad backend address is an empty object too, never an error', async () => {
    const load = createBaseInfoLoader({ webApiOf: () => 'not a url', cache: memoryCache().cache, tags: TAGS });
    expect(await load('en')).toEqual({});
  });

  it('asks nothing without an address: an empty object, no fetch, no cache entry, said once', async () => {
    const { cache, calls } = memoryCache();
    const warnings: string[] = [];
    let asked = 0;
    const load = createBaseInfoLoader({
      webApiOf: () => null,
      cache,
      tags: TAGS,
      warn: (message) => warnings.push(message),
      fetcher: async () => {
        asked += 1;
        return json({ code: 0, data: FULL });
      },
    });
    expect(await load('en')).toEqual({});
    expect(await load('zh')).toEqual({});
    expect(asked).toBe(0);
    expect(calls).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/WEB_API_BASE_URL/)]);
  });
});

describe('which web API the server calls (no host that was not configured)', () => {
  it('WEB_API_BASE_URL wins on every site', () => {
    for (const origin of ['http://localhost:3000', 'https://www.morphis.com', 'https://staging.example.test']) {
      expect(serverWebApi({ webApi: 'http://localhost:3190/web-api/' }, origin), origin).toBe(
        'http://localhost:3190/web-api/',
      );
    }
  });

  it.each(['https://morphis.com', 'https://www.morphis.com', 'https://zh.morphis.com', 'http://ru.morphis.com:8080'])(
    'unset on a product domain (%s): the production web API',
    (origin) => {
      expect(serverWebApi({ webApi: '' }, origin)).toBe(PRODUCTION_ENDPOINTS.webApi);
    },
  );

  it.each([
    'http://localhost:3000',
    'http://zh.localhost:3400',
    'http://127.0.0.1:3100',
    'https://staging.example.test',
    'https://notmorphis.com',
    'https://morphis.com.evil.test',
  ])('unset anywhere else (%s): nothing, not even the test host the browser would pick', (origin) => {
    expect(serverWebApi({ webApi: '' }, origin)).toBeNull();
  });
});
