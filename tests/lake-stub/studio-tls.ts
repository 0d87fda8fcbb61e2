import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A self-signed certificate for the Studio's listener. The Studio holds about ten listeners (`/data/listen`) open
 * at once; over HTTP/1.1 a browser opens six connections per host and the rest wait forever, so the Studio is served
 * over HTTP/2 as Sanity's API is, which browsers speak only over TLS.
 */
export function studioCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'lake-stub-tls-'));
  try {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl could not make the stand-in's certificate: ${made.stderr}`);
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
