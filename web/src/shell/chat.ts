import {
  CHAT_POLL_MAX_TICKS,
  CHAT_POLL_MS,
  CHAT_TYPES,
  type ChatType,
  type LocaleCode,
  localeToIso,
} from '@site/schemas';
import { poll } from './poller';
import { isAcceptableScriptUrl } from './script-loader';

/**
 * The customer chat, free of React and globals. The caller starts it 500 ms after the
 * page's locale is applied; from there:
 * 1. a visitor whose IP is the configured one gets no chat;
 * 2. the chat-config call (by the locale's ISO code, type=www) names the vendor and its script; Chinese pages also
 *    ask chat-choose, whose answer picks the vendor family (easemob or ss);
 * 3. a script address is used only when it is a full https address whose path ends in .js (a query allowed) on an
 *    origin the page's CSP allows; when the config call fails, or names no usable address, the default chat loads;
 * 4. the vendor's object is polled every 500 ms, giving up after 1200 ticks; its ready, open and close events
 *    drive the open or closed state.
 */

export type ChatEvent = 'ready' | 'open' | 'close';

export interface ChatState {
  /** loading: script asked for; loaded: the vendor's object is there; ready: it said so. */
  status: 'idle' | 'skipped' | 'loading' | 'loaded' | 'ready' | 'failed';
  type: ChatType | null;
  open: boolean;
}

export const INITIAL_CHAT_STATE: ChatState = { status: 'idle', type: null, open: false };

/** The chat-config answer's data, as far as the chat needs it. */
export interface ChatConfig {
  chat?: unknown;
  chat_info?: { js?: unknown } | null;
}

export function chatTypeOf(value: unknown): ChatType {
  return (CHAT_TYPES as readonly unknown[]).includes(value) ? (value as ChatType) : 'DEFAULT';
}

/** Easemob's public widget script: used when chat-choose picks easemob but the config named another vendor. */
export const EASEMOB_SCRIPT_URL = 'https://kefu.easemob.com/webim/easemob.js';

/** The chat vendors' origins: the default chat's, Easemob's and CHAT_VENDOR_ORIGINS (which the chat config may name). */
export function chatOrigins(settings: {
  readonly defaultChatScriptUrl: string;
  readonly chatVendorOrigins: readonly string[];
}): string[] {
  const origin = (url: string) => new URL(url).origin;
  return [
    ...new Set([
      ...(settings.defaultChatScriptUrl ? [origin(settings.defaultChatScriptUrl)] : []),
      origin(EASEMOB_SCRIPT_URL),
      ...settings.chatVendorOrigins,
    ]),
  ];
}

/**
 * Which vendor and script (pure). `config` null means the config call failed; `choose` is chat-choose's data.type
 * (Chinese only, else undefined).
 */
export function resolveChat(
  config: ChatConfig | null,
  choose: unknown,
  defaultScriptUrl: string,
  allowedOrigins: readonly string[],
): { type: ChatType; src: string } | null {
  const fallback = defaultScriptUrl ? { type: 'DEFAULT' as const, src: defaultScriptUrl } : null;
  if (!config) return fallback;
  const configured = chatTypeOf(config.chat);
  let type: ChatType = configured;
  if (choose === 'easemob') type = 'HUAN_XIN';
  else if (choose === 'ss') type = configured === 'SS_ROBOT' || configured === 'SS_HUMAN' ? configured : 'SS_HUMAN';
  const configuredJs = config.chat_info?.js;
  if (type === configured && isAcceptableScriptUrl(configuredJs, allowedOrigins)) return { type, src: configuredJs };
  if (type === 'HUAN_XIN') return { type, src: EASEMOB_SCRIPT_URL };
  return fallback;
}

/** The vendor's object, as the chat needs it: event subscription. */
export interface ChatWidgetApi {
  on(event: ChatEvent, handler: () => void): void;
}

export interface ChatDeps {
  locale: LocaleCode;
  skipIp: string;
  defaultScriptUrl: string;
  /** The origins the page's CSP allows chat scripts from (shell/csp.ts, chatOrigins). */
  allowedOrigins: readonly string[];
  visitorIp(): Promise<string | null>;
  /** The chat-config call's data; null when the call failed. */
  chatConfig(iso: string): Promise<ChatConfig | null>;
  /** chat-choose's data.type; null when the call failed. */
  chatChoose(ip: string, lang: string): Promise<unknown>;
  loadScript(src: string): Promise<void>;
  /** Readies what the vendor reads when its script loads (Easemob's callbacks); optional. */
  prepare?(type: ChatType): void;
  /** The vendor's object once its script has set it up. */
  widget(type: ChatType): ChatWidgetApi | undefined;
  onChange(state: ChatState): void;
}

export function startChat(deps: ChatDeps): () => void {
  let stopped = false;
  let stopPoll: () => void = () => undefined;
  let state: ChatState = INITIAL_CHAT_STATE;
  const set = (next: Partial<ChatState>) => {
    if (stopped) return;
    state = { ...state, ...next };
    deps.onChange(state);
  };

  const run = async () => {
    const needsIp = deps.skipIp !== '' || deps.locale === 'zh';
    const ip = needsIp ? await deps.visitorIp() : null;
    if (deps.skipIp && ip === deps.skipIp) {
      set({ status: 'skipped' });
      return;
    }
    const config = await deps.chatConfig(localeToIso(deps.locale));
    const choose = deps.locale === 'zh' && config && ip ? await deps.chatChoose(ip, 'zh') : undefined;
    const chosen = resolveChat(config, choose, deps.defaultScriptUrl, deps.allowedOrigins);
    if (stopped) return;
    if (!chosen) {
      set({ status: 'failed' });
      return;
    }
    set({ status: 'loading', type: chosen.type });
    try {
      deps.prepare?.(chosen.type);
      await deps.loadScript(chosen.src);
    } catch {
      set({ status: 'failed' });
      return;
    }
    if (stopped) return;
    stopPoll = poll(
      () => {
        const widget = deps.widget(chosen.type);
        if (!widget) return false;
        widget.on('ready', () => set({ status: 'ready', open: false }));
        widget.on('open', () => set({ status: 'ready', open: true }));
        widget.on('close', () => set({ open: false }));
        set({ status: 'loaded' });
        return true;
      },
      { intervalMs: CHAT_POLL_MS, maxTicks: CHAT_POLL_MAX_TICKS, onGiveUp: () => set({ status: 'failed' }) },
    );
  };
  void run().catch(() => set({ status: 'failed' }));

  return () => {
    stopped = true;
    stopPoll();
  };
}
