/**
 * The scoring of MDN's HTTP Observatory (github.com/mdn/mdn-http-observatory, read at its 2026-08 version:
 * `src/analyzer/tests/*.js`, `src/grader/charts.js`, `src/scanner/index.js`), restated for one response so a test can
 * grade every page type without the scanner or the network. Each test keeps the scanner's name and result names and
 * its score modifiers; the total starts at 100, adds every modifier, and keeps the bonuses only when the total of the
 * penalties alone is still 90 or more (an A). A+ is 100 or more.
 *
 * What the scanner fetches is an input: the https answer (`https`, HSTS and cookies are read from it), its CORS
 * preflight, and the addresses its http request went through (the redirection test); cluster/security-grade.test.ts
 * passes what the front with TLS serves. `hstsPreloaded` is the browsers' list, false until the domain is submitted.
 * Not restated: the scanner's certificate check (an untrusted certificate fails the redirection test).
 */

export type HeaderBag = Record<string, string | string[] | undefined>;

export interface ObservatoryInput {
  /** The page's public address; https in production (the scanner reads the https answer when there is one). */
  readonly url: string;
  readonly status: number;
  readonly headers: HeaderBag;
  readonly html: string;
  /** The answer to the scanner's CORS preflight (OPTIONS with `Origin`), or null when none came. */
  readonly cors?: { readonly origin: string; readonly headers: HeaderBag } | null;
  /** The addresses the scanner's http:// request went through, the http one first; empty when http is not served. */
  readonly httpRedirects: readonly string[];
  readonly hstsPreloaded?: boolean;
}

export interface TestOutcome {
  readonly result: string;
  readonly modifier: number;
  readonly pass: boolean;
}

export interface ObservatoryGrade {
  readonly score: number;
  readonly grade: string;
  readonly tests: Readonly<Record<string, TestOutcome>>;
}

/** charts.js SCORE_TABLE: the modifier of each result. */
const MODIFIERS: Readonly<Record<string, number>> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 5,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
  'coep-implemented-with-require-corp': 10,
  'coep-implemented-with-credentialless': 10,
  'coep-implemented-with-unsafe-none': 0,
  'coep-not-implemented': 0,
  'coep-header-invalid': -5,
  'coop-implemented-with-same-origin': 10,
  'coop-implemented-with-same-origin-allow-popups': 10,
  'coop-implemented-with-noopener-allow-popups': 10,
  'coop-implemented-with-unsafe-none': 0,
  'coop-not-implemented': 0,
  'coop-header-invalid': -5,
};

/** charts.js GRADE_CHART, keyed by the score rounded down to a multiple of 5 (100 for anything above). */
const GRADES: readonly [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

export function gradeForScore(score: number): string {
  const key = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  return GRADES.find(([floor]) => key >= floor)![1];
}

function headerValues(headers: HeaderBag, name: string): string[] {
  const wanted = name.toLowerCase();
  return Object.entries(headers)
    .filter(([key]) => key.toLowerCase() === wanted)
    .flatMap(([, value]) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
}

const first = (headers: HeaderBag, name: string): string | null => headerValues(headers, name)[0] ?? null;

/** The `<meta http-equiv>` values of the page (the scanner reads CSP, Referrer-Policy and CORP from them too). */
export function httpEquiv(html: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const name = /http-equiv\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    const content = /content\s*=\s*"([^"]*)"|content\s*=\s*'([^']*)'/i.exec(tag);
    if (name && content) found.set(name, [...(found.get(name) ?? []), content[1] ?? content[2] ?? '']);
  }
  return found;
}

// ---- CSP (csp.js, cspParser.js) ----

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const DISALLOWED_IN_META = ['frame-ancestors', 'report-uri', 'sandbox'];

class CspInvalid extends Error {}

/**
 * cspParser.js for one or more policies: directives lower-cased, sources lower-cased; a repeated directive in one
 * policy is invalid (report-uri/report-to excepted); with several policies a source counts only when every policy
 * that sets the directive allows it (exact match here; the scanner also matches path prefixes).
 */
export function parseCsp(policies: readonly string[]): Map<string, Set<string>> {
  const clean = policies.map((policy) => policy.replace(/[\r\n]/g, '').trim());
  const merged = new Map<string, Set<string>>();
  clean.forEach((policy, index) => {
    if (policy.length < 'img-src'.length - 1) throw new CspInvalid(`Invalid policy: ${policy}`);
    const seen = new Set<string>();
    for (const entry of policy.split(';')) {
      const [rawDirective, ...rawValues] = entry.trim().split(/\s+/);
      if (!rawDirective) continue;
      const directive = rawDirective.toLowerCase();
      if (seen.has(directive) && directive !== 'report-uri' && directive !== 'report-to') {
        throw new CspInvalid(`Duplicate directive ${directive} in policy ${index}`);
      }
      seen.add(directive);
      let values = new Set(rawValues.map((value) => value.trim().toLowerCase()));
      if (values.size === 0 && directive.endsWith('-src')) values = new Set(["'none'"]);
      const before = merged.get(directive);
      merged.set(
        directive,
        index === 0 || !before ? values : new Set([...before].filter((source) => values.has(source))),
      );
    }
  });
  for (const [directive, sources] of merged) if (sources.size === 0) merged.set(directive, new Set(["'none'"]));
  return merged;
}

function splitPolicies(values: readonly string[]): string[] {
  return values.flatMap((value) => value.split(',').map((policy) => policy.trim()));
}

function cspTest(
  input: ObservatoryInput,
  equiv: Map<string, string[]>,
): { result: string; directives: Map<string, Set<string>> | null } {
  const httpPolicies = splitPolicies(headerValues(input.headers, 'content-security-policy'));
  const metaPolicies = splitPolicies(equiv.get('content-security-policy') ?? []);
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp([...httpPolicies, ...metaPolicies]);
  } catch {
    return { result: 'csp-header-invalid', directives: null };
  }
  let headerOnly: Map<string, Set<string>>;
  try {
    headerOnly = parseCsp(httpPolicies);
  } catch {
    headerOnly = new Map();
  }
  let meta: Map<string, Set<string>>;
  try {
    meta = parseCsp(metaPolicies);
    for (const directive of DISALLOWED_IN_META) meta.delete(directive);
  } catch {
    meta = new Map();
  }
  if (headerOnly.size + meta.size === 0) {
    const reportOnly = first(input.headers, 'content-security-policy-report-only');
    return {
      result: reportOnly ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented',
      directives: null,
    };
  }
  const https = new URL(input.url).protocol === 'https:';
  const objectSrc = new Set(csp.get('object-src') ?? csp.get('default-src') ?? ['*']);
  const scriptSrc = new Set(csp.get('script-src') ?? csp.get('default-src') ?? ['*']);
  const styleSrc = new Set(csp.get('style-src') ?? csp.get('default-src') ?? ['*']);
  const hasNonceOrHash = (list: Set<string>) =>
    [...list].some((source) => NONCES_HASHES.some((prefix) => source.startsWith(prefix)));
  // Browsers ignore 'unsafe-inline' next to a hash or nonce, and so does the scanner.
  for (const list of [scriptSrc, styleSrc]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");
  let result: string | null = null;
  if (scriptSrc.has("'strict-dynamic'")) {
    if (hasNonceOrHash(scriptSrc)) {
      for (const source of [...scriptSrc]) {
        if (
          [...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) ||
          source === "'self'" ||
          source === "'unsafe-inline'"
        ) {
          scriptSrc.delete(source);
        }
      }
    } else {
      result = 'csp-header-invalid';
    }
  }
  const active = [...csp]
    .filter(([directive]) => directive !== 'img-src' && directive !== 'media-src' && directive !== 'script-src')
    .flatMap(([, sources]) => [...sources])
    .concat([...scriptSrc]);
  const passive = ['img-src', 'media-src'].flatMap((directive) => [
    ...(csp.get(directive) ?? csp.get('default-src') ?? []),
  ]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');
  if (
    [...scriptSrc].some((source) => BROAD_OR_INLINE.has(source)) ||
    [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))
  ) {
    result ??= 'csp-implemented-with-unsafe-inline';
  }
  if (https && active.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme';
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= 'csp-implemented-with-unsafe-eval';
  if (https && passive.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if ([...styleSrc].some((source) => BROAD_OR_INLINE.has(source)))
    result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  result ??=
    defaultSrc?.has("'none'") && defaultSrc.size === 1
      ? 'csp-implemented-with-no-unsafe-default-src-none'
      : 'csp-implemented-with-no-unsafe';
  // As the scanner: the X-Frame-Options test reads the merged policy (meta included).
  const directives = csp;
  return { result, directives };
}

// ---- the other tests ----

/** The scanner's `onlyIfWorse`: of the results noted, the one latest in `order` (the first noted when none is). */
function worstOf(order: readonly string[]) {
  let result: string | null = null;
  return {
    note(next: string): void {
      if (!result || order.indexOf(next) > order.indexOf(result)) result = next;
    },
    get result(): string | null {
      return result;
    },
  };
}

function cookiesTest(input: ObservatoryInput, hstsPass: boolean): string {
  const tracker = worstOf([
    'cookies-without-secure-flag-but-protected-by-hsts',
    'cookies-without-secure-flag',
    'cookies-session-without-secure-flag-but-protected-by-hsts',
    'cookies-samesite-flag-invalid',
    'cookies-anticsrf-without-samesite-flag',
    'cookies-session-without-httponly-flag',
    'cookies-session-without-secure-flag',
  ]);
  const worse = tracker.note;
  const cookies = headerValues(input.headers, 'set-cookie').map((raw) => {
    const [pair = '', ...attributes] = raw.split(';').map((part) => part.trim());
    const attribute = (name: string) => attributes.find((part) => part.split('=')[0]!.trim().toLowerCase() === name);
    const sameSite = attribute('samesite')?.split('=')[1]?.trim().toLowerCase();
    if (attribute('samesite') && !['lax', 'strict', 'none'].includes(sameSite ?? ''))
      worse('cookies-samesite-flag-invalid');
    return {
      key: pair.split('=')[0]!.trim(),
      secure: !!attribute('secure'),
      httpOnly: !!attribute('httponly'),
      sameSite,
    };
  });
  if (cookies.length === 0) return 'cookies-not-found';
  let missingSameSite = false;
  for (const cookie of cookies) {
    const session = ['login', 'sess'].some((part) => cookie.key.toLowerCase().includes(part));
    if (!cookie.secure && cookie.sameSite === 'none') worse('cookies-samesite-flag-invalid');
    if (!cookie.secure)
      worse(hstsPass ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (cookie.key.toLowerCase().includes('csrf') && !cookie.sameSite) worse('cookies-anticsrf-without-samesite-flag');
    if (session && !cookie.secure)
      worse(
        hstsPass ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag',
      );
    if (session && !cookie.httpOnly) worse('cookies-session-without-httponly-flag');
    if (!cookie.sameSite) missingSameSite = true;
  }
  return (
    tracker.result ??
    (missingSameSite ? 'cookies-secure-with-httponly-sessions' : 'cookies-secure-with-httponly-sessions-and-samesite')
  );
}

function corsTest(input: ObservatoryInput): string {
  const allowOrigin = input.cors ? first(input.cors.headers, 'access-control-allow-origin') : null;
  if (!input.cors || !allowOrigin) return 'cross-origin-resource-sharing-not-implemented';
  if (allowOrigin.trim().toLowerCase() === '*') return 'cross-origin-resource-sharing-implemented-with-public-access';
  const credentials = first(input.cors.headers, 'access-control-allow-credentials');
  if (allowOrigin === input.cors.origin && credentials?.trim().toLowerCase() === 'true') {
    return 'cross-origin-resource-sharing-implemented-with-universal-access';
  }
  return 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

function redirectionTest(input: ObservatoryInput): string {
  const route = input.httpRedirects.map((address) => new URL(address));
  if (route.length === 0) return 'redirection-not-needed-no-http';
  if (input.hstsPreloaded) return 'redirection-all-redirects-preloaded';
  if (route.length === 1) return 'redirection-missing';
  if (route.at(-1)!.protocol !== 'https:') return 'redirection-not-to-https';
  if (route[1]!.protocol === 'http:') return 'redirection-not-to-https-on-initial-redirection';
  if (route[0]!.protocol === 'http:' && route[1]!.protocol === 'https:' && route[0]!.hostname !== route[1]!.hostname) {
    return 'redirection-off-host-from-http';
  }
  return 'redirection-to-https';
}

function referrerPolicyTest(input: ObservatoryInput, equiv: Map<string, string[]>): string {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const values = [...headerValues(input.headers, 'referrer-policy'), ...(equiv.get('referrer-policy') ?? [])];
  if (values.length === 0) return 'referrer-policy-not-implemented';
  const policy =
    values
      .join(', ')
      .split(',')
      .map((value) => value.trim().toLowerCase())
      .filter((value) => good.includes(value) || bad.includes(value))
      .at(-1) ?? '';
  if (good.includes(policy)) return 'referrer-policy-private';
  return bad.includes(policy) ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid';
}

const SIX_MONTHS = 15_552_000;

function hstsTest(input: ObservatoryInput): string {
  if (new URL(input.url).protocol !== 'https:') return 'hsts-not-implemented-no-https';
  if (input.hstsPreloaded) return 'hsts-preloaded';
  const header = first(input.headers, 'strict-transport-security');
  if (header === null) return 'hsts-not-implemented';
  const data = header.slice(0, 1024);
  if (data.includes(',')) return 'hsts-header-invalid';
  const maxAge = data
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith('max-age='));
  if (!maxAge) return 'hsts-header-invalid';
  return Number.parseInt(maxAge.slice(8, 128), 10) < SIX_MONTHS
    ? 'hsts-implemented-max-age-less-than-six-months'
    : 'hsts-implemented-max-age-at-least-six-months';
}

/** The registrable part of a host, as the scanner's `parse(host).domain` (two labels; enough for our hosts). */
function siteOf(hostname: string): string {
  return hostname.split('.').slice(-2).join('.');
}

function sriTest(input: ObservatoryInput): string {
  const mime = (first(input.headers, 'content-type') ?? '').split(';', 1)[0]!.trim();
  if (mime && mime !== 'text/html' && mime !== 'application/xhtml+xml') return 'sri-not-implemented-response-not-html';
  const tracker = worstOf([
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-not-implemented-response-not-html',
  ]);
  const worse = tracker.note;
  const page = new URL(input.url);
  const scripts = [...input.html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes = '']) => attributes);
  let foreign = false;
  for (const attributes of scripts) {
    const attribute = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
    const match = attribute('src');
    if (!match) continue;
    const src = match[1] ?? match[2] ?? match[3] ?? '';
    const integrity = attribute('integrity');
    const relativeProtocol = /^\/\/[^/]/.test(src);
    const full = /^https?:\/\//.test(src);
    const relativeOrigin = !relativeProtocol && !full;
    const sameSite = relativeProtocol || relativeOrigin || siteOf(new URL(src).hostname) === siteOf(page.hostname);
    const secureOrigin = relativeOrigin || (sameSite && !relativeProtocol);
    const secureScheme = full ? new URL(src).protocol === 'https:' : relativeOrigin && page.protocol === 'https:';
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme) worse('sri-implemented-but-external-scripts-not-loaded-securely');
      else if (!integrity && secureScheme) worse('sri-not-implemented-but-external-scripts-loaded-securely');
      else if (!integrity) worse('sri-not-implemented-and-external-scripts-not-loaded-securely');
    } else if (integrity && secureScheme && !tracker.result) {
      tracker.note('sri-implemented-and-all-scripts-loaded-securely');
    }
  }
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  return (
    tracker.result ??
    (foreign
      ? 'sri-implemented-and-external-scripts-loaded-securely'
      : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin')
  );
}

function xContentTypeOptionsTest(input: ObservatoryInput): string {
  const header = first(input.headers, 'x-content-type-options');
  if (header === null) return 'x-content-type-options-not-implemented';
  return header.slice(0, 256).trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid';
}

function xFrameOptionsTest(input: ObservatoryInput, csp: Map<string, Set<string>> | null): string {
  if (csp?.has('frame-ancestors')) return 'x-frame-options-implemented-via-csp';
  const header = first(input.headers, 'x-frame-options');
  if (header === null) return 'x-frame-options-not-implemented';
  const value = header.slice(0, 1024).trim().toLowerCase();
  if (value === 'deny' || value === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  return value.startsWith('allow-from') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid';
}

function corpTest(input: ObservatoryInput, equiv: Map<string, string[]>): string {
  const header =
    headerValues(input.headers, 'cross-origin-resource-policy').join(', ') ||
    equiv.get('cross-origin-resource-policy')?.at(-1);
  if (!header) return 'corp-not-implemented';
  const value = header.slice(0, 256).trim().toLowerCase();
  if (value === 'same-site') return 'corp-implemented-with-same-site';
  if (value === 'same-origin') return 'corp-implemented-with-same-origin';
  return value === 'cross-origin' ? 'corp-implemented-with-cross-origin' : 'corp-header-invalid';
}

/** COOP and COEP: one header, a structured-field token (a quoted string or parameters' absence aside). */
function tokenPolicyTest(
  input: ObservatoryInput,
  header: string,
  prefix: 'coop' | 'coep',
  valid: readonly string[],
): string {
  const values = headerValues(input.headers, header);
  if (values.length === 0) return `${prefix}-not-implemented`;
  if (values.length > 1) return `${prefix}-header-invalid`;
  const token = /^\s*([a-z][a-z0-9_\-.:%*/]*)\s*(;.*)?$/i.exec(values[0]!.slice(0, 1024))?.[1];
  return token && valid.includes(token) ? `${prefix}-implemented-with-${token}` : `${prefix}-header-invalid`;
}

/** The scanner refuses statuses outside 2xx, 3xx, 401 and 403; the grade is still computed (callers decide). */
export function gradeResponse(input: ObservatoryInput): ObservatoryGrade {
  const equiv = httpEquiv(input.html);
  const csp = cspTest(input, equiv);
  const hsts = hstsTest(input);
  const hstsPass = hsts === 'hsts-implemented-max-age-at-least-six-months' || hsts === 'hsts-preloaded';
  const results: Record<string, string> = {
    'content-security-policy': csp.result,
    cookies: cookiesTest(input, hstsPass),
    'cross-origin-embedder-policy': tokenPolicyTest(input, 'cross-origin-embedder-policy', 'coep', [
      'require-corp',
      'credentialless',
      'unsafe-none',
    ]),
    'cross-origin-opener-policy': tokenPolicyTest(input, 'cross-origin-opener-policy', 'coop', [
      'same-origin',
      'same-origin-allow-popups',
      'noopener-allow-popups',
      'unsafe-none',
    ]),
    'cross-origin-resource-sharing': corsTest(input),
    redirection: redirectionTest(input),
    'referrer-policy': referrerPolicyTest(input, equiv),
    'strict-transport-security': hsts,
    'subresource-integrity': sriTest(input),
    'x-content-type-options': xContentTypeOptionsTest(input),
    'x-frame-options': xFrameOptionsTest(input, csp.directives),
    'cross-origin-resource-policy': corpTest(input, equiv),
  };
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests: Record<string, TestOutcome> = {};
  for (const [name, result] of Object.entries(results)) {
    const modifier = MODIFIERS[result];
    if (modifier === undefined) throw new Error(`No score for ${result}`);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    tests[name] = { result, modifier, pass: modifier >= 0 };
  }
  const score = Math.max(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved, 0);
  return { score, grade: gradeForScore(score), tests };
}
