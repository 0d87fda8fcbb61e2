import { randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER, WEBHOOK_PROJECTION, signWebhookPayload } from '@site/schemas';
import { evaluate, parse } from 'groq-js';
import type { Document } from '../../web/src/content/dataset';

/**
 * Sanity's GROQ-powered webhook as the README tells administrators to configure it: POST to the site's
 * /api/revalidate on create, update and delete of published documents, the body the projection
 * `WEBHOOK_PROJECTION` evaluated with `before()` and `after()`, signed with the webhook secret. Like Sanity, a 5xx
 * or a failed connection is retried with a growing delay (a 4xx is not); each attempt is signed anew, as its
 * timestamp is part of the signature.
 */
export interface Webhook {
  readonly url: string;
  readonly secret: string;
  readonly projectId: string;
  readonly dataset: string;
  /** Delays before each retry (Sanity backs off over minutes; tests use seconds). */
  readonly retryDelaysMs?: readonly number[];
}

export interface Delivery {
  readonly documentId: string;
  readonly body: unknown;
  readonly attempts: { status: number; ms: number }[];
}

/** Every delivery since the stand-in started, for the tests (GET /__lake/webhooks). */
export const deliveries: Delivery[] = [];

// Delta mode: the parser's switch for before(), after() and delta::*, which only webhooks' projections may use.
const projection = parse(WEBHOOK_PROJECTION, { mode: 'delta' });

/** The body Sanity sends for a change: the projection evaluated over the document before and after it. */
export async function webhookBody(before: Document | null, after: Document | null): Promise<unknown> {
  return (await evaluate(projection, { root: after ?? before, before, after })).get();
}

export function studioWebhook(config: Webhook) {
  const delays = config.retryDelaysMs ?? [500, 1000, 2000, 4000];
  return (before: Document | undefined, after: Document | undefined, transactionId: string) => {
    void (async () => {
      const root = after ?? before;
      if (!root) return;
      const body = await webhookBody(before ?? null, after ?? null);
      const text = JSON.stringify(body);
      const delivery: Delivery = { documentId: root._id, body, attempts: [] };
      deliveries.push(delivery);
      const idempotencyKey = randomUUID();
      for (let attempt = 0; ; attempt += 1) {
        const started = Date.now();
        let status = 0;
        try {
          const answer = await fetch(config.url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              [SIGNATURE_HEADER]: await signWebhookPayload(config.secret, text),
              'idempotency-key': idempotencyKey,
              'sanity-transaction-id': transactionId,
              'sanity-transaction-time': new Date().toISOString(),
              'sanity-dataset': config.dataset,
              'sanity-document-id': root._id,
              'sanity-project-id': config.projectId,
              'sanity-operation': after && before ? 'update' : after ? 'create' : 'delete',
            },
            body: text,
          });
          status = answer.status;
          await answer.arrayBuffer();
        } catch {
          status = 0;
        }
        delivery.attempts.push({ status, ms: Date.now() - started });
        if ((status > 0 && status < 500) || attempt >= delays.length) return;
        await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
      }
    })();
  };
}
