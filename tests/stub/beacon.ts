import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import { STATS_BATCH_FIELD, STATS_KEY_FIELD } from '@site/schemas';

/**
 * The statistics backend's side of the beacon, written with node:crypto (not the site's crypto-js and node-forge),
 * so a round trip proves the format rather than one library agreeing with itself.
 */

export function unwrapKey(privateKeyPem: string, wrapped: string): string {
  return privateDecrypt(
    { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
    Buffer.from(wrapped, 'base64'),
  ).toString('utf8');
}

export function aesDecrypt(ciphertext: string, key: string): string {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
}

export interface DecryptedBeacon {
  readonly key: string;
  readonly batch: { list: Array<Record<string, unknown>>; comm: Record<string, unknown> };
}

export function decryptBeacon(privateKeyPem: string, fields: Readonly<Record<string, string>>): DecryptedBeacon {
  const wrapped = fields[STATS_KEY_FIELD];
  const ciphertext = fields[STATS_BATCH_FIELD];
  if (!wrapped || !ciphertext) throw new Error(`beacon without ${STATS_KEY_FIELD} or ${STATS_BATCH_FIELD}`);
  const key = unwrapKey(privateKeyPem, wrapped);
  return { key, batch: JSON.parse(aesDecrypt(ciphertext, key)) as DecryptedBeacon['batch'] };
}
