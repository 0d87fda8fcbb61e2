import { STATS_AES_KEY_LENGTH, STATS_BATCH_FIELD, STATS_KEY_FIELD } from '@site/schemas';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

/**
 * Encryption of an analytics batch. Loaded on the first flush only.
 *
 * - `_a`: the batch JSON, AES-128 with a fresh 16-character key, ECB mode, PKCS#7 padding, base64. ECB is what
 *   backends of this kind decrypt with a bare key; the key is used for one batch only.
 * - `_t`: that key, wrapped with RSA-OAEP (SHA-1, MGF1-SHA-1: the OAEP defaults of forge, OpenSSL and Node) under
 *   the configured public key, base64. WebCrypto does it natively and off the main thread on secure pages (https,
 *   localhost); node-forge (rsa-forge.ts, its own chunk) only where WebCrypto is missing.
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

const publicKeys = new Map<string, Promise<CryptoKey>>();

function importPublicKey(subtle: SubtleCrypto, publicKeyBase64: string): Promise<CryptoKey> {
  let imported = publicKeys.get(publicKeyBase64);
  if (!imported) {
    const der = Uint8Array.from(atob(publicKeyBase64), (char) => char.charCodeAt(0));
    imported = subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-1' }, false, ['encrypt']);
    // A refused key is not cached: the error is the same next time, and a fixed configuration is picked up.
    imported.catch(() => publicKeys.delete(publicKeyBase64));
    publicKeys.set(publicKeyBase64, imported);
  }
  return imported;
}

function base64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Wraps the AES key with RSA-OAEP under a base64 SubjectPublicKeyInfo. Rejects with BeaconKeyError when the key
 * is not an RSA public key. `subtle` is the page's WebCrypto, missing outside secure contexts.
 */
export async function rsaWrap(
  key: string,
  publicKeyBase64: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  const keyError = (cause: unknown) => new BeaconKeyError('STATS_RSA_PUBLIC_KEY is not an RSA public key', { cause });
  if (!subtle) {
    const { forgeRsaWrap } = await import('./rsa-forge');
    try {
      return forgeRsaWrap(key, publicKeyBase64);
    } catch (cause) {
      throw keyError(cause);
    }
  }
  let publicKey: CryptoKey;
  try {
    publicKey = await importPublicKey(subtle, publicKeyBase64);
  } catch (cause) {
    throw keyError(cause);
  }
  return base64(await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, new TextEncoder().encode(key)));
}

export interface BeaconFields {
  readonly [STATS_KEY_FIELD]: string;
  readonly [STATS_BATCH_FIELD]: string;
}

export async function encryptBatch(
  batch: unknown,
  publicKeyBase64: string,
  key: string = randomKey(),
): Promise<BeaconFields> {
  return {
    [STATS_KEY_FIELD]: await rsaWrap(key, publicKeyBase64),
    [STATS_BATCH_FIELD]: aesEncrypt(JSON.stringify(batch), key),
  } as BeaconFields;
}
