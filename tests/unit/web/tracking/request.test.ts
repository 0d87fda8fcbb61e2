import { API_ERROR_TRIGGER, NEVER_RETRIED_METHODS, RETRY_DELAY_MS, RETRY_STATUSES } from '@site/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachTrackSink } from '@/tracking/track';
import type { StatsEvent } from '@/tracking/events';
import { type Method, RequestError, createApi, isRetryable, joinUrl, request } from '@/tracking/request';

type Reply = { status?: number; body?: string } | Error;

/** A fetch that answers the given replies in order and records each call. */
function scriptedFetch(...replies: Reply[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)]!;
    if (reply instanceof Error) throw reply;
    return new Response(reply.body ?? '', { status: reply.status ?? 200 });
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls };
}

const OK = { body: JSON.stringify({ code: 0, data: { value: 1 } }) };
const noSleep = async () => undefined;

describe('joinUrl', () => {
  it.each([
    ['https://api.test', '/sys/a', 'https://api.test/sys/a'],
    ['https://api.test/', '/sys/a', 'https://api.test/sys/a'],
    ['https://api.test/web/', 'client/x', 'https://api.test/web/client/x'],
    ['https://api.test/web', 'client/x', 'https://api.test/web/client/x'],
  ])('%s + %s', (base, path, expected) => {
    expect(joinUrl(base, path)).toBe(expected);
  });

  it('appends defined query values, encoded', () => {
    expect(joinUrl('https://a.test', 'x', { c_v: 'a b&c', skip: undefined, n: 2 })).toBe(
      'https://a.test/x?c_v=a+b%26c&n=2',
    );
  });
});

describe('request: answers', () => {
  it('resolves with the answer when code is 0, and reports nothing', async () => {
    const { fetcher, calls } = scriptedFetch(OK);
    const report = vi.fn();
    const answer = await request('https://api.test', '/p', { query: { a: '1' } }, { fetch: fetcher, report });
    expect(answer).toEqual({ code: 0, data: { value: 1 } });
    expect(calls[0]!.url).toBe('https://api.test/p?a=1');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect(report).not.toHaveBeenCalled();
  });

  it('passes credentials: include when asked (the referral-set call)', async () => {
    const { fetcher, calls } = scriptedFetch(OK);
    await request('https://api.test', '/p', { credentials: 'include' }, { fetch: fetcher });
    expect(calls[0]!.init.credentials).toBe('include');
  });

  it.each<[string, Reply, string, unknown]>([
    ['an empty answer', { body: '' }, 'empty', undefined],
    ['a whitespace answer', { body: '  \n' }, 'empty', undefined],
    ['a JSON null', { body: 'null' }, 'empty', undefined],
    ['a non-JSON answer', { body: '<html>' }, 'parse', undefined],
    ['a non-zero code', { body: JSON.stringify({ code: 1001, msg: 'bad' }) }, 'code', 1001],
    ['a non-zero string code', { body: JSON.stringify({ code: '5' }) }, 'code', '5'],
    ['a missing code', { body: JSON.stringify({ data: 1 }) }, 'code', 'missing'],
    ['a network error', new TypeError('Failed to fetch'), 'network', undefined],
    ['a 404', { status: 404, body: '{}' }, 'status', undefined],
  ])('rejects on %s and reports it', async (_label, reply, kind, code) => {
    const { fetcher } = scriptedFetch(reply);
    const report = vi.fn();
    const failure = await request('https://api.test', '/p', {}, { fetch: fetcher, report, sleep: noSleep }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RequestError);
    expect((failure as RequestError).kind).toBe(kind);
    expect((failure as RequestError).code).toBe(code);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(failure);
  });

  it('accepts code "0" as success', async () => {
    const { fetcher } = scriptedFetch({ body: JSON.stringify({ code: '0' }) });
    await expect(request('https://api.test', '/p', {}, { fetch: fetcher })).resolves.toEqual({ code: '0' });
  });

  it('rejects without calling when no base is configured', async () => {
    const { fetcher, calls } = scriptedFetch(OK);
    await expect(request('', '/p', {}, { fetch: fetcher, report: () => undefined })).rejects.toMatchObject({
      kind: 'config',
    });
    expect(calls).toHaveLength(0);
  });

  it('times out a call that never answers', async () => {
    vi.useFakeTimers();
    const fetcher = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as unknown as typeof fetch;
    const pending = request(
      'https://api.test',
      '/p',
      { timeoutMs: 500 },
      { fetch: fetcher, report: () => undefined },
    ).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toMatchObject({ kind: 'timeout' });
    vi.useRealTimers();
  });
});

describe("request: the caller's signal (useAsyncData)", () => {
  const hanging = (() => {
    const seen: AbortSignal[] = [];
    const fetcher = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        seen.push(init.signal!);
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as unknown as typeof fetch;
    return { fetcher, seen };
  })();

  it('ends the request when the caller aborts, as aborted, and reports nothing', async () => {
    const reports: RequestError[] = [];
    const caller = new AbortController();
    const pending = request(
      'https://api.test',
      '/p',
      { signal: caller.signal },
      { fetch: hanging.fetcher, report: (error) => reports.push(error) },
    ).catch((error: unknown) => error);
    caller.abort();
    expect(await pending).toMatchObject({ kind: 'aborted' });
    expect(hanging.seen.at(-1)!.aborted).toBe(true);
    expect(reports).toEqual([]);
  });

  it('does not even start with a signal already aborted, and does not retry after an abort', async () => {
    const { fetcher, calls } = scriptedFetch({ status: 503 }, OK);
    const caller = new AbortController();
    caller.abort();
    await expect(
      request(
        'https://api.test',
        '/p',
        { signal: caller.signal },
        { fetch: fetcher, report: () => undefined, sleep: noSleep },
      ),
    ).rejects.toMatchObject({ kind: 'status' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.signal!.aborted).toBe(true);
  });
});

describe('request: retries', () => {
  const methods: Method[] = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];
  const cases = methods.flatMap((method) =>
    [...RETRY_STATUSES, 400, 404, 501].map((status) => [method, status] as const),
  );

  it.each(cases)('%s answered %i', async (method, status) => {
    const { fetcher, calls } = scriptedFetch({ status, body: '{}' }, OK);
    const sleep = vi.fn(noSleep);
    const outcome = await request(
      'https://api.test',
      '/p',
      { method },
      { fetch: fetcher, sleep, report: () => undefined },
    ).then(
      () => 'resolved',
      () => 'rejected',
    );
    const retried =
      ['GET', 'HEAD', 'OPTIONS'].includes(method) && (RETRY_STATUSES as readonly number[]).includes(status);
    expect(calls).toHaveLength(retried ? 2 : 1);
    expect(outcome).toBe(retried ? 'resolved' : 'rejected');
    expect(sleep).toHaveBeenCalledTimes(retried ? 1 : 0);
    if (retried) expect(sleep).toHaveBeenCalledWith(RETRY_DELAY_MS);
    expect(isRetryable(method, status)).toBe(retried);
  });

  it('retries once only: a second failure rejects', async () => {
    const { fetcher, calls } = scriptedFetch({ status: 503 }, { status: 503 }, OK);
    await expect(
      request('https://api.test', '/p', {}, { fetch: fetcher, sleep: noSleep, report: () => undefined }),
    ).rejects.toMatchObject({
      kind: 'status',
      status: 503,
    });
    expect(calls).toHaveLength(2);
  });

  it('never retries the non-idempotent methods', () => {
    for (const method of NEVER_RETRIED_METHODS)
      for (const status of RETRY_STATUSES) expect(isRetryable(method, status)).toBe(false);
  });

  it('does not retry network errors', async () => {
    const { fetcher, calls } = scriptedFetch(new TypeError('offline'), OK);
    await expect(
      request('https://api.test', '/p', {}, { fetch: fetcher, report: () => undefined }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toHaveLength(1);
  });
});

describe('request: default reporting', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports through track() as an api_error event with trigger "api error"', async () => {
    vi.stubGlobal('window', { location: { pathname: '/de/pricing' } });
    const events: StatsEvent[] = [];
    const detach = attachTrackSink((event) => events.push(event));
    const { fetcher } = scriptedFetch({ status: 200, body: JSON.stringify({ code: 7, msg: 'nope' }) });
    await request('https://api.test', '/sys/x', { method: 'POST', query: { secret: 's' } }, { fetch: fetcher }).catch(
      () => undefined,
    );
    detach();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: 'api_error',
      event_type: 'error',
      op_page: '/de/pricing',
      params: {
        trigger: API_ERROR_TRIGGER,
        position: 'https://api.test/sys/x',
        method: 'POST',
        status: 200,
        code: 7,
        message: 'nope',
      },
    });
  });
});

describe('createApi', () => {
  it('binds the three bases; the client wrapper prefixes {client api}', async () => {
    const { fetcher, calls } = scriptedFetch(OK);
    const api = createApi(
      {
        api: 'https://a.test',
        webApi: 'https://w.test/web/',
        clientApi: 'https://c.test/api/',
        beacon: 'https://s.test',
      },
      { fetch: fetcher },
    );
    await api.api('/sys/one');
    await api.webApi('client/two');
    await api.clientApi('third/chat/choose', { query: { ip: '1.2.3.4', lang: 'zh' } });
    expect(calls.map((call) => call.url)).toEqual([
      'https://a.test/sys/one',
      'https://w.test/web/client/two',
      'https://c.test/api/third/chat/choose?ip=1.2.3.4&lang=zh',
    ]);
  });
});
