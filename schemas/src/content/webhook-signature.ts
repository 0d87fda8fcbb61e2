/**
 * The signature Sanity's webhooks send, in the format of @sanity/webhook:
 * `sanity-webhook-signature: t=<unix ms>,v1=<base64url(HMAC-SHA256(secret, "<t>.<raw body>"))>`.
 * Web Crypto only, so web (verifying), the publish script and tests (signing) share one definition.
 */
export const SIGNATURE_HEADER = 'sanity-webhook-signature';

const HEADER_PATTERN = /^t=(\d{13}),\s*v1=([A-Za-z0-9_-]{43})$/;
const encoder = new TextEncoder();

export interface ParsedSignature {
  readonly timestamp: number;
  /** The MAC as sent (canonical base64url). */
  readonly signature: string;
  /** The MAC's 32 bytes: what a replay guard remembers, since only they identify a signature. */
  readonly bytes: Uint8Array<ArrayBuffer>;
}

/**
 * The header's timestamp and MAC, or null when malformed. 43 base64url characters carry 258 bits for 32 bytes: the
 * last character's two spare bits must be zero (as every encoder writes them), or four spellings of one MAC would
 * each verify and each pass a replay guard that remembers the text.
 */
export function parseSignatureHeader(header: string | null | undefined): ParsedSignature | null {
  const match = header ? HEADER_PATTERN.exec(header.trim()) : null;
  if (!match) return null;
  const signature = match[2]!;
  const bytes = fromBase64url(signature);
  if (!bytes || bytes.length !== 32 || base64url(bytes) !== signature) return null;
  return { timestamp: Number(match[1]), signature, bytes };
}

/** Hex of a signature's bytes: one key per MAC, however it was spelled. */
export function signatureKey(parsed: ParsedSignature): string {
  let hex = '';
  for (const byte of parsed.bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

function signedBytes(timestamp: number, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${timestamp}.`);
  const data = new Uint8Array(prefix.length + body.length);
  data.set(prefix);
  data.set(body, prefix.length);
  return data;
}

/** The header Sanity would send for this body at this time. */
export async function signWebhookPayload(
  secret: string,
  body: string | Uint8Array,
  timestamp = Date.now(),
): Promise<string> {
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), signedBytes(timestamp, bytes));
  return `t=${timestamp},v1=${base64url(new Uint8Array(mac))}`;
}

/** HMAC check in constant time: `subtle.verify` compares the whole MAC, never stopping at the first difference. */
export async function verifyWebhookSignature(
  secret: string,
  body: Uint8Array,
  parsed: ParsedSignature,
): Promise<boolean> {
  if (parsed.bytes.length !== 32) return false;
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret, 'verify'),
    parsed.bytes,
    signedBytes(parsed.timestamp, body),
  );
}
