import { request as httpRequest } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request without following redirects. Node's resolver does not map *.localhost to loopback on these
 * machines, so the request goes to 127.0.0.1 with the wanted Host header, which is what a browser would send.
 */
export function get(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
  timeoutMs = 15_000,
): Promise<RawResponse> {
  const target = new URL(url);
  const loopback = target.hostname === 'localhost' || target.hostname.endsWith('.localhost');
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: loopback ? '127.0.0.1' : target.hostname,
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        method,
        headers: {
          host: target.host,
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

/** The redirect target as a browser resolves it: Next sends same-origin Locations as paths. */
export function locationOf(response: RawResponse, requestUrl: string): string | undefined {
  const location = response.headers['location'];
  return typeof location === 'string' ? new URL(location, requestUrl).href : undefined;
}

/**
 * One request with the path sent exactly as given (no URL parsing on our side, so `//`, `\`, `%` and dot segments
 * reach the server as a browser or an attacker would send them), to the local server on `port`, with any Host.
 * The path must be printable Latin-1 (Node's client refuses anything else); encode the rest first.
 */
export function rawGet(
  port: number,
  hostHeader: string,
  rawPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: rawPath, method, headers: { host: hostHeader, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout: ${hostHeader}${rawPath.slice(0, 200)}`)));
    req.on('error', reject);
    req.end();
  });
}
