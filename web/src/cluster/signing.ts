import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Everything an instance reads back from Redis was written by an instance of the site, or it is ignored: a cache
 * entry becomes a page (its inline scripts are trusted by the page's CSP), a tags message expires pages for every
 * visitor, edge data decides redirects. Whoever can write to Redis without the signing secret (a neighbour on a
 * shared Redis, a leaked password, a compromised tool) must not be able to do any of that. Each value carries an
 * HMAC-SHA256 over where it lives (its Redis key, hash field or channel) and its bytes, so a value signed for one
 * key is worthless under another.
 *
 * Loaded by the cache handler unbundled (shared-state.ts): erasable TypeScript, Node's own modules only.
 */

/** The shortest REDIS_SIGNING_SECRET accepted: a shorter one is guessable offline from one signed value. */
export const MIN_SIGNING_SECRET_LENGTH = 32;

/** Separates this key from any other use of the secret it is derived from (the webhook's HMACs). */
const DERIVATION_LABEL = 'redis-signing';

/** Layout version 1: `MSv1` + MAC + payload for bytes, `v1.<base64url MAC>.<payload>` for text. */
const BYTES_MAGIC = Buffer.from('MSv1');
const TEXT_PREFIX = 'v1.';
const MAC_BYTES = 32;
const MAC_TEXT_LENGTH = 43; // base64url of 32 bytes, unpadded

/**
 * The key the instances sign with. REDIS_SIGNING_SECRET when set; else derived from SANITY_REVALIDATE_SECRET, which
 * every instance of a deployment already shares. Neither: null and the reason. Sharing then stays off rather than
 * signing with a key that is either known to everyone (a development default) or known to this process only (a
 * random one, which the other instances would reject).
 */
export function signingKeyFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): { key: Buffer } | { problem: string } {
  const own = env.REDIS_SIGNING_SECRET?.trim();
  if (own) {
    if (own.length < MIN_SIGNING_SECRET_LENGTH)
      return { problem: `REDIS_SIGNING_SECRET is shorter than ${MIN_SIGNING_SECRET_LENGTH} characters` };
    return { key: deriveKey(own) };
  }
  const revalidate = env.SANITY_REVALIDATE_SECRET?.trim();
  if (revalidate) return { key: deriveKey(revalidate) };
  return { problem: 'neither REDIS_SIGNING_SECRET nor SANITY_REVALIDATE_SECRET is set' };
}

export function deriveKey(secret: string): Buffer {
  return createHmac('sha256', secret).update(DERIVATION_LABEL).digest();
}

/** Signs and opens values for one key. `context` names where the value lives (a Redis key, a hash field, a channel). */
export class Signer {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    this.#key = key;
  }

  #mac(context: string, payload: Buffer | string): Buffer {
    const where = Buffer.from(context, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(where.length);
    // The context's length first: no (context, payload) pair can be re-split into another that signs the same.
    return createHmac('sha256', this.#key).update(length).update(where).update(payload).digest();
  }

  signBytes(context: string, payload: Buffer): Buffer {
    return Buffer.concat([BYTES_MAGIC, this.#mac(context, payload), payload]);
  }

  /** The payload if `signed` is ours for this context, else null (unsigned, truncated, altered, another key). */
  openBytes(context: string, signed: Buffer): Buffer | null {
    const start = BYTES_MAGIC.length + MAC_BYTES;
    if (signed.length < start || !signed.subarray(0, BYTES_MAGIC.length).equals(BYTES_MAGIC)) return null;
    const payload = signed.subarray(start);
    return timingSafeEqual(signed.subarray(BYTES_MAGIC.length, start), this.#mac(context, payload)) ? payload : null;
  }

  signText(context: string, payload: string): string {
    return `${TEXT_PREFIX}${this.#mac(context, payload).toString('base64url')}.${payload}`;
  }

  /** Like `openBytes`, for text values and messages. */
  openText(context: string, signed: string): string | null {
    const start = TEXT_PREFIX.length + MAC_TEXT_LENGTH + 1;
    if (signed.length < start || !signed.startsWith(TEXT_PREFIX) || signed[start - 1] !== '.') return null;
    const provided = Buffer.from(signed.slice(TEXT_PREFIX.length, start - 1), 'base64url');
    if (provided.length !== MAC_BYTES) return null;
    const payload = signed.slice(start);
    return timingSafeEqual(provided, this.#mac(context, payload)) ? payload : null;
  }
}

/** How often rejections are reported at most: a flood of forged values writes one line per interval. */
export const REJECTION_LOG_INTERVAL_MS = 60_000;

/**
 * Reports values that failed verification: for each kind (cache entry, message...), the first at once, then at most
 * one line per interval with how many more there were. Names come from Redis (attacker-chosen hash fields, keys):
 * quoted and cut short.
 */
export class RejectionLog {
  readonly #write: (line: string) => void;
  readonly #intervalMs: number;
  /** Per kind: kinds are the few this code names, never text from Redis. */
  readonly #kinds = new Map<string, { lastAt: number; suppressed: number }>();

  constructor(write: (line: string) => void, intervalMs = REJECTION_LOG_INTERVAL_MS) {
    this.#write = write;
    this.#intervalMs = intervalMs;
  }

  reject(kind: string, name: string, now = Date.now()): void {
    const seen = this.#kinds.get(kind);
    if (seen && now - seen.lastAt < this.#intervalMs) {
      seen.suppressed += 1;
      return;
    }
    const more = seen?.suppressed ? ` (and ${seen.suppressed} more since the last report)` : '';
    this.#write(
      `ignored ${kind} ${JSON.stringify(name.slice(0, 200))} from Redis: not signed with this deployment's key${more}`,
    );
    this.#kinds.set(kind, { lastAt: now, suppressed: 0 });
  }
}
