// @vitest-environment jsdom
import { API_PATHS, FINGERPRINT_AUDIO_TIMEOUT_MS, FINGERPRINT_PUSHED_KEY } from '@site/schemas';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Fingerprint,
  audioFingerprint,
  collectFingerprint,
  encodeFingerprint,
  fingerprintHash,
  navigatorInfo,
  reportFingerprint,
} from '@/tracking/fingerprint';
import { RequestError } from '@/tracking/request';
import { MemoryStore, VISITOR_IP as IP, fakeCaller, fieldsOf, renderingAudioContext } from './support';

const sample = (overrides: Partial<Fingerprint> = {}): Fingerprint => ({
  navigator: navigatorInfo(window),
  ip: IP,
  fonts: ['Arial'],
  audio: '35.7383',
  webgl: 'a'.repeat(32),
  canvas: 'b'.repeat(32),
  ...overrides,
});

afterEach(() => vi.useRealTimers());

describe('fingerprint payload', () => {
  it('holds navigator info, the visitor-IP answer, fonts, audio, webgl and canvas', async () => {
    const fingerprint = await collectFingerprint(async () => IP, window);
    expect(Object.keys(fingerprint)).toEqual(['navigator', 'ip', 'fonts', 'audio', 'webgl', 'canvas']);
    expect(fingerprint.ip).toEqual(IP);
    expect(fingerprint.navigator.userAgent).toBe(navigator.userAgent);
    expect(fingerprint.navigator.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // jsdom has no canvas, WebGL or audio: each part degrades to empty instead of failing.
    expect(fingerprint.fonts).toEqual([]);
    expect(fingerprint.audio).toBeNull();
    expect(fingerprint.webgl).toBeNull();
    expect(fingerprint.canvas).toBeNull();
  });

  it('encodes data as base64 of the UTF-8 JSON, and hashes with MD5 of the same JSON', () => {
    const fingerprint = sample({ fonts: ['微软雅黑'] });
    const json = JSON.stringify(fingerprint);
    expect(Buffer.from(encodeFingerprint(fingerprint), 'base64').toString('utf8')).toBe(json);
    expect(fingerprintHash(fingerprint)).toBe(createHash('md5').update(json).digest('hex'));
  });
});

describe('audio value', () => {
  it('gives up after 1000 ms', async () => {
    vi.useFakeTimers();
    class NeverRenders extends renderingAudioContext(0) {
      override startRendering() {
        return new Promise<never>(() => undefined);
      }
    }
    let settled: string | null | undefined;
    void audioFingerprint({ OfflineAudioContext: NeverRenders } as unknown as Window).then((value) => {
      settled = value;
    });
    await vi.advanceTimersByTimeAsync(FINGERPRINT_AUDIO_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
  });

  it('sums the rendered samples when rendering finishes in time', async () => {
    expect(await audioFingerprint({ OfflineAudioContext: renderingAudioContext(-0.5) } as unknown as Window)).toBe(
      '250',
    );
  });
});

describe('reportFingerprint (only when the hash differs from isPush)', () => {
  it('sends log_type, data and base_encode 1 to the log call, then stores the hash', async () => {
    const api = fakeCaller();
    const local = new MemoryStore();
    const fingerprint = sample();
    expect(await reportFingerprint({ api, local, collect: async () => fingerprint })).toBe('sent');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.path).toBe(API_PATHS.recordLog);
    expect(api.calls[0]!.options.method).toBe('POST');
    expect(fieldsOf(api.calls[0]!.options.body)).toEqual({
      log_type: 'WWW_FINGERPRINT_INFO',
      data: encodeFingerprint(fingerprint),
      base_encode: '1',
    });
    expect(local.getItem(FINGERPRINT_PUSHED_KEY)).toBe(fingerprintHash(fingerprint));
  });

  it('sends nothing when the hash equals isPush, and again when it changes', async () => {
    const api = fakeCaller();
    const local = new MemoryStore({ [FINGERPRINT_PUSHED_KEY]: fingerprintHash(sample()) });
    expect(await reportFingerprint({ api, local, collect: async () => sample() })).toBe('unchanged');
    expect(api.calls).toHaveLength(0);
    const moved = sample({ ip: { ...IP, ip: '198.51.100.1' } });
    expect(await reportFingerprint({ api, local, collect: async () => moved })).toBe('sent');
    expect(local.getItem(FINGERPRINT_PUSHED_KEY)).toBe(fingerprintHash(moved));
  });

  it('keeps isPush when the call fails, so the next start tries again', async () => {
    const api = fakeCaller(new RequestError('code', 'POST', 'x', 'no', 200, 3));
    const local = new MemoryStore({ [FINGERPRINT_PUSHED_KEY]: 'old' });
    expect(await reportFingerprint({ api, local, collect: async () => sample() })).toBe('failed');
    expect(local.getItem(FINGERPRINT_PUSHED_KEY)).toBe('old');
  });
});
