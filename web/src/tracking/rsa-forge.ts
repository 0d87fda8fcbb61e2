import forge from 'node-forge/lib/forge';
import 'node-forge/lib/util';
import 'node-forge/lib/asn1';
import 'node-forge/lib/sha1';
import 'node-forge/lib/pkcs1';
import 'node-forge/lib/rsa';

/**
 * RSA-OAEP (SHA-1, MGF1-SHA-1) in JavaScript, for pages without WebCrypto (an http page on a host that is not
 * localhost is not a secure context). A chunk of its own: node-forge's evaluation alone blocks a slow phone for
 * hundreds of milliseconds, so secure pages never load it (beacon-crypto.ts).
 */

const publicKeys = new Map<string, forge.pki.rsa.PublicKey>();

/** Throws when `publicKeyBase64` is not a base64 SubjectPublicKeyInfo of an RSA key. */
export function forgeRsaWrap(key: string, publicKeyBase64: string): string {
  let publicKey = publicKeys.get(publicKeyBase64);
  if (!publicKey) {
    publicKey = forge.pki.publicKeyFromAsn1(
      forge.asn1.fromDer(forge.util.decode64(publicKeyBase64)),
    ) as forge.pki.rsa.PublicKey;
    publicKeys.set(publicKeyBase64, publicKey);
  }
  return forge.util.encode64(publicKey.encrypt(key, 'RSA-OAEP'));
}
