import type { ChatType } from '@site/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ChatDeps,
  type ChatEvent,
  type ChatState,
  chatOrigins,
  EASEMOB_SCRIPT_URL,
  resolveChat,
  startChat,
} from '@/shell/chat';

const DEFAULT = 'https://chat.example.com/default.js';
const SS_JS = 'https://ss.example.com/widget.js';
const EASEMOB_WITH_IDS = `${EASEMOB_SCRIPT_URL}?configId=5c1e-42&tenantId=1234`;
/** What the page's CSP allows: the default chat's, Easemob's and the configured vendors' origins. */
const ALLOWED = chatOrigins({ defaultChatScriptUrl: DEFAULT, chatVendorOrigins: ['https://ss.example.com'] });

describe('which chat loads', () => {
  it.each([
    [
      'SS_ROBOT with a good address',
      { chat: 'SS_ROBOT', chat_info: { js: SS_JS } },
      undefined,
      { type: 'SS_ROBOT', src: SS_JS },
    ],
    [
      'SS_HUMAN with a good address',
      { chat: 'SS_HUMAN', chat_info: { js: SS_JS } },
      undefined,
      { type: 'SS_HUMAN', src: SS_JS },
    ],
    [
      'HUAN_XIN with a good address',
      { chat: 'HUAN_XIN', chat_info: { js: SS_JS } },
      undefined,
      { type: 'HUAN_XIN', src: SS_JS },
    ],
    [
      'an unknown vendor: the default',
      { chat: 'OTHER', chat_info: { js: SS_JS } },
      undefined,
      { type: 'DEFAULT', src: SS_JS },
    ],
    [
      'an http address: the default',
      { chat: 'SS_ROBOT', chat_info: { js: 'http://ss.example.com/w.js' } },
      undefined,
      { type: 'DEFAULT', src: DEFAULT },
    ],
    [
      'a query after .js (a version)',
      { chat: 'SS_ROBOT', chat_info: { js: 'https://ss.example.com/w.js?v=3' } },
      undefined,
      { type: 'SS_ROBOT', src: 'https://ss.example.com/w.js?v=3' },
    ],
    [
      "Easemob's script with its ids in the query",
      { chat: 'HUAN_XIN', chat_info: { js: EASEMOB_WITH_IDS } },
      undefined,
      { type: 'HUAN_XIN', src: EASEMOB_WITH_IDS },
    ],
    [
      'a path not ending in .js',
      { chat: 'SS_ROBOT', chat_info: { js: 'https://ss.example.com/w?f=.js' } },
      undefined,
      { type: 'DEFAULT', src: DEFAULT },
    ],
    [
      "an origin the page's CSP does not allow",
      { chat: 'SS_ROBOT', chat_info: { js: 'https://elsewhere.example/w.js' } },
      undefined,
      { type: 'DEFAULT', src: DEFAULT },
    ],
    [
      'a relative address',
      { chat: 'SS_ROBOT', chat_info: { js: '/w.js' } },
      undefined,
      { type: 'DEFAULT', src: DEFAULT },
    ],
    ['no address', { chat: 'SS_ROBOT' }, undefined, { type: 'DEFAULT', src: DEFAULT }],
    [
      'chat-choose easemob over an SS config',
      { chat: 'SS_ROBOT', chat_info: { js: SS_JS } },
      'easemob',
      { type: 'HUAN_XIN', src: EASEMOB_SCRIPT_URL },
    ],
    [
      'chat-choose ss keeps the SS flavour',
      { chat: 'SS_ROBOT', chat_info: { js: SS_JS } },
      'ss',
      { type: 'SS_ROBOT', src: SS_JS },
    ],
    [
      'chat-choose ss over HUAN_XIN: no SS address, the default',
      { chat: 'HUAN_XIN', chat_info: { js: SS_JS } },
      'ss',
      { type: 'DEFAULT', src: DEFAULT },
    ],
  ] as const)('%s', (_name, config, choose, expected) => {
    expect(resolveChat(config, choose, DEFAULT, ALLOWED)).toEqual(expected);
  });

  it('loads the default chat when the config call failed', () => {
    expect(resolveChat(null, undefined, DEFAULT, ALLOWED)).toEqual({ type: 'DEFAULT', src: DEFAULT });
    expect(resolveChat(null, undefined, '', ALLOWED)).toBeNull();
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
    const { deps } = setup({ locale: 'zh', chatChoose: vi.fn(async () => 'easemob') });
    startChat(deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.chatConfig).toHaveBeenCalledWith('zh-CN');
    expect(deps.chatChoose).toHaveBeenCalledWith('203.0.113.10', 'zh');
    expect(deps.loadScript).toHaveBeenCalledWith(EASEMOB_SCRIPT_URL);
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
