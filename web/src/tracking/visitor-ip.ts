import { API_PATHS } from '@site/schemas';
import type { Caller } from './request';

/** The visitor-IP answer's data. */
export interface VisitorIp {
  readonly ip: string;
  readonly ua: string;
  readonly language: string;
  readonly ip_data: {
    readonly country: string;
    readonly region: string;
    readonly city: string;
    readonly timezone: string;
  };
}

function isVisitorIp(value: unknown): value is VisitorIp {
  if (!value || typeof value !== 'object') return false;
  const answer = value as VisitorIp;
  return typeof answer.ip === 'string' && !!answer.ip_data && typeof answer.ip_data === 'object';
}

/**
 * The visitor-IP call, made at most once per page load and shared by the fingerprint, country detection and chat.
 * Fails silently: null.
 */
export function visitorIpLoader(api: Caller): () => Promise<VisitorIp | null> {
  let answer: Promise<VisitorIp | null> | null = null;
  return () =>
    (answer ??= api<VisitorIp>(API_PATHS.visitorIp).then(
      ({ data }) => (isVisitorIp(data) ? data : null),
      () => null,
    ));
}
