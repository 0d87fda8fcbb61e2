import type { ChatType } from '@site/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ChatDeps,
  type ChatEvent,
  type ChatState,
  chatOrigins,
  EASEMOB_SCRIPT_URL,
  pastFirstScreen,
  resolveChat,
  type ScrollingWindow,
  startChat,
  unservedChoice,
  whenPastFirstScreen,
} from '@/shell/chat';

const DEFAULT = 'https://chat.example.com/default.js';
const SS_JS = 'https://ss.example.com/widget.js';
const EASEMOB_WITH_IDS = `${EASEMOB_SCRIPT_URL}?configId=5c1e-42&tenantId=1234`;
/** What the page's CSP allows: the default chat's, Easemob's and the configured vendors' origins. */
const ALLOWED = chatOrigins({ defaultChatScriptUrl: DEFAULT, chatVendorOrigins: ['https://ss.example.com'] });

describe('which chat loads', () => {
  it.each([
    ['SS_ROBOT with a good address', { chat: 'SS_ROBOT', chat_info: { js: SS_JS } }, { type: 'SS_ROBOT', src: SS_JS }],
    ['SS_HUMAN with a good address', { chat: 'SS_HUMAN', chat_info: { js: SS_JS } }, { type: 'SS_HUMAN', src: SS_JS }],
    ['HUAN_XIN with a good address', { chat: 'HUAN_XIN', chat_info: { js: SS_JS } }, { type: 'HUAN_XIN', src: SS_JS }],
    ['an unknown vendor: the default', { chat: 'OTHER', chat_info: { js: SS_JS } }, { type: 'DEFAULT', src: SS_JS }],
    [
      'an http address: the default',
      { chat: 'SS_ROBOT', chat_info: { js: 'http://ss.example.com/w.js' } },
      { type: 'DEFAULT', src: DEFAULT },
    ],
    [
      'a query after .js (a version)',
      { chat: 'SS_ROBOT', chat_info: { js: 'https://ss.example.com/w.js?v=3' } },
      { type: 'SS_ROBOT', src: 'https://ss.example.com/w.js?v=3' },
    ],
    [
      "Easemob's script with its ids in the query",
      { chat: 'HUAN_XIN', chat_info: { js: EASEMOB_WITH_IDS } },
      { type: 'HUAN_XIN', src: EASEMOB_WITH_IDS },
    ],
    [
      'a path not ending in .js',
      { chat: 'SS_ROBOT', chat_info: { js: 'https://ss.example.com/w?f=.js' } },
      { type: 'DEFAULT', src: DEFAULT },
    ],
    [
      "an origin the page's CSP does not allow",
      { chat: 'SS_ROBOT', chat_info: { js: 'https://elsewhere.example/w.js' } },
      { type: 'DEFAULT', src: DEFAULT },
    ],
    ['a relative address', { chat: 'SS_ROBOT', chat_info: { js: '/w.js' } }, { type: 'DEFAULT', src: DEFAULT }],
    ['no address', { chat: 'SS_ROBOT' }, { type: 'DEFAULT', src: DEFAULT }],
  ] as const)('%s', (_name, config, expected) => {
    expect(resolveChat(config, DEFAULT, ALLOWED)).toEqual(expected);
  });

  it('loads the default chat when the config call failed', () => {
    expect(resolveChat(null, DEFAULT, ALLOWED)).toEqual({ type: 'DEFAULT', src: DEFAULT });
    expect(resolveChat(null, '', ALLOWED)).toBeNull();
  });
});

describe('a chat-choose answer the config does not serve', () => {
  it.each([
    ['easemob', 'HUAN_XIN', false],
    ['ss', 'SS_ROBOT', false],
    ['ss', 'SS_HUMAN', false],
    ['easemob', 'SS_HUMAN', true],
    ['easemob', 'OTHER', true],
    ['ss', 'HUAN_XIN', true],
    ['ss', undefined, true],
    // Not asked (other languages), failed (null) or an answer the site does not know: nothing to report.
    [undefined, 'SS_ROBOT', false],
    [null, 'HUAN_XIN', false],
    ['livechat', 'HUAN_XIN', false],
  ] as const)('chat-choose %s, config %s: reported %s', (choose, chat, reported) => {
    expect(unservedChoice({ chat, chat_info: { js: SS_JS } }, choose)).toBe(
      reported
        ? `chat-choose answered "${choose}", which the chat config (${String(chat)}) does not serve: the answer is ignored`
        : null,
    );
  });

  it('is nothing to report when the config call failed (the default chat loads)', () => {
    expect(unservedChoice(null, 'easemob')).toBeNull();
  });
});

describe('a phone starts the chat past the first screen', () => {
  it('is past it once scrolled further than one viewport height', () => {
    expect(pastFirstScreen(0, 800)).toBe(false);
    expect(pastFirstScreen(800, 800)).toBe(false);
    expect(pastFirstScreen(801, 800)).toBe(true);
  });

  function fakeWindow(scrollY = 0) {
    const listeners = new Set<() => void>();
    const win = {
      scrollY,
      innerHeight: 800,
      addEventListener: (_type: 'scroll', listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: 'scroll', listener: () => void) => listeners.delete(listener),
    } satisfies ScrollingWindow;
    const scrollTo = (y: number) => {
      win.scrollY = y;
      [...listeners].forEach((listener) => listener());
    };
    return { win, listeners, scrollTo };
  }

  it('starts on the scroll that leaves the first screen, once, and stops listening', () => {
    const { win, listeners, scrollTo } = fakeWindow();
    const start = vi.fn();
    whenPastFirstScreen(win, start);
    scrollTo(400);
    scrollTo(800);
    expect(start).not.toHaveBeenCalled();
    scrollTo(1200);
    scrollTo(2000);
    expect(start).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('starts at once on a page already past it (a restored position)', () => {
    const { win, listeners } = fakeWindow(3000);
    const start = vi.fn();
    whenPastFirstScreen(win, start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('stops waiting when asked', () => {
    const { win, listeners, scrollTo } = fakeWindow();
    const start = vi.fn();
    whenPastFirstScreen(win, start)();
    expect(listeners.size).toBe(0);
    scrollTo(2000);
    expect(start).not.toHaveBeenCalled();
  });
});

/** A vendor object that appears some ticks after its script ran. */
function fakeWidget() {
  const handlers = new Map<ChatEvent, Array<() => void>>();
  return {
    on: (event: ChatEvent, handler: () => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    emit: (event: ChatEvent) => handlers.get(event)?.forEach((handler) => handler()),
  };
}

function setup(overrides: Partial<ChatDeps> = {}) {
  const widget = fakeWidget();
  let present = false;
  const states: ChatState[] = [];
  const deps = {
    locale: 'en' as const,
    skipIp: '',
    defaultScriptUrl: DEFAULT,
    allowedOrigins: ALLOWED,
    visitorIp: vi.fn(async () => '203.0.113.10'),
    chatConfig: vi.fn(async (_iso: string) => ({ chat: 'SS_HUMAN', chat_info: { js: SS_JS } })),
    chatChoose: vi.fn(async (_ip: string, _lang: string): Promise<unknown> => 'ss'),
    loadScript: vi.fn(async (_src: string) => undefined),
    widget: vi.fn((_type: ChatType) => (present ? widget : undefined)),
    onChange: (state: ChatState) => states.push(state),
    ...overrides,
  } satisfies ChatDeps;
  return { deps, widget, states, appear: () => (present = true) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chat', () => {
  it('readies the chosen vendor before its script loads (Easemob reads its callbacks at load)', async () => {
    const order: string[] = [];
    const { deps } = setup({
      prepare: vi.fn((type: ChatType) => order.push(`prepare ${type}`)),
      loadScript: vi.fn(async (src: string) => {
        order.push(`load ${src}`);
      }),
    });
    startChat(deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['prepare SS_HUMAN', `load ${SS_JS}`]);
  });

  it('asks the config by ISO code, loads the script, polls for the vendor and follows its events', async () => {
    const { deps, widget, states, appear } = setup({ locale: 'de' });
    startChat(deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.chatConfig).toHaveBeenCalledWith('de-DE');
    expect(deps.chatChoose).not.toHaveBeenCalled();
    expect(deps.visitorIp).not.toHaveBeenCalled();
    expect(deps.loadScript).toHaveBeenCalledWith(SS_JS);
    expect(states.at(-1)).toMatchObject({ status: 'loading', type: 'SS_HUMAN' });
    await vi.advanceTimersByTimeAsync(1500);
    appear();
    await vi.advanceTimersByTimeAsync(500);
    expect(states.at(-1)).toMatchObject({ status: 'loaded', type: 'SS_HUMAN' });
    widget.emit('ready');
    expect(states.at(-1)).toMatchObject({ status: 'ready', open: false });
    widget.emit('open');
    expect(states.at(-1)).toMatchObject({ status: 'ready', open: true });
    widget.emit('close');
    expect(states.at(-1)).toMatchObject({ status: 'ready', open: false });
  });

  it('asks chat-choose with the visitor IP on Chinese pages', async () => {
    const reportUnservedChoice = vi.fn();
    const { deps } = setup({
      locale: 'zh',
      chatConfig: vi.fn(async () => ({ chat: 'HUAN_XIN', chat_info: { js: EASEMOB_WITH_IDS } })),
      chatChoose: vi.fn(async () => 'easemob'),
      reportUnservedChoice,
    });
    startChat(deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.chatConfig).toHaveBeenCalledWith('zh-CN');
    expect(deps.chatChoose).toHaveBeenCalledWith('203.0.113.10', 'zh');
    expect(deps.loadScript).toHaveBeenCalledWith(EASEMOB_WITH_IDS);
    expect(reportUnservedChoice).not.toHaveBeenCalled();
  });

  it('keeps the configured vendor when chat-choose picks one the config does not serve, and reports it', async () => {
    const reportUnservedChoice = vi.fn();
    const { deps, states } = setup({ locale: 'zh', chatChoose: vi.fn(async () => 'easemob'), reportUnservedChoice });
    startChat(deps);
    await vi.advanceTimersByTimeAsync(0);
    // Never Easemob's script without the ids only the config's address carries.
    expect(deps.loadScript).toHaveBeenCalledExactlyOnceWith(SS_JS);
    expect(deps.loadScript).not.toHaveBeenCalledWith(EASEMOB_SCRIPT_URL);
    expect(states.at(-1)).toMatchObject({ status: 'loading', type: 'SS_HUMAN' });
    expect(reportUnservedChoice).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('"easemob"'));
  });

  it('is skipped for the configured visitor IP', async () => {
    const { deps, states } = setup({ skipIp: '203.0.113.10' });
    startChat(deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.chatConfig).not.toHaveBeenCalled();
    expect(deps.loadScript).not.toHaveBeenCalled();
    expect(states.at(-1)?.status).toBe('skipped');
  });

  it('loads for other IPs when a skip IP is configured', async () => {
    const { deps } = setup({ skipIp: '198.51.100.1' });
    startChat(deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.loadScript).toHaveBeenCalledWith(SS_JS);
  });

  it('loads the default chat script when the config call fails', async () => {
    const { deps, states } = setup({ chatConfig: vi.fn(async () => null) });
    startChat(deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.loadScript).toHaveBeenCalledWith(DEFAULT);
    expect(states.at(-1)).toMatchObject({ status: 'loading', type: 'DEFAULT' });
  });

  it('polls every 500 ms and gives up after 1200 ticks', async () => {
    const { deps, states } = setup();
    startChat(deps);
    await vi.advanceTimersByTimeAsync(500 * 1200 - 1);
    expect(deps.widget).toHaveBeenCalledTimes(1199);
    expect(states.at(-1)?.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.widget).toHaveBeenCalledTimes(1200);
    expect(states.at(-1)?.status).toBe('failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.widget).toHaveBeenCalledTimes(1200);
  });

  it('fails quietly when the script does not load', async () => {
    const { deps, states } = setup({ loadScript: vi.fn(async () => Promise.reject(new Error('blocked'))) });
    startChat(deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)?.status).toBe('failed');
    expect(deps.widget).not.toHaveBeenCalled();
  });
});
