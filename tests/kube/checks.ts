import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { SIGNATURE_HEADER, signWebhookPayload } from '@site/schemas';
import { ENGLISH_BROWSER_HEADERS } from '../fixtures/browser';
import { repeatedKeys } from '../fixtures/json-keys';
import { FRONT_POD, REDIS_POD, sitePod } from './podman-manifests';

/**
 * The checks of `npm run test:kube` (scripts/test-kube.sh), against deploy/kubernetes/ played by `podman kube play`:
 * every page family through the front; a publish sent to one replica served by the other and the front within a
 * second; a replica killed hard restarted by the engine while the front keeps answering; Redis refusing a client
 * without the password; the instances reachable only through the front; the operators' signals (probes not public,
 * scrapes not counted, request ids joining the front and the instances' logs, no key twice in a log line); no secret
 * in the image or the logs.
 * Every check runs, whatever the others gave; the exit code is the number that failed.
 *
 * Environment (set by scripts/test-kube.sh): KUBE_FRONT_PORT, SITE_URL_EN/ZH/RU, KUBE_DATASET (the dataset folder
 * both replicas read), KUBE_SECRETS (a JSON object of the secrets the test created), KUBE_SITE_IMAGE,
 * KUBE_ISOLATED_NETWORK (a network other than the pods').
 */
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`checks: ${name} is not set (run through scripts/test-kube.sh)`);
  return value;
};
const FRONT_PORT = Number(env('KUBE_FRONT_PORT'));
const SITES = { en: env('SITE_URL_EN'), zh: env('SITE_URL_ZH'), ru: env('SITE_URL_RU') };
const SECRETS = JSON.parse(env('KUBE_SECRETS')) as Record<string, string>;
const container = (pod: string, name: string) => `${pod}-${name}`;
const SITE_A = container(sitePod('a'), 'site');
const ARTICLE = { _id: 'blog-post-what-is-browser-fingerprinting', _type: 'blogPost' };
const ARTICLE_PATH = '/blog/what-is-browser-fingerprinting';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

function hit(
  target: { host: string; port: number },
  path: string,
  options: { hostHeader?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.host,
        port: target.port,
        path,
        method: options.method ?? 'GET',
        headers: { host: options.hostHeader ?? new URL(SITES.en).host, ...ENGLISH_BROWSER_HEADERS, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout: ${path}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

const FRONT = { host: '127.0.0.1', port: FRONT_PORT };
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const podman = (...args: string[]) => {
  const run = spawnSync('podman', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`podman ${args.join(' ')}: ${run.stderr.trim()}`);
  return run.stdout.trim();
};
const podIp = (pod: string) => {
  const infra = podman('pod', 'inspect', '--format', '{{.InfraContainerID}}', pod);
  return podman('inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', infra);
};
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
/** Sanity's webhook for the test article, signed with the test's secret. */
const publishArticle = async (target: { host: string; port: number }) => {
  const body = JSON.stringify(ARTICLE);
  return hit(target, '/api/revalidate', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: await signWebhookPayload(SECRETS.SANITY_REVALIDATE_SECRET!, body, Date.now()),
    },
  });
};

async function eventually<T>(what: string, get: () => Promise<T>, ok: (value: T) => boolean, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  let last: T | undefined;
  let error: unknown;
  while (Date.now() < until) {
    try {
      last = await get();
      if (ok(last)) return last;
    } catch (caught) {
      error = caught;
    }
    await sleep(250);
  }
  throw new Error(`${what}: not within ${ms} ms (last: ${JSON.stringify(last)}${error ? `, ${String(error)}` : ''})`);
}

const results: { name: string; ok: boolean; detail: string; ms: number }[] = [];
async function check(name: string, body: () => Promise<string>): Promise<void> {
  const started = Date.now();
  try {
    const detail = await body();
    results.push({ name, ok: true, detail, ms: Date.now() - started });
    console.info(`  ok    ${name} (${Date.now() - started} ms): ${detail}`);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, detail, ms: Date.now() - started });
    console.info(`  FAIL  ${name} (${Date.now() - started} ms): ${detail}`);
  }
}
function expect(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

// ---------------------------------------------------------------------------------------------------------------

await check('every page family answers through the front', async () => {
  const index = await hit(FRONT, '/sitemap.xml');
  expect(index.status === 200, `/sitemap.xml answered ${index.status}`);
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  let urls = locs(index.body);
  if (index.body.includes('<sitemapindex')) {
    const children = await Promise.all(urls.map((url) => hit(FRONT, new URL(url).pathname)));
    urls = children.flatMap((child) => locs(child.body));
  }
  // One address per family: the first path segment after the language (none: the home page).
  const families = new Map<string, string>();
  for (const url of urls) {
    const { pathname, host } = new URL(url);
    const segments = pathname.split('/').filter(Boolean);
    const rest = segments[0] && segments[0].length <= 3 && /^[a-z]+$/.test(segments[0]) ? segments.slice(1) : segments;
    const family = `${host === new URL(SITES.en).host ? '' : `${host} `}${rest[0] ?? '(home)'}${rest.length > 1 ? '/…' : ''}`;
    if (!families.has(family)) families.set(family, url);
  }
  expect(families.size >= 10, `only ${families.size} families in the sitemap: ${[...families.keys()].join(', ')}`);
  const extra = ['/robots.txt', '/build-id.json', '/blog/feed', '/en-US-sitemap.xml'].map(
    (path) => `${SITES.en}${path}`,
  );
  const failed: string[] = [];
  for (const url of [...families.values(), ...extra, `${SITES.zh}/`, `${SITES.ru}/`, `${SITES.zh}/pricing`]) {
    const { host, pathname, search } = new URL(url);
    const answer = await hit(FRONT, pathname + search, { hostHeader: host });
    if (answer.status !== 200) failed.push(`${url}: ${answer.status}`);
  }
  expect(failed.length === 0, `not 200: ${failed.join('; ')}`);
  return `${families.size} families from the sitemap, ${extra.length} fixed paths, the zh and ru hosts: all 200`;
});

await check('a publish sent to one replica is served by the other and by the front within 1 s', async () => {
  const a = { host: podIp(sitePod('a')), port: 3000 };
  const b = { host: podIp(sitePod('b')), port: 3000 };
  const titleOn = async (target: { host: string; port: number }) => h1((await hit(target, ARTICLE_PATH)).body);
  const before = await titleOn(b);
  expect(Boolean(before), `no title on ${ARTICLE_PATH} of replica b`);
  const title = `Published through one replica ${Date.now()}`;
  const file = `${env('KUBE_DATASET')}/data.ndjson`;
  const lines = readFileSync(file, 'utf8').split('\n');
  let edited = 0;
  const changed = lines.map((line) => {
    if (!line.includes(`"_id":"${ARTICLE._id}"`)) return line;
    const doc = JSON.parse(line) as { title?: Record<string, string> };
    doc.title = { ...doc.title, en: title };
    edited += 1;
    return JSON.stringify(doc);
  });
  expect(edited === 1, `the dataset has ${edited} documents ${ARTICLE._id}`);
  writeFileSync(file, changed.join('\n'));
  await sleep(1100); // the front's copy ages out, as between a publish and a visitor
  const sent = Date.now();
  const answer = await publishArticle(a);
  expect(answer.status === 200, `the webhook on replica a answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  const applied = Date.now();
  // The change must be in effect within a second of the webhook's answer (replica a has applied it by then): a
  // request sent by then gets it. What a request waits on a loaded machine is reported, not counted.
  const served = async (target: { host: string; port: number }, where: string) => {
    for (;;) {
      const asked = Date.now() - applied;
      expect(asked <= 1000, `${where} did not serve the change within 1 s of the webhook's answer`);
      if ((await titleOn(target)) === title) return { asked, answered: Date.now() - applied };
      await sleep(50);
    }
  };
  const onB = await served(b, 'replica b');
  const onFront = await served(FRONT, 'the front');
  return (
    `webhook answered in ${applied - sent} ms; then "${title}" was served by replica b to a request sent ` +
    `${onB.asked} ms after it (answered at ${onB.answered} ms), by the front to one sent at ${onFront.asked} ms ` +
    `(answered at ${onFront.answered} ms)`
  );
});

await check('a replica killed hard is restarted by the engine while the front keeps answering', async () => {
  const pid = Number(podman('inspect', '--format', '{{.State.Pid}}', SITE_A));
  const restarts = Number(podman('inspect', '--format', '{{.RestartCount}}', SITE_A));
  expect(pid > 0, `no process for ${SITE_A}`);
  let requests = 0;
  const failures: string[] = [];
  let stop = false;
  const paths = ['/', '/pricing', ARTICLE_PATH, '/de/blog', '/download'];
  const loop = (async () => {
    for (let i = 0; !stop; i += 1) {
      const path = paths[i % paths.length]!;
      try {
        const answer = await hit(FRONT, path, { headers: { 'cache-control': 'no-cache' } });
        requests += 1;
        if (answer.status !== 200) failures.push(`${path}: ${answer.status}`);
      } catch (error) {
        failures.push(`${path}: ${String(error)}`);
      }
    }
  })();
  await sleep(1000);
  process.kill(pid, 'SIGKILL');
  const killed = Date.now();
  const a = await eventually(
    'the engine restarts the replica and it is ready',
    async () => {
      const now = Number(podman('inspect', '--format', '{{.RestartCount}}', SITE_A));
      const ip = podIp(sitePod('a'));
      const ready = now > restarts ? (await hit({ host: ip, port: 3000 }, '/api/ready')).status : 0;
      return { now, ready };
    },
    (state) => state.now > restarts && state.ready === 200,
    120_000,
  );
  const readyMs = Date.now() - killed;
  await sleep(1000);
  stop = true;
  await loop;
  expect(
    failures.length === 0,
    `${failures.length} of ${requests} requests failed: ${failures.slice(0, 5).join('; ')}`,
  );
  return `restarted (restart count ${a.now}) and ready ${readyMs} ms after SIGKILL; ${requests} requests through the front, none failed`;
});

await check('Redis refuses a client without the password', async () => {
  const ip = podIp(REDIS_POD);
  const talk = (line: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(6379, ip, () => socket.write(line));
      let data = '';
      socket.setTimeout(5000, () => socket.destroy(new Error('timeout')));
      socket.on('data', (chunk) => {
        data += chunk.toString();
        if (data.includes('\r\n')) socket.end();
      });
      socket.on('close', () => resolve(data.trim()));
      socket.on('error', reject);
    });
  const anonymous = await talk('PING\r\n');
  expect(anonymous.startsWith('-NOAUTH'), `PING without a password answered ${anonymous}`);
  const keys = await talk('KEYS *\r\n');
  expect(keys.startsWith('-NOAUTH'), `KEYS without a password answered ${keys}`);
  const wrong = await talk('AUTH not-the-password\r\n');
  expect(wrong.startsWith('-WRONGPASS') || wrong.startsWith('-ERR'), `a wrong password answered ${wrong}`);
  const right = await talk(`AUTH ${SECRETS.REDIS_PASSWORD}\r\n`);
  expect(right === '+OK', `the right password answered ${right}`);
  const policy = podman(
    'exec',
    container(REDIS_POD, 'redis'),
    'sh',
    '-c',
    'grep -E "^maxmemory" /var/lib/redis/redis.conf',
  );
  expect(/maxmemory-policy volatile-lru/.test(policy) && /^maxmemory \S+/m.test(policy), `Redis runs with ${policy}`);
  return `NOAUTH without it, refused with a wrong one, OK with the Secret's; ${policy.replace(/\n/g, ', ')}`;
});

await check('the instances and Redis are reachable only through the front', async () => {
  // podman lists a pod's published ports on its infra container and on each of its containers: only the front's pod.
  const frontPod = podman('pod', 'inspect', '--format', '{{.Id}}', FRONT_POD);
  const published = podman('ps', '--format', '{{.Pod}} {{.Names}} {{.Ports}}')
    .split('\n')
    .filter((line) => /->/.test(line));
  const elsewhere = published.filter((line) => !frontPod.startsWith(line.split(' ')[0]!));
  const mappings = new Set(published.map((line) => line.split(' ').slice(2).join(' ')));
  expect(
    elsewhere.length === 0 && mappings.size === 1 && mappings.has(`127.0.0.1:${FRONT_PORT}->8080/tcp`),
    `published ports: ${published.join('; ') || 'none'}`,
  );
  // From a container outside the pods' network: no name, and no route to their addresses.
  const ips = [podIp(sitePod('a')), podIp(sitePod('b')), podIp(REDIS_POD)];
  const probe = spawnSync(
    'podman',
    [
      'run',
      '--rm',
      '--network',
      env('KUBE_ISOLATED_NETWORK'),
      '--entrypoint',
      '/usr/local/bin/node',
      env('KUBE_SITE_IMAGE'),
      '-e',
      `const net=require('node:net');const targets=${JSON.stringify([
        ...ips.slice(0, 2).map((host) => [host, 3000]),
        ...ips.slice(0, 2).map((host) => [host, 9464]),
        [ips[2], 6379],
        [sitePod('a'), 3000],
      ])};Promise.all(targets.map(([host,port])=>new Promise(r=>{const s=net.connect({host,port,timeout:3000},()=>{s.destroy();r(host+':'+port+' open')});s.on('timeout',()=>{s.destroy();r(null)});s.on('error',()=>r(null))}))).then(o=>{const open=o.filter(Boolean);console.info(open.join(' '));process.exit(open.length?1:0)})`,
    ],
    { encoding: 'utf8' },
  );
  expect(probe.status === 0, `reachable from another network: ${probe.stdout.trim()} ${probe.stderr.trim()}`);
  return `only the front's pod publishes a port (${[...mappings].join(', ')}); from another network nothing answers on the instances' and Redis's ports`;
});

await check(
  "the operators' signals: probes private, scrapes not counted, request ids joined, log lines well-formed",
  async () => {
    const a = { host: podIp(sitePod('a')), port: 3000 };
    // The probes are the instances' own: the orchestrator asks each directly; the front answers 404.
    for (const path of ['/api/health', '/api/ready']) {
      expect((await hit(a, path)).status === 200, `${path} on replica a is not 200`);
      const publicly = (await hit(FRONT, path)).status;
      expect(publicly === 404, `${path} through the front answered ${publicly}`);
    }
    // A scrape is not an answer of the site: it is not counted among them.
    const counted = async () => {
      const text = (await hit({ host: a.host, port: 9464 }, '/metrics')).body;
      return [...text.matchAll(/^morphis_http_responses_total\{[^}]*\} (\S+)$/gm)].reduce(
        (n, m) => n + Number(m[1]),
        0,
      );
    };
    const before = await counted();
    await counted();
    const after = await counted();
    expect(after === before, `three scrapes moved the responses counted from ${before} to ${after}`);
    // The visitor gets the front's request id back, and the instance's lines of that request carry it.
    const page = await hit(FRONT, '/pricing');
    const pageId = String(page.headers['x-request-id'] ?? '');
    expect(/^[0-9a-f]{32}$/.test(pageId), `a page through the front came back with X-Request-Id "${pageId}"`);
    const webhook = await publishArticle(FRONT);
    const id = String(webhook.headers['x-request-id'] ?? '');
    expect(
      webhook.status === 200 && /^[0-9a-f]{32}$/.test(id),
      `webhook through the front: ${webhook.status}, id "${id}"`,
    );
    const logs = ['a', 'b'].flatMap((replica) => {
      const run = spawnSync('podman', ['logs', container(sitePod(replica), 'site')], {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      });
      return (run.stdout + run.stderr).split('\n').filter((line) => line.startsWith('{'));
    });
    const ofRequest = logs.filter((line) => line.includes(id));
    expect(
      ofRequest.some((line) => (JSON.parse(line) as { requestId?: string; msg?: string }).msg === 'webhook applied'),
      `no "webhook applied" line with requestId ${id} in the replicas' logs`,
    );
    const repeated = logs.flatMap((line) => (repeatedKeys(line).length > 0 ? [line] : []));
    expect(repeated.length === 0, `${repeated.length} log lines repeat a key, e.g. ${repeated[0]?.slice(0, 300)}`);
    return `/api/health and /api/ready 200 on a replica, 404 through the front; 3 scrapes left ${before} answers counted; X-Request-Id ${pageId} on a page, the webhook's ${id} in ${ofRequest.length} replica log line(s); ${logs.length} JSON log lines, none with a key twice`;
  },
);

await check('no secret in the image or the logs', async () => {
  const secrets = Object.entries(SECRETS).filter(([key]) => key !== 'REDIS_URL');
  const local = (() => {
    try {
      return readFileSync('.env.local', 'utf8')
        .split('\n')
        .map((line) => /^[A-Z_]+=(.{16,})$/.exec(line.trim())?.[1]?.replace(/^['"]|['"]$/g, ''))
        .filter((value): value is string => Boolean(value));
    } catch {
      return [];
    }
  })();
  const needles = [...secrets.map(([, value]) => value), ...local];
  const found: string[] = [];
  const image = env('KUBE_SITE_IMAGE');
  const inspect = podman('image', 'inspect', image);
  for (const needle of needles) if (inspect.includes(needle)) found.push('image metadata');
  if (/(SECRET|TOKEN|PASSWORD)=/i.test(JSON.stringify(JSON.parse(inspect)[0]?.Config?.Env ?? [])))
    found.push('an image ENV');
  // Every file of the image, one pass: a container is created (not started) and exported.
  const created = podman('create', image);
  try {
    const scan = spawnSync(
      'sh',
      [
        '-c',
        `podman export ${created} | tar -t | grep -E '(^|/)(\\.env(\\.local)?|\\.npmrc|id_rsa|.*\\.pem|.*\\.key)$' | grep -v -e '^etc/ssl/certs/' -e '^usr/lib/ssl/cert.pem$' || true`,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (scan.stdout.trim()) found.push(`files: ${scan.stdout.trim().split('\n').slice(0, 5).join(', ')}`);
    const patterns = needles.join('\n');
    writeFileSync('/tmp/kube-secret-needles', patterns);
    const grep = spawnSync(
      'sh',
      ['-c', `podman export ${created} | grep -a -c -F -f /tmp/kube-secret-needles || true`],
      {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    if (Number(grep.stdout.trim()) > 0) found.push(`${grep.stdout.trim()} lines of the image's files`);
  } finally {
    podman('rm', created);
  }
  const names = podman('ps', '-a', '--format', '{{.Names}}')
    .split('\n')
    .filter((name) => /-pod-0-/.test(name));
  for (const name of names) {
    const logs = spawnSync('podman', ['logs', name], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    const text = logs.stdout + logs.stderr;
    for (const [key, value] of secrets) if (text.includes(value)) found.push(`${key} in the log of ${name}`);
  }
  expect(found.length === 0, found.join('; '));
  return `${needles.length} secret values (the test's and .env.local's) in neither the image's metadata, its files, nor the logs of ${names.length} containers`;
});

const failed = results.filter((result) => !result.ok);
console.info(`kube checks: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length);
