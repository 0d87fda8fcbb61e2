import {
  CHAT_CHOOSE_TYPES,
  CHAT_PHONE_START_VIEWPORTS,
  CHAT_POLL_MAX_TICKS,
  CHAT_POLL_MS,
  CHAT_TYPES,
  type ChatChooseType,
  type ChatType,
  type LocaleCode,
  localeToIso,
} from '@site/schemas';
import { poll } from './poller';
import { isAcceptableScriptUrl } from './script-loader';

/**
 * The customer chat, free of React and globals. The caller starts it 500 ms after the page's locale is applied, on
 * a phone not before the page has left its first screen (`whenPastFirstScreen`); from there:
 * 1. a visitor whose IP is the configured one gets no chat;
 * 2. the chat-config call (by the locale's ISO code, type=www) names the vendor and its script; Chinese pages also
 *    ask chat-choose, whose answer (easemob or ss) must be a vendor the config serves: the config's script is the
 *    only one that carries the vendor's ids, so a choice it cannot serve keeps the configured vendor and is
 *    reported (`unservedChoice`);
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

/**
 * Easemob's public widget script. Only its origin is used (the CSP allows it): the script itself needs the tenant or
 * configuration id the chat config's address carries in its query, and shows nothing without one.
 */
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
 * Which vendor and script (pure). `config` null means the config call failed. chat-choose never changes it: its
 * answer can only name a vendor the config serves (`unservedChoice`), and the vendor's ids come with the config's
 * script address alone.
 */
export function resolveChat(
  config: ChatConfig | null,
  defaultScriptUrl: string,
  allowedOrigins: readonly string[],
): { type: ChatType; src: string } | null {
  const fallback = defaultScriptUrl ? { type: 'DEFAULT' as const, src: defaultScriptUrl } : null;
  if (!config) return fallback;
  const configuredJs = config.chat_info?.js;
  if (isAcceptableScriptUrl(configuredJs, allowedOrigins)) return { type: chatTypeOf(config.chat), src: configuredJs };
  return fallback;
}

/** The configured vendors that serve each chat-choose answer. */
const SERVED_BY: Readonly<Record<ChatChooseType, readonly ChatType[]>> = {
  easemob: ['HUAN_XIN'],
  ss: ['SS_ROBOT', 'SS_HUMAN'],
};

/**
 * What to report when chat-choose (`choose`, its data.type) picked a vendor the config does not serve; null when it
 * serves it, or chat-choose was not asked or gave no known answer. Loading the chosen vendor's script without the
 * config's address loaded Easemob with no ids, and no chat at all.
 */
export function unservedChoice(config: ChatConfig | null, choose: unknown): string | null {
  if (!config || !(CHAT_CHOOSE_TYPES as readonly unknown[]).includes(choose)) return null;
  const configured = chatTypeOf(config.chat);
  if (SERVED_BY[choose as ChatChooseType].includes(configured)) return null;
  return (
    `chat-choose answered "${String(choose)}", which the chat config (${String(config.chat)}) does not serve: ` +
    'the answer is ignored'
  );
}

/**
 * Whether a page scrolled to `scrollY` in a viewport `viewportHeight` tall has left its first screen: where a phone
 * starts the chat (CHAT_PHONE_START_VIEWPORTS, docs/decisions/0047).
 */
export function pastFirstScreen(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight * CHAT_PHONE_START_VIEWPORTS;
}

/** What `whenPastFirstScreen` uses of the window. */
export interface ScrollingWindow {
  readonly scrollY: number;
  readonly innerHeight: number;
  addEventListener(type: 'scroll', listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: 'scroll', listener: () => void): void;
}

/**
 * Calls `start` once the page has left its first screen: at once when it already has (a position the browser
 * restored), else on the scroll that takes it there. A scroll event costs one comparison until then, and none after.
 * Returns a function that stops waiting.
 */
export function whenPastFirstScreen(win: ScrollingWindow, start: () => void): () => void {
  if (pastFirstScreen(win.scrollY, win.innerHeight)) {
    start();
    return () => undefined;
  }
  const onScroll = () => {
    if (!pastFirstScreen(win.scrollY, win.innerHeight)) return;
    win.removeEventListener('scroll', onScroll);
    start();
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => win.removeEventListener('scroll', onScroll);
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
  /** Reports a chat-choose answer the config does not serve (`unservedChoice`); optional. */
  reportUnservedChoice?(message: string): void;
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
    if (stopped) return;
    const unserved = unservedChoice(config, choose);
    if (unserved) deps.reportUnservedChoice?.(unserved);
    const chosen = resolveChat(config, deps.defaultScriptUrl, deps.allowedOrigins);
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
