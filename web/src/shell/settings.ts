import { PROMOTION_CUTOFF_DEFAULT } from '@site/schemas';
import { isLoopbackHost } from '../lib/commerce/download';
import type { LoginTarget } from './one-tap';

/**
 * What the shell's widgets need from configuration, read at build time in web/src/env.ts and handed to the shell
 * island as props (pages stay prerendered). The register and login URLs here are the last fallback: the layout
 * takes base-info's first, then the CMS's site settings', then these (components/account-settings.ts); every
 * consumer takes them as input.
 */
export interface ShellSettings {
  /** REGISTER_URL: the register URL when neither base-info nor the CMS has one. */
  readonly registerUrl: string;
  /** LOGIN_URL: the login URL when neither base-info nor the CMS has one; also one-tap's destination then. */
  readonly loginUrl: string;
  /**
   * Where register, login and one-tap links may go (they carry the visitor, and one-tap's token `t`): the origins of
   * REGISTER_URL and LOGIN_URL and those of AUTH_URL_ORIGINS. A URL from base-info or the CMS elsewhere is not used.
   */
  readonly authOrigins: readonly string[];
  /** LOGIN_TARGET: `_self` (default) or `_blank` for the one-tap destination. */
  readonly loginTarget: LoginTarget;
  /** GOOGLE_CLIENT_ID: one-tap sign-in runs only when set. */
  readonly googleClientId: string;
  /** CHAT_SKIP_IP: the visitor IP that never gets the chat. */
  readonly chatSkipIp: string;
  /** DEFAULT_CHAT_SCRIPT_URL: the chat loaded when the chat config fails. */
  readonly defaultChatScriptUrl: string;
  /** CHAT_VENDOR_ORIGINS: https origins the chat config may name scripts on (allowed by the CSP). */
  readonly chatVendorOrigins: readonly string[];
  /**
   * SNIPPET_SCRIPT_ORIGINS: origins the statistical snippets may load scripts from and send to (analytics hosts);
   * the CSP allows them for scripts, images and calls. https, or http on loopback (a local backend).
   */
  readonly snippetOrigins: readonly string[];
  /** PROMOTION_CUTOFF: ISO date-time with offset. */
  readonly promotionCutoff: string;
  /** The build's id (next.config.ts sets it), compared with /build-id.json. */
  readonly buildId: string;
}

/** Our choice of addresses (the spec gives none): the product's app host, as the runtime's endpoints use. */
export const DEFAULT_REGISTER_URL = 'https://app.morphis.com/register';
export const DEFAULT_LOGIN_URL = 'https://app.morphis.com/login';
export const DEFAULT_CHAT_SCRIPT_URL = 'https://chat.morphis.com/widget.js';

export class ShellConfigError extends Error {
  override readonly name = 'ShellConfigError';
}

function absoluteUrl(value: string | undefined, variable: string, fallback: string): string {
  const text = value?.trim();
  if (!text) return fallback;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new ShellConfigError(`${variable} must be http or https: ${text}`);
    return url.href;
  } catch (cause) {
    if (cause instanceof ShellConfigError) throw cause;
    throw new ShellConfigError(`${variable} is not an absolute URL: ${text}`, { cause });
  }
}

function origins(value: string | undefined, variable: string, loopbackHttp = false): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch (cause) {
        throw new ShellConfigError(`${variable} has an entry that is not an origin: ${item}`, { cause });
      }
      const secure =
        url.protocol === 'https:' || (loopbackHttp && url.protocol === 'http:' && isLoopbackHost(url.hostname));
      if (!secure || url.origin !== item.replace(/\/$/, '')) {
        throw new ShellConfigError(`${variable} entries must be bare https origins: ${item}`);
      }
      return url.origin;
    });
}

export function readShellSettings(env: Readonly<Record<string, string | undefined>>): ShellSettings {
  const target = env.LOGIN_TARGET?.trim() || '_self';
  if (target !== '_self' && target !== '_blank')
    throw new ShellConfigError(`LOGIN_TARGET must be _self or _blank: ${target}`);
  const cutoff = env.PROMOTION_CUTOFF?.trim() || PROMOTION_CUTOFF_DEFAULT;
  if (Number.isNaN(Date.parse(cutoff))) throw new ShellConfigError(`PROMOTION_CUTOFF is not a date-time: ${cutoff}`);
  const chatScript = env.DEFAULT_CHAT_SCRIPT_URL?.trim() ?? DEFAULT_CHAT_SCRIPT_URL;
  const registerUrl = absoluteUrl(env.REGISTER_URL, 'REGISTER_URL', DEFAULT_REGISTER_URL);
  const loginUrl = absoluteUrl(env.LOGIN_URL, 'LOGIN_URL', DEFAULT_LOGIN_URL);
  return {
    registerUrl,
    loginUrl,
    authOrigins: [
      ...new Set([
        new URL(registerUrl).origin,
        new URL(loginUrl).origin,
        ...origins(env.AUTH_URL_ORIGINS, 'AUTH_URL_ORIGINS', true),
      ]),
    ],
    loginTarget: target,
    googleClientId: env.GOOGLE_CLIENT_ID?.trim() ?? '',
    chatSkipIp: env.CHAT_SKIP_IP?.trim() ?? '',
    // Set but empty turns the fallback chat off.
    defaultChatScriptUrl:
      chatScript === '' ? '' : absoluteUrl(chatScript, 'DEFAULT_CHAT_SCRIPT_URL', DEFAULT_CHAT_SCRIPT_URL),
    chatVendorOrigins: origins(env.CHAT_VENDOR_ORIGINS, 'CHAT_VENDOR_ORIGINS'),
    snippetOrigins: origins(env.SNIPPET_SCRIPT_ORIGINS, 'SNIPPET_SCRIPT_ORIGINS', true),
    promotionCutoff: cutoff,
    buildId: env.MORPHIS_BUILD_ID?.trim() || 'development',
  };
}
