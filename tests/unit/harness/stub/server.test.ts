import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptBatch } from '@/tracking/beacon-crypto';
import { createApi } from '@/tracking/request';
import { StubClient } from '../../../stub/client';
import { DEFAULT_IP_DATA, DEFAULT_VISITOR_IP, type RunningStub, STUB_PATHS, startStub } from '../../../stub/server';
import { STATS_PRIVATE_KEY_PATH, STUB_PREFIXES, stubBuildEnv, stubSettings } from '../../../stub/settings';

const SITE = 'http://localhost:3000';
let stub: RunningStub;
let base: string;

beforeAll(async () => {
  stub = await startStub({
    port: 0,
    host: '127.0.0.1',
    siteOrigins: [SITE, 'http://zh.localhost:3000'],
    privateKeyPem: readFileSync(STATS_PRIVATE_KEY_PATH, 'utf8'),
  });
  base = `http://127.0.0.1:${stub.port}`;
});
afterAll(() => stub.close());

const session = (name: string) => ({ 'user-agent': `Mozilla/5.0 test stub-session/${name}` });
const client = (name: string) => new StubClient(stub.port, name);

describe('stub settings', () => {
  it('follows the site port (+90) unless STUB_PORT is set, and builds every backend variable', () => {
    const settings = stubSettings({ SITE_URL_EN: 'http://localhost:3201' });
    expect(settings.port).toBe(3291);
    expect(stubSettings({ SITE_URL_EN: 'http://localhost:3201', STUB_PORT: '4000' }).port).toBe(4000);
    const env = stubBuildEnv(settings);
    expect(env).toMatchObject({
      API_BASE_URL: 'http://localhost:3291/api',
      WEB_API_BASE_URL: 'http://localhost:3291/web-api/',
      CLIENT_API_BASE_URL: 'http://localhost:3291/client-api/',
      STATS_BEACON_URL: 'http://localhost:3291/stats/beacon',
    });
    expect(env['STATS_RSA_PUBLIC_KEY']).toMatch(/^MII[A-Za-z0-9+/]+=*$/);
  });
});

describe("the backend's answers, through the site's own request wrapper", () => {
  const api = () =>
    createApi(
      {
        api: `${base}${STUB_PREFIXES.api}`,
        webApi: `${base}${STUB_PREFIXES.webApi}`,
        clientApi: `${base}${STUB_PREFIXES.clientApi}`,
        beacon: '',
      },
      { report: () => undefined },
    );

  it('visitor ip', async () => {
    const answer = await api().api<{ ip: string; ip_data: unknown }>('/sys/config/ip/get-visitor-ip');
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ ip: DEFAULT_VISITOR_IP, ip_data: DEFAULT_IP_DATA });
  });

  it.each([
    ['ref set', () => api().api('/sys/config/ref/set', { query: { c_v: 'X' } })],
    ['record source', () => api().api('/sys/user/passport/record-source', { method: 'POST', body: new FormData() })],
    ['record log', () => api().api('/client/record-data/log', { method: 'POST', body: new FormData() })],
  ])('%s answers code 0', async (_label, call) => {
    await expect(call()).resolves.toMatchObject({ code: 0 });
  });

  it('chat config, chat choose, authorized login, latest version, base info', async () => {
    expect(
      (await api().api('/sys/config/register-chat/get-chat-type-config', { query: { lang: 'zh-CN', type: 'www' } }))
        .data,
    ).toMatchObject({
      chat: 'SS_ROBOT',
      chat_info: { js: expect.stringMatching(/^http.*\.js$/) },
    });
    expect((await api().clientApi('third/chat/choose', { query: { ip: '1.1.1.1', lang: 'zh' } })).data).toEqual({
      type: 'ss',
    });
    expect(
      (await api().api('/sys/user/passport/authorized-login', { method: 'POST', body: new FormData() })).data,
    ).toEqual({ cpl: 'stub-cpl-token' });
    expect(
      (await api().webApi('client/sys-client-version/get-latest-version', { query: { system: 'com_win64' } })).data,
    ).toEqual({
      url: expect.stringMatching(/com_win64/),
    });
    await expect(
      api().webApi('client/sys-client-version/get-latest-version', { query: { system: 'nope' } }),
    ).rejects.toMatchObject({ kind: 'code' });
    expect(
      Object.keys(
        (await api().webApi('home/base-info', { query: { lang: 'en', type: 'home' } })).data as object,
      ).sort(),
    ).toEqual(
      ['description', 'keywords', 'login_url', 'register_url', 'statistical_body', 'statistical_title', 'title'].sort(),
    );
  });

  it('answers 404 to unknown calls', async () => {
    const response = await fetch(`${base}/api/nope`);
    expect(response.status).toBe(404);
  });
});

describe('CORS with credentials', () => {
  it('echoes an allowed origin with credentials, on answers and preflights', async () => {
    const answer = await fetch(`${base}${STUB_PATHS.visitorIp}`, { headers: { origin: 'http://zh.localhost:3000' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://zh.localhost:3000');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await fetch(`${base}${STUB_PATHS.recordSource}`, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-test' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-test');
  });

  it('gives nothing to other origins', async () => {
    const answer = await fetch(`${base}${STUB_PATHS.visitorIp}`, { headers: { origin: 'https://evil.test' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('recording, sessions, delays and failures', () => {
  beforeEach(async () => {
    await client('a').reset();
    await client('b').reset();
  });

  it('records requests with query, cookies and form fields, per session', async () => {
    const form = new FormData();
    form.append('source_data', '{"source":"x"}');
    await fetch(`${base}${STUB_PATHS.recordSource}`, {
      method: 'POST',
      body: form,
      headers: { ...session('a'), cookie: '__REF=AB; other=1' },
    });
    await fetch(`${base}${STUB_PATHS.refSet}?c_v=AB`, { headers: session('b') });
    const a = await client('a').requests();
    expect(a).toHaveLength(1);
    expect(a[0]).toMatchObject({
      method: 'POST',
      path: STUB_PATHS.recordSource,
      session: 'a',
      cookies: { __REF: 'AB', other: '1' },
      fields: { source_data: '{"source":"x"}' },
    });
    expect(await client('b').requests(STUB_PATHS.refSet)).toMatchObject([{ query: { c_v: 'AB' } }]);
    await client('a').reset();
    expect(await client('a').requests()).toEqual([]);
    expect(await client('b').requests()).toHaveLength(1);
  });

  it('decrypts beacons with the test key', async () => {
    const batch = { list: [{ event: 'page_view' }], comm: { device_id: 'd' } };
    const body = new URLSearchParams(
      (await encryptBatch(batch, stubBuildEnv(stubSettings({}))['STATS_RSA_PUBLIC_KEY']!)) as unknown as Record<
        string,
        string
      >,
    );
    await fetch(`${base}${STUB_PATHS.beacon}`, { method: 'POST', body, headers: session('a') });
    const [beacon] = await client('a').requests(STUB_PATHS.beacon);
    expect(beacon!.beacon).toMatchObject({ batch });
    await fetch(`${base}${STUB_PATHS.beacon}`, {
      method: 'POST',
      body: new URLSearchParams({ _t: 'x', _a: 'y' }),
      headers: session('a'),
    });
    expect((await client('a').requests(STUB_PATHS.beacon))[1]!.beacon).toHaveProperty('error');
  });

  it.each([
    [
      'status',
      { mode: 'status', status: 502 } as const,
      async (r: Response | Error) => expect((r as Response).status).toBe(502),
    ],
    ['empty', { mode: 'empty' } as const, async (r: Response | Error) => expect(await (r as Response).text()).toBe('')],
    [
      'code',
      { mode: 'code', code: 40001 } as const,
      async (r: Response | Error) => expect(await (r as Response).json()).toMatchObject({ code: 40001 }),
    ],
    ['drop', { mode: 'drop' } as const, async (r: Response | Error) => expect(r).toBeInstanceOf(Error)],
  ])('fails on demand: %s, for the given number of times, in its session only', async (_label, failure, check) => {
    await client('a').configure({ failures: [{ path: 'get-visitor-ip', times: 1, ...failure }] });
    const call = (name: string) =>
      fetch(`${base}${STUB_PATHS.visitorIp}`, { headers: session(name) }).catch((error: unknown) => error as Error);
    await check(await call('a'));
    expect((await call('b')) as Response).toMatchObject({ status: 200 });
    expect(await ((await call('a')) as Response).json()).toMatchObject({ code: 0 });
  });

  it('delays answers and replaces them on demand', async () => {
    await client('a').configure({
      delayMs: 300,
      answers: { [STUB_PATHS.visitorIp]: { code: 0, data: { ip: '198.51.100.7', ip_data: { country: 'BR' } } } },
    });
    const started = Date.now();
    const answer = await (await fetch(`${base}${STUB_PATHS.visitorIp}`, { headers: session('a') })).json();
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(answer).toMatchObject({ data: { ip: '198.51.100.7', ip_data: { country: 'BR' } } });
  });
});
