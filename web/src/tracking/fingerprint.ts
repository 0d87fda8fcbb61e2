import {
  API_PATHS,
  FINGERPRINT_AUDIO_TIMEOUT_MS,
  FINGERPRINT_BASE_ENCODE,
  FINGERPRINT_LOG_TYPE,
  FINGERPRINT_PUSHED_KEY,
} from '@site/schemas';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import MD5 from 'crypto-js/md5';
import { type Pause, type SliceOptions, mapInSlices, yieldToMain } from './main-thread';
import type { Caller } from './request';
import { type KeyValueStore, getItem, setItem } from './storage';
import { timeZoneHere, timeZoneOffThread } from './time-zone';
import type { VisitorIp } from './visitor-ip';

/**
 * The fingerprint report: navigator information, the visitor-IP answer, installed fonts,
 * an audio-stack value (1000 ms at most), WebGL and canvas hashes. It is sent to the log call only when its hash
 * differs from the one stored as isPush, and isPush is updated only once the call succeeded. Nothing in it changes
 * from one page load to the next on the same device and network, so it is sent once per distinct payload.
 *
 * Its costly parts (font probing, the canvas and WebGL hashes, MD5 and base64) run in separate tasks, the fonts a
 * few at a time, so that none blocks the main thread for long; the payload is the same as computed in one go.
 */

export interface NavigatorInfo {
  readonly userAgent: string;
  readonly language: string;
  readonly languages: readonly string[];
  readonly platform: string;
  readonly vendor: string;
  readonly hardwareConcurrency: number | null;
  readonly deviceMemory: number | null;
  readonly maxTouchPoints: number | null;
  readonly cookieEnabled: boolean;
  readonly doNotTrack: string | null;
  readonly timezone: string;
  readonly screen: {
    readonly width: number;
    readonly height: number;
    readonly colorDepth: number;
    readonly pixelRatio: number;
  };
}

export interface Fingerprint {
  readonly navigator: NavigatorInfo;
  readonly ip: VisitorIp | null;
  readonly fonts: readonly string[];
  readonly audio: string | null;
  readonly webgl: string | null;
  readonly canvas: string | null;
}

/** `timezone`: the zone already read off the main thread (time-zone.ts); read here when missing. */
export function navigatorInfo(win: Window = window, timezone: string = timeZoneHere()): NavigatorInfo {
  const nav = win.navigator as Navigator & { deviceMemory?: number };
  return {
    userAgent: nav.userAgent,
    language: nav.language,
    languages: [...(nav.languages ?? [])],
    platform: nav.platform ?? '',
    vendor: nav.vendor ?? '',
    hardwareConcurrency: nav.hardwareConcurrency ?? null,
    deviceMemory: nav.deviceMemory ?? null,
    maxTouchPoints: nav.maxTouchPoints ?? null,
    cookieEnabled: nav.cookieEnabled,
    doNotTrack: nav.doNotTrack ?? null,
    timezone,
    screen: {
      width: win.screen?.width ?? 0,
      height: win.screen?.height ?? 0,
      colorDepth: win.screen?.colorDepth ?? 0,
      pixelRatio: win.devicePixelRatio ?? 1,
    },
  };
}

/** Fonts probed: common ones across Windows, macOS, Linux and the CJK, Cyrillic and Thai systems our visitors use. */
export const PROBED_FONTS = [
  'Arial',
  'Arial Black',
  'Calibri',
  'Cambria',
  'Comic Sans MS',
  'Consolas',
  'Courier New',
  'Georgia',
  'Helvetica',
  'Helvetica Neue',
  'Impact',
  'Lucida Console',
  'Palatino Linotype',
  'Segoe UI',
  'Tahoma',
  'Times New Roman',
  'Trebuchet MS',
  'Verdana',
  'Menlo',
  'Monaco',
  'San Francisco',
  'Ubuntu',
  'DejaVu Sans',
  'Liberation Sans',
  'Noto Sans',
  'Roboto',
  'Microsoft YaHei',
  'SimSun',
  'PingFang SC',
  'Hiragino Sans',
  'Malgun Gothic',
  'Meiryo',
  'Leelawadee UI',
  'Nirmala UI',
] as const;

const BASE_FONTS = ['monospace', 'sans-serif', 'serif'] as const;
const PROBE_TEXT = 'mmmmmmmmmmlli WwQq 1234567890';

function context2d(doc: Document, width = 240, height = 60): CanvasRenderingContext2D | null {
  try {
    const canvas = doc.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

/**
 * A font is present when text set in it measures differently from all three generic fallbacks. Each probe sets a
 * new font, which costs a font lookup: the probes run in slices of `slices.budgetMs`, yielding between them.
 */
export async function detectFonts(doc: Document = document, slices: SliceOptions = {}): Promise<string[]> {
  const context = context2d(doc);
  if (!context) return [];
  const width = (font: string) => {
    context.font = `72px ${font}`;
    return context.measureText(PROBE_TEXT).width;
  };
  // The first measurements load the font machinery: a task of their own, then the probes in slices.
  const base = BASE_FONTS.map((family) => width(family));
  await (slices.pause ?? yieldToMain)();
  const present = await mapInSlices(
    PROBED_FONTS,
    (font) => BASE_FONTS.some((family, index) => width(`'${font}', ${family}`) !== base[index]),
    slices,
  );
  return PROBED_FONTS.filter((_, index) => present[index]);
}

/** Draws the canvas probe; setting its text (CJK and emoji fallback fonts) is the costly part. Null without a canvas. */
function drawCanvasProbe(doc: Document): HTMLCanvasElement | null {
  const context = context2d(doc);
  if (!context) return null;
  try {
    context.textBaseline = 'top';
    context.font = "16px 'Arial'";
    context.fillStyle = '#f60';
    context.fillRect(100, 1, 62, 20);
    context.fillStyle = '#069';
    context.fillText('Morphis, 多开 <canvas> 1.0 😃', 2, 15);
    context.fillStyle = 'rgba(102, 204, 0, 0.7)';
    context.beginPath();
    context.arc(50, 30, 20, 0, Math.PI * 2);
    context.fill();
    return context.canvas;
  } catch {
    return null;
  }
}

/** MD5 of the drawn probe's PNG data URL. Drawing, PNG encoding and hashing each take a task of their own. */
export async function canvasHash(doc: Document = document, pause: Pause = yieldToMain): Promise<string | null> {
  const canvas = drawCanvasProbe(doc);
  if (!canvas) return null;
  await pause();
  let image: string;
  try {
    image = canvas.toDataURL();
  } catch {
    return null; // A tainted or refused canvas: no hash, as before.
  }
  await pause();
  return MD5(image).toString();
}

export function webglHash(doc: Document = document): string | null {
  try {
    const canvas = doc.createElement('canvas');
    const gl = (canvas.getContext('webgl') ?? canvas.getContext('experimental-webgl')) as WebGLRenderingContext | null;
    if (!gl) return null;
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    const parts = [
      gl.getParameter(gl.VERSION),
      gl.getParameter(gl.SHADING_LANGUAGE_VERSION),
      gl.getParameter(gl.VENDOR),
      gl.getParameter(gl.RENDERER),
      debug ? gl.getParameter(debug.UNMASKED_VENDOR_WEBGL) : '',
      debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : '',
      gl.getParameter(gl.MAX_TEXTURE_SIZE),
      gl.getParameter(gl.MAX_RENDERBUFFER_SIZE),
      gl.getParameter(gl.MAX_VERTEX_ATTRIBS),
      Array.from(gl.getParameter(gl.ALIASED_LINE_WIDTH_RANGE) as Float32Array).join(','),
      (gl.getSupportedExtensions() ?? []).join(','),
    ];
    return MD5(parts.join('|')).toString();
  } catch {
    return null;
  }
}

type OfflineContextClass = typeof OfflineAudioContext;

/** The sum of a compressed oscillator's samples, which differs by audio stack; null after 1000 ms or on failure. */
export function audioFingerprint(
  win: Window = window,
  timeoutMs: number = FINGERPRINT_AUDIO_TIMEOUT_MS,
): Promise<string | null> {
  const Context =
    (win as Window & { OfflineAudioContext?: OfflineContextClass; webkitOfflineAudioContext?: OfflineContextClass })
      .OfflineAudioContext ??
    (win as Window & { webkitOfflineAudioContext?: OfflineContextClass }).webkitOfflineAudioContext;
  if (!Context) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const done = (value: string | null) => {
      clearTimeout(timer);
      resolve(value);
    };
    try {
      const context = new Context(1, 5000, 44100);
      const oscillator = context.createOscillator();
      oscillator.type = 'triangle';
      oscillator.frequency.value = 10000;
      const compressor = context.createDynamicsCompressor();
      compressor.threshold.value = -50;
      compressor.knee.value = 40;
      compressor.ratio.value = 12;
      compressor.attack.value = 0;
      compressor.release.value = 0.25;
      oscillator.connect(compressor);
      compressor.connect(context.destination);
      oscillator.start(0);
      context.startRendering().then(
        (buffer) => {
          const samples = buffer.getChannelData(0);
          let sum = 0;
          for (let index = 4500; index < samples.length; index += 1) sum += Math.abs(samples[index] ?? 0);
          done(sum.toString());
        },
        () => done(null),
      );
    } catch {
      done(null);
    }
  });
}

/**
 * Collects the fingerprint in steps with a yield between them (`slices.pause`): fonts in slices, WebGL, then the
 * canvas. The audio value renders and a worker reads the time zone while the visitor-IP answer arrives.
 */
export async function collectFingerprint(
  visitorIp: () => Promise<VisitorIp | null>,
  win: Window = window,
  slices: SliceOptions = {},
): Promise<Fingerprint> {
  const pause = slices.pause ?? yieldToMain;
  const [ip, audio, timezone] = await Promise.all([visitorIp(), audioFingerprint(win), timeZoneOffThread(win)]);
  const visitorNavigator = navigatorInfo(win, timezone);
  await pause();
  const fonts = await detectFonts(win.document, slices);
  await pause();
  const webgl = webglHash(win.document);
  await pause();
  const canvas = await canvasHash(win.document, pause);
  // The fields in the order the payload has always had: its JSON, and so its hash, stay the same.
  return { navigator: visitorNavigator, ip, fonts, audio, webgl, canvas };
}

export function fingerprintHash(fingerprint: Fingerprint): string {
  return MD5(JSON.stringify(fingerprint)).toString();
}

/** The log call's `data`: the fingerprint JSON, UTF-8, base64 (hence base_encode 1). */
export function encodeFingerprint(fingerprint: Fingerprint): string {
  return Base64.stringify(Utf8.parse(JSON.stringify(fingerprint)));
}

export function fingerprintForm(fingerprint: Fingerprint): FormData {
  const form = new FormData();
  form.append('log_type', FINGERPRINT_LOG_TYPE);
  form.append('data', encodeFingerprint(fingerprint));
  form.append('base_encode', String(FINGERPRINT_BASE_ENCODE));
  return form;
}

export type FingerprintOutcome = 'sent' | 'unchanged' | 'failed';

export async function reportFingerprint(deps: {
  api: Caller;
  local: KeyValueStore | null;
  collect: () => Promise<Fingerprint>;
  /** Between hashing and encoding: each hashes or encodes the whole JSON. */
  pause?: Pause;
}): Promise<FingerprintOutcome> {
  const pause = deps.pause ?? yieldToMain;
  let fingerprint: Fingerprint;
  try {
    fingerprint = await deps.collect();
  } catch {
    return 'failed';
  }
  await pause();
  const hash = fingerprintHash(fingerprint);
  if (getItem(deps.local, FINGERPRINT_PUSHED_KEY) === hash) return 'unchanged';
  await pause();
  const form = fingerprintForm(fingerprint);
  try {
    await deps.api(API_PATHS.recordLog, { method: 'POST', body: form });
  } catch {
    return 'failed';
  }
  setItem(deps.local, FINGERPRINT_PUSHED_KEY, hash);
  return 'sent';
}
