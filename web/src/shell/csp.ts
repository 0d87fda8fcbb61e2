import { GOOGLE_IDENTITY_SCRIPT } from './one-tap';
import { chatOrigins } from './chat';
import type { ShellSettings } from './settings';

/** The CSP source lists the edge's policy builder takes (`@site/edge` securityHeaders). */
export type ShellCspSources = Record<'script' | 'style' | 'img' | 'connect' | 'frame', string[]>;

const origin = (url: string) => new URL(url).origin;

/**
 * Origins the shell's third-party widgets need in the Content-Security-Policy: Google Identity Services (script,
 * its stylesheet, the picker frame and its calls) when one-tap is on, the chat vendors (the default chat,
 * Easemob, and the hosts in CHAT_VENDOR_ORIGINS, which the chat config may name) for scripts, frames, calls,
 * styles and images, and the statistical snippets' hosts (SNIPPET_SCRIPT_ORIGINS) for scripts, images and calls.
 */
export function shellCspSources(settings: ShellSettings): ShellCspSources {
  const google = settings.googleClientId ? [origin(GOOGLE_IDENTITY_SCRIPT)] : [];
  const chat = chatOrigins(settings);
  const snippets = settings.snippetOrigins;
  return {
    script: [...google, ...chat, ...snippets],
    style: [...google, ...chat],
    img: [...chat, ...snippets],
    connect: [...google, ...chat, ...snippets],
    frame: [...google, ...chat],
  };
}
