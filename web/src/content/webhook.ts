import {
  isDocumentId,
  parseSignatureHeader,
  SIGNATURE_HEADER,
  signatureKey,
  verifyWebhookSignature,
} from '@site/schemas';
import type { ChangedDocument, Listed } from './tags';
import { BodyTooLarge, readBoundedBody } from '../server/bounded-body';

/**
 * Sanity's GROQ-powered webhook, verified without trusting anything in the request until the HMAC matches (the
 * signature format lives in `@site/schemas`), and answered; what a checked change sets off is content/publish.ts. Web
 * Crypto only, so it runs in any runtime and in unit tests.
 */

export const MAX_BODY_BYTES = 256 * 1024;
/** Older signatures are refused, and remembered for replay checks only this long. */
export const MAX_AGE_MS = 5 * 60 * 1000;
/** Clock skew tolerated for timestamps ahead of ours; beyond it a timestamp "in the future" is refused. */
export const FUTURE_SKEW_MS = 30 * 1000;

/**
 * Remembers accepted signatures until they would be too old anyway; false for one already used. A delivery whose work
 * failed is forgotten again, so Sanity's retry of the same delivery (same body, same signature) is applied.
 */
export interface ReplayGuard {
  /** `signature`: the MAC's bytes in hex (signatureKey), the same for every spelling of one MAC. */
  accept(signature: string, timestamp: number, now: number): boolean | Promise<boolean>;
  release(signature: string): void | Promise<void>;
}

/** How long a signature must be remembered: until its timestamp is too old to pass the age check. */
export function replayWindowMs(timestamp: number, now: number): number {
  return Math.max(timestamp + MAX_AGE_MS + FUTURE_SKEW_MS - now, 1);
}

/** One process's guard (unit tests; the app uses the shared one, see api/revalidate). */
export class MemoryReplayGuard implements ReplayGuard {
  private readonly seen = new Map<string, number>();

  accept(signature: string, timestamp: number, now: number): boolean {
    for (const [key, expires] of this.seen) if (expires <= now) this.seen.delete(key);
    if (this.seen.has(signature)) return false;
    this.seen.set(signature, now + replayWindowMs(timestamp, now));
    return true;
  }

  release(signature: string): void {
    this.seen.delete(signature);
  }
}

export interface RevalidationDeps {
  /** null: no secret configured, every call is refused. */
  readonly secret: string | null;
  readonly replay: ReplayGuard;
  readonly now: () => number;
  /**
   * Applies a checked change (content/publish.ts) and resolves with the tags it expired. Throws when the change could
   * not be applied and a retry may succeed.
   */
  readonly publish: (change: ChangedDocument) => Promise<readonly string[]>;
}

function answer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** One side of `listed`: null, or a category id, tag ids and language codes; undefined when malformed. */
function asListed(value: unknown): Listed | null | undefined {
  if (value === null) return null;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { category, tags = [], locales } = value as Record<string, unknown>;
  // Ids become cache tags: anything that is not one makes the whole pair unusable, never a tag.
  if (category != null && !isDocumentId(category)) return undefined;
  if (tags !== null && (!Array.isArray(tags) || !tags.every(isDocumentId))) return undefined;
  if (!Array.isArray(locales) || !locales.every((code) => typeof code === 'string')) return undefined;
  return { category: category ?? null, tags: tags ?? [], locales };
}

/** `listed` as the projection sends it, or null (every listing of the type is then refreshed) when it is not that. */
function asListedPair(value: unknown): ChangedDocument['listed'] {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [before, after] = value.map(asListed);
  return before === undefined || after === undefined ? null : [before, after];
}

function asChange(value: unknown): ChangedDocument | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record._id !== 'string' || typeof record._type !== 'string' || record._id === '' || record._type === '')
    return null;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : null);
  return {
    _id: record._id,
    _type: record._type,
    slug: text('slug'),
    previousSlug: text('previousSlug'),
    _rev: text('_rev'),
    _updatedAt: text('_updatedAt'),
    operation: text('operation'),
    listed: asListedPair(record.listed),
  };
}

/**
 * POST /api/revalidate. 405 other methods, 413 body over 256 KB, 401 missing, malformed, wrong, old or future
 * signature, 409 replay of a delivery already applied, 400 malformed JSON or payload, 503 when the publish failed (the
 * delivery is forgotten: Sanity retries on 5xx), 200 with the tags expired. Never throws for bad input.
 */
export async function handleRevalidation(request: Request, deps: RevalidationDeps): Promise<Response> {
  if (request.method !== 'POST') return answer(405, { message: 'Method not allowed' }, { allow: 'POST' });
  if (!deps.secret) return answer(503, { message: 'Revalidation is not configured (SANITY_REVALIDATE_SECRET)' });

  let body: Uint8Array;
  try {
    body = await readBoundedBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return answer(413, { message: error.message });
    return answer(400, { message: 'Unreadable body' });
  }

  const header = request.headers.get(SIGNATURE_HEADER);
  if (!header) return answer(401, { message: 'Missing signature' });
  const parsed = parseSignatureHeader(header);
  if (!parsed) return answer(401, { message: 'Malformed signature' });
  const now = deps.now();
  if (now - parsed.timestamp > MAX_AGE_MS) return answer(401, { message: 'Signature too old' });
  if (parsed.timestamp - now > FUTURE_SKEW_MS) return answer(401, { message: 'Signature timestamp in the future' });
  if (!(await verifyWebhookSignature(deps.secret, body, parsed))) return answer(401, { message: 'Invalid signature' });
  // Only signatures that verified are remembered: forged calls cannot fill the replay store.
  if (!(await deps.replay.accept(signatureKey(parsed), parsed.timestamp, now)))
    return answer(409, { message: 'Signature already used' });

  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return answer(400, { message: 'Body is not JSON' });
  }
  const change = asChange(payload);
  if (!change) return answer(400, { message: 'Payload needs string _id and _type' });

  let tags: readonly string[];
  try {
    tags = await deps.publish(change);
  } catch {
    // Recorded as done only once its work succeeded: the same delivery, retried, is applied then.
    await deps.replay.release(signatureKey(parsed));
    return answer(503, { message: 'The change could not be applied; retry' }, { 'retry-after': '5' });
  }
  return answer(200, { revalidated: tags, document: { _id: change._id, _type: change._type } });
}
