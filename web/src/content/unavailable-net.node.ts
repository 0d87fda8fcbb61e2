import type { ResponseHook } from '../server/response-hooks.node';
import { contentUnavailable, RETRY_AFTER_SECONDS } from './last-good';

/**
 * A page whose content cannot be read and was never read before fails its render, and Next answers 500. That is
 * not a fault of the page but an outage of its source: while the content is unavailable, such an answer goes out as
 * 503 with Retry-After, which crawlers and the front cache treat as "come back later". App Router pages cannot set
 * their own status, so this is done where every response's status is written.
 */
export function contentUnavailableHook(): ResponseHook {
  return (response, head) => {
    if (head.status === 500 && contentUnavailable()) {
      head.status = 503;
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
  };
}
