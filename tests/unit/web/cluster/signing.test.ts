import { serialize } from 'node:v8';
import { describe, expect, test } from 'vitest';
import { deriveKey, MIN_SIGNING_SECRET_LENGTH, RejectionLog, Signer, signingKeyFromEnv } from '@/cluster/signing';

const SECRET = 'a-signing-secret-of-at-least-32-characters';
const signer = new Signer(deriveKey(SECRET));
const CONTEXT = 'morphis:build:entry:/en/blog/x';
const entry = serialize({ lastModified: 1, value: { kind: 'APP_PAGE', html: '<h1>Real</h1>' } });

describe('signed bytes (cache entries)', () => {
  test('open what was signed for the same place with the same key', () => {
    expect(signer.openBytes(CONTEXT, signer.signBytes(CONTEXT, entry))?.equals(entry)).toBe(true);
    expect(signer.openBytes(CONTEXT, signer.signBytes(CONTEXT, Buffer.alloc(0)))?.length).toBe(0);
  });

  test('refuse another key, another place, a truncated, a tampered and an unsigned value', () => {
    const signed = signer.signBytes(CONTEXT, entry);
    expect(new Signer(deriveKey(`${SECRET}!`)).openBytes(CONTEXT, signed)).toBeNull();
    expect(signer.openBytes(`${CONTEXT}y`, signed)).toBeNull();
    for (const length of [0, 3, 4, 20, 36, signed.length - 1])
      expect(signer.openBytes(CONTEXT, signed.subarray(0, length))).toBeNull();
    for (const index of [0, 5, 35, 36, signed.length - 1]) {
      const tampered = Buffer.from(signed);
      tampered[index]! ^= 1;
      expect(signer.openBytes(CONTEXT, tampered)).toBeNull();
    }
    // What every instance wrote before values were signed: the v8 serialisation alone.
    expect(signer.openBytes(CONTEXT, entry)).toBeNull();
    expect(signer.openBytes(CONTEXT, Buffer.concat([signed, Buffer.from('x')]))).toBeNull();
  });

  test('a context cannot be re-split into another with the same MAC', () => {
    const signed = signer.signBytes('ab', Buffer.from('c'));
    expect(signer.openBytes('a', Buffer.concat([signed.subarray(0, 36), Buffer.from('bc')]))).toBeNull();
  });
});

describe('signed text (tag states, messages, edge data)', () => {
  const message = JSON.stringify({ from: 'other', event: { type: 'tags', tags: { content: { expired: 1 } } } });

  test('open what was signed for the same place with the same key', () => {
    expect(signer.openText('channel', signer.signText('channel', message))).toBe(message);
    expect(signer.openText('channel', signer.signText('channel', ''))).toBe('');
  });

  test('refuse another key, another place, a truncated, a tampered and an unsigned value', () => {
    const signed = signer.signText('channel', message);
    expect(new Signer(deriveKey(`${SECRET}!`)).openText('channel', signed)).toBeNull();
    expect(signer.openText('other-channel', signed)).toBeNull();
    for (const length of [0, 3, 10, 46, signed.length - 1])
      expect(signer.openText('channel', signed.slice(0, length))).toBeNull();
    expect(signer.openText('channel', signed.replace('"tags"', '"tagz"'))).toBeNull();
    const mac = signed.slice(3, 46);
    const other = mac[0] === 'A' ? 'B' : 'A';
    expect(signer.openText('channel', `v1.${other}${mac.slice(1)}.${message}`)).toBeNull();
    expect(signer.openText('channel', message)).toBeNull();
    expect(signer.openText('channel', `v1.${'A'.repeat(43)}.${message}`)).toBeNull();
    // A MAC spelled in standard base64 or with padding is not ours either.
    expect(signer.openText('channel', `v1.${mac}=.${message}`)).toBeNull();
  });
});

describe('the signing key', () => {
  test('REDIS_SIGNING_SECRET first, else derived from the webhook secret; never the webhook secret itself', () => {
    const own = signingKeyFromEnv({ REDIS_SIGNING_SECRET: SECRET, SANITY_REVALIDATE_SECRET: 'webhook-secret' });
    const derived = signingKeyFromEnv({ SANITY_REVALIDATE_SECRET: 'webhook-secret' });
    expect('key' in own && own.key.equals(deriveKey(SECRET))).toBe(true);
    expect('key' in derived && derived.key.equals(deriveKey('webhook-secret'))).toBe(true);
    expect('key' in derived && derived.key.equals(Buffer.from('webhook-secret'))).toBe(false);
  });

  test('none, or one too short: no key, and why', () => {
    expect(signingKeyFromEnv({})).toEqual({ problem: expect.stringContaining('REDIS_SIGNING_SECRET') });
    expect(
      signingKeyFromEnv({
        REDIS_SIGNING_SECRET: 'x'.repeat(MIN_SIGNING_SECRET_LENGTH - 1),
        SANITY_REVALIDATE_SECRET: 'webhook-secret',
      }),
    ).toEqual({
      problem: expect.stringContaining('shorter'),
    });
  });
});

describe('reports of rejected values', () => {
  test('a flood writes one line per kind and interval, with the count it left out', () => {
    const lines: string[] = [];
    const log = new RejectionLog((line) => lines.push(line), 60_000);
    for (let index = 0; index < 10_000; index++) log.reject('tag state', `tag-${index}`, 1_000 + index);
    log.reject('cache entry', '/en/x', 2_000);
    expect(lines).toHaveLength(2);
    log.reject('tag state', 'content', 61_000);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('9999 more');
  });

  test('a name from Redis is quoted and cut short', () => {
    const lines: string[] = [];
    new RejectionLog((line) => lines.push(line)).reject(
      'tag state',
      `evil\n[shared-state] forged line${'x'.repeat(1000)}`,
    );
    expect(lines[0]).not.toContain('\n');
    expect(lines[0]!.length).toBeLessThan(320);
  });
});
