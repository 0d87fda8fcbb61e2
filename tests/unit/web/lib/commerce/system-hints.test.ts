import { describe, expect, it, vi } from 'vitest';
import { detectDownloadTarget } from '@/lib/commerce/download';
import { collectSystemHints } from '@/lib/commerce/system-hints';

const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const WIN = 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const hints = (platform: string, values: { architecture?: string; bitness?: string }) => ({
  platform,
  getHighEntropyValues: vi.fn(async () => values),
});

describe('collectSystemHints', () => {
  it('uses client hints that describe the same system as the user agent', async () => {
    const result = await collectSystemHints(
      { userAgent: MAC, userAgentData: hints('macOS', { architecture: 'arm', bitness: '64' }) },
      () => 'Intel',
    );
    expect(result).toMatchObject({ architecture: 'arm', gpuRenderer: undefined });
    expect(detectDownloadTarget(result)).toBe('down-macos-apple');
  });

  it('ignores hints from another system (a changed user agent) and asks the GPU on a Mac', async () => {
    const gpu = vi.fn(() => 'Intel(R) Iris(TM) Plus Graphics');
    const result = await collectSystemHints(
      { userAgent: MAC, userAgentData: hints('Linux', { architecture: 'x86' }) },
      gpu,
    );
    expect(result.architecture).toBeUndefined();
    expect(gpu).toHaveBeenCalledOnce();
    expect(detectDownloadTarget(result)).toBe('down-macos-inter');
  });

  it('reads bitness on Windows and never the GPU there', async () => {
    const gpu = vi.fn(() => 'x');
    const result = await collectSystemHints(
      { userAgent: WIN, userAgentData: hints('Windows', { architecture: 'x86', bitness: '32' }) },
      gpu,
    );
    expect(detectDownloadTarget(result)).toBe('down-windows-32');
    expect(gpu).not.toHaveBeenCalled();
  });

  it('decides from the user agent when hints fail, hang or are absent, and survives a throwing GPU probe', async () => {
    const failing = { platform: 'macOS', getHighEntropyValues: () => Promise.reject(new Error('denied')) };
    expect(
      detectDownloadTarget(await collectSystemHints({ userAgent: MAC, userAgentData: failing }, () => undefined)),
    ).toBe('down-macos-apple');
    const hanging = { platform: 'macOS', getHighEntropyValues: () => new Promise<never>(() => undefined) };
    const started = Date.now();
    await collectSystemHints({ userAgent: MAC, userAgentData: hanging }, () => undefined, 20);
    expect(Date.now() - started).toBeLessThan(1000);
    const throwing = () => {
      throw new Error('no webgl');
    };
    expect((await collectSystemHints({ userAgent: MAC }, throwing)).gpuRenderer).toBeUndefined();
  });
});
