import { STATS_AES_KEY_LENGTH, STATS_BATCH_FIELD, STATS_KEY_FIELD } from '@site/schemas';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/util';
import 'node-forge/lib/asn1';
import 'node-forge/lib/sha1';
import 'node-forge/lib/pkcs1';
import 'node-forge/lib/rsa';

/**
 * Encryption of an analytics batch (spec sections 7 and 9). Loaded on the first flush only.
 *
 * - `_a`: the batch JSON, AES-128 with a fresh 16-character key, ECB mode, PKCS#7 padding, base64. ECB is what
 *   backends of this kind decrypt with a bare key; the key is used for one batch only.
 * - `_t`: that key, wrapped with RSA-OAEP (SHA-1, MGF1-SHA-1: the OAEP defaults of forge, OpenSSL and Node) under
 *   the configured public key, base64.
 */

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random key of letters and digits from the platform's CSPRNG (rejection sampling keeps it uniform). */
export function randomKey(length: number = STATS_AES_KEY_LENGTH): string {
  let key = '';
  const limit = 256 - (256 % KEY_ALPHABET.length);
  while (key.length < length) {
    const bytes = new Uint8Array(length * 2);
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < limit && key.length < length) key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
    }
  }
  return key;
}

export function aesEncrypt(plaintext: string, key: string): string {
  return AES.encrypt(Utf8.parse(plaintext), Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString();
}

export class BeaconKeyError extends Error {
  override readonly name = 'BeaconKeyError';
}

const publicKeys = new Map<string, ReturnType<typeof forge.pki.publicKeyFromAsn1>>();

/** Wraps the AES key with RSA-OAEP under a base64 SubjectPublicKeyInfo. */
export function rsaWrap(key: string, publicKeyBase64: string): string {
  let publicKey = publicKeys.get(publicKeyBase64);
  if (!publicKey) {
    try {
      publicKey = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.decode64(publicKeyBase64)));
    } catch (cause) {
      throw new BeaconKeyError('STATS_RSA_PUBLIC_KEY is not an RSA public key', { cause });
    }
    publicKeys.set(publicKeyBase64, publicKey);
  }
  return forge.util.encode64((publicKey as forge.pki.rsa.PublicKey).encrypt(key, 'RSA-OAEP'));
}

export interface BeaconFields {
  readonly [STATS_KEY_FIELD]: string;
  readonly [STATS_BATCH_FIELD]: string;
}

export function encryptBatch(batch: unknown, publicKeyBase64: string, key: string = randomKey()): BeaconFields {
  return {
    [STATS_KEY_FIELD]: rsaWrap(key, publicKeyBase64),
    [STATS_BATCH_FIELD]: aesEncrypt(JSON.stringify(batch), key),
  } as BeaconFields;
}
