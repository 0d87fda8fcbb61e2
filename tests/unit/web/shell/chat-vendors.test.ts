// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_VENDORS, chatFrame, chatWidget, prepareChatWidget } from '@/shell/chat-vendors';

type Loose = Record<string, unknown>;
const win = window as unknown as Loose;

afterEach(() => {
  delete win['easemobim'];
  delete win['ssq'];
  delete win['morphisChat'];
  document.body.innerHTML = '';
});

/** Lets MutationObserver callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("Easemob's web widget (easemobim)", () => {
  it('puts onready into easemobim.config before the script loads, keeping one the page had', () => {
    const own = vi.fn();
    win['easemobim'] = { config: { configId: 'abc', onready: own } };
    prepareChatWidget('HUAN_XIN');
    const global = win['easemobim'] as { config: Loose };
    expect(global.config['configId']).toBe('abc');
    // The script (stood in for here) sets bind() and later calls config.onready.
    (global as Loose)['bind'] = () => undefined;
    const ready = vi.fn();
    chatWidget('HUAN_XIN')!.on('ready', ready);
    (global.config['onready'] as () => void)();
    expect(own).toHaveBeenCalledTimes(1);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('is not there until the script has set bind()', () => {
    prepareChatWidget('HUAN_XIN');
    expect(chatWidget('HUAN_XIN')).toBeUndefined();
    (win['easemobim'] as Loose)['bind'] = () => undefined;
    expect(chatWidget('HUAN_XIN')).toBeDefined();
  });

  it('reads open and close from the frame’s easemobim-minimized class, also for a frame added later', async () => {
    prepareChatWidget('HUAN_XIN');
    (win['easemobim'] as Loose)['bind'] = () => undefined;
    const widget = chatWidget('HUAN_XIN')!;
    const events: string[] = [];
    widget.on('open', () => events.push('open'));
    widget.on('close', () => events.push('close'));
    const frame = document.createElement('iframe');
    frame.className = 'easemobim-chat-panel easemobim-hide easemobim-minimized';
    document.body.append(frame);
    await flush();
    expect(events).toEqual([]);
    frame.classList.remove('easemobim-minimized', 'easemobim-hide');
    await flush();
    frame.classList.add('easemobim-minimized');
    await flush();
    expect(events).toEqual(['open', 'close']);
    expect(chatFrame('HUAN_XIN')).toBe(frame);
  });
});

describe('the SS chat (SaleSmartly ssq)', () => {
  it('subscribes through ssq.push with the documented open listener and its close and ready counterparts', () => {
    const pushed: Array<[string, unknown]> = [];
    win['ssq'] = { push: (command: string, handler: unknown) => pushed.push([command, handler]) };
    for (const type of ['SS_ROBOT', 'SS_HUMAN'] as const) {
      expect(CHAT_VENDORS[type]).toBe(CHAT_VENDORS.SS_ROBOT);
    }
    const widget = chatWidget('SS_HUMAN')!;
    const opened = vi.fn();
    widget.on('open', opened);
    widget.on('close', () => undefined);
    widget.on('ready', () => undefined);
    expect(pushed.map(([command]) => command)).toEqual(['onOpenChat', 'onCloseChat', 'onReady']);
    (pushed[0]![1] as () => void)();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('is not there without ssq', () => {
    expect(chatWidget('SS_ROBOT')).toBeUndefined();
    win['ssq'] = {};
    expect(chatWidget('SS_ROBOT')).toBeUndefined();
  });
});

describe('our default chat', () => {
  it('is morphisChat with on()', () => {
    expect(chatWidget('DEFAULT')).toBeUndefined();
    const api = { on: vi.fn() };
    win['morphisChat'] = api;
    expect(chatWidget('DEFAULT')).toBe(api);
  });
});
