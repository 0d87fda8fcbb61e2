import { readFileSync } from 'node:fs';
import { STATS_AES_KEY_LENGTH, STATS_BATCH_FIELD, STATS_KEY_FIELD } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { BeaconKeyError, aesEncrypt, encryptBatch, randomKey, rsaWrap } from '@/tracking/beacon-crypto';
import { aesDecrypt, decryptBeacon, unwrapKey } from '../../../stub/beacon';
import { STATS_PRIVATE_KEY_PATH, stubBuildEnv, stubSettings } from '../../../stub/settings';

const privateKey = readFileSync(STATS_PRIVATE_KEY_PATH, 'utf8');
const publicKey = stubBuildEnv(stubSettings({}))['STATS_RSA_PUBLIC_KEY']!;

describe('beacon encryption (decrypted independently with node:crypto)', () => {
  it('makes 16-character alphanumeric keys, fresh each time', () => {
    const keys = new Set(Array.from({ length: 200 }, () => randomKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(new RegExp(`^[A-Za-z0-9]{${STATS_AES_KEY_LENGTH}}$`));
  });

  it('AES-128-ECB with PKCS#7, base64, round-trips Unicode', () => {
    const key = randomKey();
    const text = JSON.stringify({ hello: 'мир 世界 🌍', n: 1 });
    expect(aesDecrypt(aesEncrypt(text, key), key)).toBe(text);
  });

  it('wraps the key with RSA-OAEP (randomised: two wraps differ, both unwrap)', async () => {
    const key = randomKey();
    const first = await rsaWrap(key, publicKey);
    const second = await rsaWrap(key, publicKey);
    expect(first).not.toBe(second);
    expect(unwrapKey(privateKey, first)).toBe(key);
    expect(unwrapKey(privateKey, second)).toBe(key);
    expect(Buffer.from(first, 'base64')).toHaveLength(256);
  });

  it('wraps the same way with node-forge where WebCrypto is missing (pages that are not a secure context)', async () => {
    const key = randomKey();
    const wrapped = await rsaWrap(key, publicKey, null);
    expect(unwrapKey(privateKey, wrapped)).toBe(key);
    expect(Buffer.from(wrapped, 'base64')).toHaveLength(256);
  });

  it('encryptBatch gives _t and _a that decrypt to the batch', async () => {
    const batch = { list: [{ event: 'page_view', event_type: 'view' }], comm: { device_id: 'd' } };
    const fields = await encryptBatch(batch, publicKey);
    expect(Object.keys(fields).sort()).toEqual([STATS_BATCH_FIELD, STATS_KEY_FIELD].sort());
    const decrypted = decryptBeacon(privateKey, fields as unknown as Record<string, string>);
    expect(decrypted.key).toHaveLength(16);
    expect(decrypted.batch).toEqual(batch);
  });

  it('rejects a key that is not an RSA public key, with WebCrypto and without', async () => {
    const nonsense = Buffer.from('nonsense').toString('base64');
    await expect(rsaWrap('k'.repeat(16), nonsense)).rejects.toThrow(BeaconKeyError);
    await expect(rsaWrap('k'.repeat(16), nonsense, null)).rejects.toThrow(BeaconKeyError);
  });
});
