// The reference: a bare Next.js app (bare-app/, the site's Next and React) whose one prerendered page has the HTML
// size of the page it is compared with, so that a difference in serving cost is the site's own work, not its bytes.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { fetchLocal, waitFor } from './http';
import { type Server, startServer } from './servers';
import { kb } from './turbopack-build';

const bareDir = fileURLToPath(new URL('../bare-app/', import.meta.url));
const nextBin = fileURLToPath(new URL('../../../node_modules/next/dist/bin/next', import.meta.url));

export interface BareApp {
  readonly server: Server;
  /** Its page: http://127.0.0.1:<port>/ */
  readonly url: string;
  readonly htmlBytes: number;
}

/**
 * Builds and starts the bare app on `port` with its page within 5% of `targetBytes` of HTML. The page's text reaches
 * the HTML twice (markup and the inline RSC payload), so the text size is found by building, measuring, and
 * building again with the text scaled (at most three builds).
 */
export async function startBareApp(targetBytes: number, port: number): Promise<BareApp> {
  const url = `http://127.0.0.1:${port}/`;
  let textBytes = Math.round(targetBytes / 2);
  for (let attempt = 1; ; attempt += 1) {
    console.info(`Building the bare page (text ${kb(textBytes)})...`);
    execFileSync(process.execPath, [nextBin, 'build', bareDir], {
      stdio: 'ignore',
      env: { ...process.env, BARE_PAGE_BYTES: String(textBytes), NEXT_TELEMETRY_DISABLED: '1' },
    });
    const server = await startServer(
      'bare app',
      port,
      process.execPath,
      [nextBin, 'start', bareDir, '-p', String(port), '-H', '127.0.0.1'],
      {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    );
    try {
      await waitFor(url, { alive: server.alive });
      const htmlBytes = Buffer.byteLength((await fetchLocal(url)).body);
      if (attempt === 3 || Math.abs(htmlBytes - targetBytes) / targetBytes <= 0.05) return { server, url, htmlBytes };
      textBytes = Math.round((textBytes * targetBytes) / htmlBytes);
    } catch (error) {
      await server.stop();
      throw error;
    }
    await server.stop();
  }
}
