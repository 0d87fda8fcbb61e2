import { request } from 'node:http';
import { signWebhookPayload, SIGNATURE_HEADER } from '@site/schemas';
import { localSecret } from '../../../scripts/local-secrets.mjs';
import { sites } from './sites';

/** The revalidation webhook of the server under test, and its secret (the environment's, else this checkout's). */
export const SECRET = localSecret('SANITY_REVALIDATE_SECRET');
export const ENDPOINT = new URL('/api/revalidate', sites.en);

/** POSTs to the webhook on 127.0.0.1 with the site's Host (Node does not resolve *.localhost). */
export function post(
  body: string | Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: ENDPOINT.port || 80,
        path: ENDPOINT.pathname,
        method: 'POST',
        headers: { host: ENDPOINT.host, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The webhook call Sanity sends for a changed document, signed with the secret. */
export async function signedPost(payload: unknown, timestamp = Date.now()) {
  const body = JSON.stringify(payload);
  return post(body, { [SIGNATURE_HEADER]: await signWebhookPayload(SECRET, body, timestamp) });
}
