/**
 * npm run content:publish [-- --all | --id <documentId> ...]
 *
 * Publishes the embedded dataset to a running site the way Sanity would: for every document that changed since the
 * last publish (or the ones named), it evaluates the webhook projection and POSTs a signed call to
 * /api/revalidate. The site re-reads studio/seed/dataset and serves fresh pages without a restart.
 *
 * Target: CONTENT_PUBLISH_URL, else SITE_URL_EN (default http://localhost:3000). Secret: SANITY_REVALIDATE_SECRET,
 * else the local development default the site also uses for the embedded dataset.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIGNATURE_HEADER, signWebhookPayload, WEBHOOK_PROJECTION } from '@site/schemas';
import { evaluate, parse } from 'groq-js';
import { localSecret } from '../../scripts/local-secrets.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const DATASET = process.env.CONTENT_DATASET_DIR || join(HERE, '../seed/dataset');
const STATE_DIR = join(HERE, '../../.cache');

type Doc = Record<string, unknown> & { _id: string; _type: string };

function readDataset(): Map<string, Doc> {
  const text = readFileSync(join(DATASET, 'data.ndjson'), 'utf8');
  const docs = new Map<string, Doc>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const doc = JSON.parse(line) as Doc;
    docs.set(doc._id, doc);
  }
  return docs;
}

const hashOf = (doc: Doc) => createHash('sha1').update(JSON.stringify(doc)).digest('hex');

/** One POST without following redirects; `*.localhost` goes to loopback (Node's resolver does not map it). */
function post(url: URL, body: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const loopback = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  const send = url.protocol === 'https:' ? httpsRequest : request;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: loopback ? '127.0.0.1' : url.hostname,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        path: url.pathname,
        method: 'POST',
        headers: {
          host: url.host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${url.href}`)));
    req.on('error', reject);
    req.end(body);
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const base = process.env.CONTENT_PUBLISH_URL || process.env.SITE_URL_EN || 'http://localhost:3000';
  const endpoint = new URL('/api/revalidate', base);
  // The site's own secret: the environment's, else the one this checkout generated for `npm start`.
  const secret = localSecret('SANITY_REVALIDATE_SECRET');
  const stateFile = join(STATE_DIR, `content-published-${endpoint.host.replace(/[^a-z0-9]+/gi, '-')}.json`);

  const current = readDataset();
  // Per document: content hash, type and slug at the last publish, so a renamed or deleted one refreshes its old URL.
  const previous: Record<string, [hash: string, type: string, slug: string | null]> = existsSync(stateFile)
    ? JSON.parse(readFileSync(stateFile, 'utf8'))
    : {};
  const before = (id: string): Doc | null => {
    const entry = previous[id];
    return entry
      ? { _id: id, _type: entry[1], ...(entry[2] ? { slug: { _type: 'slug', current: entry[2] } } : {}) }
      : null;
  };
  const named = args.flatMap((arg, index) => (args[index - 1] === '--id' ? [arg] : []));
  const everything = args.includes('--all') || (!existsSync(stateFile) && named.length === 0);

  const changed: { before: Doc | null; after: Doc | null; id: string }[] = [];
  if (named.length > 0) {
    for (const id of named) {
      if (!current.has(id) && !previous[id]) throw new Error(`No document ${id} in ${DATASET}`);
      changed.push({ id, before: before(id), after: current.get(id) ?? null });
    }
  } else {
    for (const [id, doc] of current)
      if (everything || previous[id]?.[0] !== hashOf(doc)) changed.push({ id, before: before(id), after: doc });
    for (const id of Object.keys(previous)) if (!current.has(id)) changed.push({ id, before: before(id), after: null });
  }
  if (changed.length === 0) {
    console.info(
      `Nothing changed since the last publish to ${endpoint.origin}. Use --all or --id <documentId> to publish anyway.`,
    );
    return;
  }

  const projection = parse(WEBHOOK_PROJECTION, { mode: 'delta' });
  let failures = 0;
  const started = Date.now();
  for (const change of changed) {
    const root = change.after ?? change.before!;
    const payload = await (
      await evaluate(projection, { root, before: change.before, after: change.after, dataset: [] })
    ).get();
    const body = JSON.stringify(payload);
    const response = await post(endpoint, body, { [SIGNATURE_HEADER]: await signWebhookPayload(secret, body) }).catch(
      (error: Error) => ({
        status: 0,
        text: error.message,
      }),
    );
    if (response.status !== 200) {
      failures++;
      console.error(`${change.id}: ${response.status || 'no answer'} ${response.text}`);
    }
  }
  if (failures > 0) {
    console.error(`${failures} of ${changed.length} calls failed. Is the site running at ${endpoint.origin}?`);
    process.exit(1);
  }
  mkdirSync(STATE_DIR, { recursive: true });
  const slugOf = (doc: Doc) => (doc.slug as { current?: string } | undefined)?.current ?? null;
  writeFileSync(
    stateFile,
    JSON.stringify(Object.fromEntries([...current].map(([id, doc]) => [id, [hashOf(doc), doc._type, slugOf(doc)]]))),
  );
  console.info(`Published ${changed.length} document(s) to ${endpoint.href} in ${Date.now() - started} ms.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
