// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  PROBED_FONTS,
  collectFingerprint,
  encodeFingerprint,
  fingerprintHash,
  navigatorInfo,
  reportFingerprint,
} from '@/tracking/fingerprint';
import { MemoryStore, VISITOR_IP as IP, fakeCaller, renderingAudioContext } from './support';

/**
 * The fingerprint on a fake device (canvas, WebGL and audio that answer deterministically): the payload is pinned
 * field by field, so collecting it in slices cannot change what is sent, only when.
 */

const INSTALLED = new Set(['Arial', 'Verdana', 'Noto Sans', 'PingFang SC']);
const GENERIC_WIDTH: Record<string, number> = { monospace: 120, 'sans-serif': 110, serif: 105 };
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** What the fake device did, in order: canvas work, WebGL work and the yields between them. */
type Log = string[];

function fakeCanvas(log: Log) {
  const drawn: string[] = [];
  const context2d = {
    font: '',
    textBaseline: '',
    fillStyle: '',
    canvas: { toDataURL: () => `data:image/png;base64,${Buffer.from(drawn.join(';')).toString('base64')}` },
    measureText(text: string) {
      // "72px 'Arial', serif": the first family if installed, else the generic fallback at the end.
      const families = this.font.replace(/^72px /, '').split(', ');
      const first = families[0]!.replace(/'/g, '');
      const width = INSTALLED.has(first) ? 100 + first.length : GENERIC_WIDTH[families[families.length - 1]!]!;
      log.push(`measure ${first}`);
      return { width: width + text.length };
    },
    fillRect: (...args: number[]) => drawn.push(`rect ${args.join(',')}`),
    fillText: (text: string, x: number, y: number) => drawn.push(`text ${text} ${x} ${y}`),
    beginPath: () => drawn.push('path'),
    arc: (...args: number[]) => drawn.push(`arc ${args.join(',')}`),
    fill: () => drawn.push('fill'),
  };
  const gl = {
    VERSION: 1,
    SHADING_LANGUAGE_VERSION: 2,
    VENDOR: 3,
    RENDERER: 4,
    MAX_TEXTURE_SIZE: 5,
    MAX_RENDERBUFFER_SIZE: 6,
    MAX_VERTEX_ATTRIBS: 7,
    ALIASED_LINE_WIDTH_RANGE: 8,
    getExtension: () => ({ UNMASKED_VENDOR_WEBGL: 9, UNMASKED_RENDERER_WEBGL: 10 }),
    getParameter: (name: number) => (name === 8 ? new Float32Array([1, 8]) : `p${name}`),
    getSupportedExtensions: () => ['EXT_a', 'EXT_b'],
  };
  return {
    width: 0,
    height: 0,
    getContext(kind: string) {
      log.push(kind === '2d' ? 'canvas 2d' : `canvas ${kind}`);
      return kind === '2d' ? context2d : gl;
    },
  };
}

function fakeDevice(log: Log): Window {
  const doc = { createElement: () => fakeCanvas(log) } as unknown as Document;
  return {
    document: doc,
    navigator: {
      userAgent: 'FakePhone/1.0',
      language: 'de-DE',
      languages: ['de-DE', 'en'],
      platform: 'Linux armv8l',
      vendor: 'Google Inc.',
      hardwareConcurrency: 8,
      deviceMemory: 4,
      maxTouchPoints: 5,
      cookieEnabled: true,
      doNotTrack: null,
    },
    screen: { width: 412, height: 915, colorDepth: 24 },
    devicePixelRatio: 2.625,
    OfflineAudioContext: renderingAudioContext(-0.25),
  } as unknown as Window;
}

/** The payload the fake device must produce, computed from the spec's recipe rather than from the module. */
function expectedPayload(win: Window) {
  const drawn = [
    'rect 100,1,62,20',
    'text Morphis, 多开 <canvas> 1.0 😃 2 15',
    'path',
    `arc 50,30,20,0,${Math.PI * 2}`,
    'fill',
  ].join(';');
  return {
    navigator: navigatorInfo(win),
    ip: IP,
    fonts: PROBED_FONTS.filter((font) => INSTALLED.has(font)),
    audio: '125',
    webgl: md5(['p1', 'p2', 'p3', 'p4', 'p9', 'p10', 'p5', 'p6', 'p7', '1,8', 'EXT_a,EXT_b'].join('|')),
    canvas: md5(`data:image/png;base64,${Buffer.from(drawn).toString('base64')}`),
  };
}

describe('fingerprint payload on a device with canvas, WebGL and audio', () => {
  it('is exactly the fields, order and values of the spec recipe', async () => {
    const win = fakeDevice([]);
    const fingerprint = await collectFingerprint(async () => IP, win);
    const expected = expectedPayload(win);
    expect(JSON.stringify(fingerprint)).toBe(JSON.stringify(expected));
    expect(fingerprintHash(fingerprint)).toBe(md5(JSON.stringify(expected)));
  });

  it('sends the same data field as before', async () => {
    const win = fakeDevice([]);
    const api = fakeCaller();
    expect(
      await reportFingerprint({
        api,
        local: new MemoryStore(),
        collect: () => collectFingerprint(async () => IP, win),
      }),
    ).toBe('sent');
    const sent = (api.calls[0]!.options.body as FormData).get('data');
    expect(sent).toBe(encodeFingerprint(expectedPayload(win) as Parameters<typeof encodeFingerprint>[0]));
  });
});

describe('fingerprint collected in slices', () => {
  it('yields between font probes, before WebGL and before the canvas', async () => {
    const log: Log = [];
    const pause = async () => {
      log.push('yield');
    };
    const win = fakeDevice(log);
    // Budget 0: one font per task, so every probe shows up between two yields.
    await collectFingerprint(async () => IP, win, { pause, budgetMs: 0 });
    const firstProbe = log.indexOf(`measure ${PROBED_FONTS[0]}`);
    const fonts = log.slice(firstProbe).filter((entry) => entry.startsWith('measure') || entry === 'yield');
    // Each font is measured against up to three generic families, then a yield before the next font.
    const groups = fonts.join('\n').split('\nyield\n').slice(0, PROBED_FONTS.length);
    groups.forEach((group, index) => {
      for (const entry of group.split('\n')) expect(entry).toBe(`measure ${PROBED_FONTS[index]}`);
    });
    const webgl = log.indexOf('canvas webgl');
    const canvas = log.lastIndexOf('canvas 2d');
    expect(log[webgl - 1]).toBe('yield');
    expect(log[canvas - 1]).toBe('yield');
    expect(webgl).toBeLessThan(canvas);
  });

  it('with the default budget, probes several fonts per task on a fast device', async () => {
    const log: Log = [];
    let yields = 0;
    await collectFingerprint(async () => IP, fakeDevice(log), {
      pause: async () => {
        yields += 1;
      },
    });
    // The fake measures instantly, so the 34 fonts fit in one slice; the steps still yield: before the navigator
    // information, after the generic widths, before WebGL, before drawing the canvas, before its PNG and its MD5.
    expect(yields).toBe(6);
  });

  it('hashes and encodes in separate tasks from collecting', async () => {
    const steps: string[] = [];
    const api = fakeCaller();
    const fingerprint = await collectFingerprint(async () => IP, fakeDevice([]));
    await reportFingerprint({
      api,
      local: new MemoryStore(),
      collect: async () => (steps.push('collected'), fingerprint),
      pause: async () => {
        steps.push('yield');
      },
    });
    expect(steps).toEqual(['collected', 'yield', 'yield']);
    expect(api.calls).toHaveLength(1);
  });
});
