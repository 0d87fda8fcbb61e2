import { API_PATHS } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { RequestError } from '@/tracking/request';
import { visitorIpLoader } from '@/tracking/visitor-ip';
import { fakeCaller } from './support';

describe('visitorIpLoader', () => {
  it('calls get-visitor-ip once and shares the answer', async () => {
    const data = {
      ip: '203.0.113.1',
      ua: 'UA',
      language: 'en',
      ip_data: { country: 'US', region: 'CA', city: 'SJ', timezone: 'America/Los_Angeles' },
    };
    const api = fakeCaller({ code: 0, data });
    const load = visitorIpLoader(api);
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toEqual(data);
    expect(second).toBe(first);
    expect(api.calls).toEqual([{ path: API_PATHS.visitorIp, options: {} }]);
  });

  it.each([
    ['a failure', new RequestError('network', 'GET', 'x', 'down')],
    ['an answer without data', { code: 0 }],
    ['an answer of the wrong shape', { code: 0, data: { ip: 7 } }],
  ])('is null on %s', async (_label, answer) => {
    await expect(visitorIpLoader(fakeCaller(answer as never))()).resolves.toBeNull();
  });
});
