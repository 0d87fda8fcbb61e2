import type { ChatType } from '@site/schemas';
import type { ChatEvent, ChatWidgetApi } from './chat';

/**
 * One adapter per chat vendor: its real browser API turned into the one the chat needs (`on(ready|open|close)`),
 * and where its frame is (the floating buttons follow its height). What each vendor's documentation confirms, and
 * what is still our assumption, is listed in docs/decisions/0021-chat-vendor-adapters.md.
 */
export interface ChatVendorAdapter {
  /** Runs before the vendor's script loads, for vendors that read their callbacks from a global at load time. */
  readonly prepare?: (win: Window) => void;
  /** The vendor's API once its script has set it up; undefined until then. */
  readonly widget: (win: Window) => ChatWidgetApi | undefined;
  readonly frameSelector: string;
}

type Handlers = Record<ChatEvent, Array<() => void>>;
const newHandlers = (): Handlers => ({ ready: [], open: [], close: [] });

/**
 * Easemob's customer-service web widget (kefu.easemob.com/webim/easemob.js), confirmed in its source
 * (easemob/kefu-webim, src/js/plugin/index.js and iframe.js): the global `easemobim` with `config` (read when the
 * script loads; its `onready` callback is called once the chat frame is up) and `bind(config)` (opens the chat).
 * It has no open or close events for the page: the frame is an iframe of class `easemobim-chat-panel` that carries
 * `easemobim-minimized` while closed, so open and close are read from that class.
 */
const EASEMOB_FRAME = '.easemobim-chat-panel';
const EASEMOB_MINIMIZED = 'easemobim-minimized';
const easemobHandlers = new WeakMap<Window, Handlers>();

interface EasemobGlobal {
  config?: Record<string, unknown>;
  bind?: unknown;
}

function easemobOf(win: Window): EasemobGlobal | undefined {
  return (win as unknown as { easemobim?: EasemobGlobal }).easemobim;
}

/** Calls `onChange(open)` whenever the frame's minimized class changes; finds the frame when the widget adds it. */
function watchEasemobFrame(doc: Document, onChange: (open: boolean) => void): void {
  const View = doc.defaultView;
  if (!View || typeof View.MutationObserver !== 'function') return;
  let last: boolean | undefined;
  const report = (frame: Element) => {
    const open = !frame.classList.contains(EASEMOB_MINIMIZED);
    if (open !== last) {
      const first = last === undefined;
      last = open;
      if (!first || open) onChange(open);
    }
  };
  const follow = (frame: Element) => {
    report(frame);
    new View.MutationObserver(() => report(frame)).observe(frame, { attributes: true, attributeFilter: ['class'] });
  };
  const present = doc.querySelector(EASEMOB_FRAME);
  if (present) {
    follow(present);
    return;
  }
  const waiting = new View.MutationObserver(() => {
    const frame = doc.querySelector(EASEMOB_FRAME);
    if (!frame) return;
    waiting.disconnect();
    follow(frame);
  });
  waiting.observe(doc.body, { childList: true });
}

const EASEMOB: ChatVendorAdapter = {
  prepare(win) {
    const handlers = newHandlers();
    easemobHandlers.set(win, handlers);
    const holder = win as unknown as { easemobim?: EasemobGlobal };
    const global = (holder.easemobim ??= {});
    const previous = global.config?.['onready'];
    global.config = {
      ...global.config,
      onready: () => {
        if (typeof previous === 'function') (previous as () => void)();
        for (const handler of handlers.ready) handler();
      },
    };
  },
  widget(win) {
    const global = easemobOf(win);
    const handlers = easemobHandlers.get(win);
    if (!global || typeof global.bind !== 'function' || !handlers) return undefined;
    let watching = false;
    return {
      on(event, handler) {
        handlers[event].push(handler);
        if ((event === 'open' || event === 'close') && !watching) {
          watching = true;
          watchEasemobFrame(win.document, (open) => {
            for (const next of handlers[open ? 'open' : 'close']) next();
          });
        }
      },
    };
  },
  frameSelector: EASEMOB_FRAME,
};

/**
 * The SS robot and human chat, read as SaleSmartly's chat plugin (its JSSDK documentation: the global `ssq`,
 * `ssq.push('chatOpen')`, `ssq.push('chatClose')`, `ssq.push('onOpenChat', fn)`). Not confirmed there: the close
 * listener's name (`onCloseChat`, the documented open listener's counterpart), the ready callback (`onReady`, seen in
 * integrations, not in the documentation we could read) and the frame's selector (ours): see web/README.md.
 */
const SS_COMMANDS: Readonly<Record<ChatEvent, string>> = { ready: 'onReady', open: 'onOpenChat', close: 'onCloseChat' };

const SS: ChatVendorAdapter = {
  widget(win) {
    const ssq = (win as unknown as { ssq?: { push?: unknown } }).ssq;
    if (!ssq || typeof ssq.push !== 'function') return undefined;
    const push = ssq.push as (command: string, ...args: unknown[]) => unknown;
    return {
      on(event, handler) {
        push.call(ssq, SS_COMMANDS[event], () => handler());
      },
    };
  },
  frameSelector: '#ss-chat-frame',
};

/** Our own default chat (DEFAULT_CHAT_SCRIPT_URL): `morphisChat.on(ready|open|close)` is the contract we set. */
const DEFAULT: ChatVendorAdapter = {
  widget(win) {
    const candidate = (win as unknown as { morphisChat?: ChatWidgetApi }).morphisChat;
    return candidate && typeof candidate.on === 'function' ? candidate : undefined;
  },
  frameSelector: '#morphis-chat-frame',
};

export const CHAT_VENDORS: Readonly<Record<ChatType, ChatVendorAdapter>> = {
  SS_ROBOT: SS,
  SS_HUMAN: SS,
  HUAN_XIN: EASEMOB,
  DEFAULT,
};

export function prepareChatWidget(type: ChatType, win: Window = window): void {
  CHAT_VENDORS[type].prepare?.(win);
}

export function chatWidget(type: ChatType, win: Window = window): ChatWidgetApi | undefined {
  return CHAT_VENDORS[type].widget(win);
}

export function chatFrame(type: ChatType, doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(CHAT_VENDORS[type].frameSelector);
}
