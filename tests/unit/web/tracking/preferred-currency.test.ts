// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferredCurrency } from '@/tracking/country';
import { publishRuntime } from '@/tracking/runtime-handle';
import { visitorIpLoader } from '@/tracking/visitor-ip';
import { fakeCaller } from './support';

afterEach(() => vi.useRealTimers());

describe('preferredCurrency (what pricing calls)', () => {
  it('is USD when the runtime does not start in time', async () => {
    vi.useFakeTimers();
    const pending = preferredCurrency(100);
    await vi.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toBe('USD');
  });

  it('follows the visitor-IP answer once the runtime is up, asking the backend once', async () => {
    const api = fakeCaller({
      code: 0,
      data: { ip: '1.2.3.4', ua: '', language: '', ip_data: { country: 'Poland', region: '', city: '', timezone: '' } },
    });
    publishRuntime({ visitorIp: visitorIpLoader(api) });
    await expect(preferredCurrency()).resolves.toBe('PLN');
    await expect(preferredCurrency()).resolves.toBe('PLN');
    expect(api.calls).toHaveLength(1);
  });
});
