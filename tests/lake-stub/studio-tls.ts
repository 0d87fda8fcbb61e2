import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestCertificate } from '../fixtures/test-certificate';

/**
 * A self-signed certificate for the Studio's listener. The Studio holds about ten listeners (`/data/listen`) open
 * at once; over HTTP/1.1 a browser opens six connections per host and the rest wait forever, so the Studio is served
 * over HTTP/2 as Sanity's API is, which browsers speak only over TLS.
 */
export function studioCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'lake-stub-tls-'));
  try {
    const { key, certificate } = makeTestCertificate(dir, ['localhost', '*.localhost', '127.0.0.1']);
    return { key, cert: certificate };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
