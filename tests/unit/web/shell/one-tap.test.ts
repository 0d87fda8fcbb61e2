import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CREDENTIAL_PICKER_Z_INDEX,
  type CredentialResponse,
  GOOGLE_IDENTITY_SCRIPT,
  type IdentityApi,
  type OneTapDeps,
  type PromptMoment,
  oneTapPayload,
  startOneTap,
} from '@/shell/one-tap';

/** A fake identity provider that remembers its configuration and lets the test play the visitor. */
function fakeIdentity() {
  let callback: ((response: CredentialResponse) => void) | undefined;
  let listener: ((moment: PromptMoment) => void) | undefined;
  const api: IdentityApi & { initialized?: Record<string, unknown>; prompted: number } = {
    prompted: 0,
    initialize(config) {
      api.initialized = config;
      callback = config.callback;
    },
    prompt(next) {
      api.prompted += 1;
      listener = next;
    },
  };
  return {
    api,
    choose: (credential?: string) => callback!(credential === undefined ? {} : { credential, select_by: 'user' }),
    moment: (moment: PromptMoment) => listener!(moment),
  };
}

function setup(overrides: Partial<OneTapDeps> = {}) {
  const identity = fakeIdentity();
  const frame = { style: { zIndex: '' } } as unknown as HTMLElement;
  let frameOnPage = false;
  const deps = {
    clientId: 'client-123.apps.googleusercontent.com',
    locale: 'de' as const,
    loginUrl: 'https://app.example.com/login?rel=official_website&lang=de',
    target: '_self' as const,
    loadScript: vi.fn(async (_src: string) => undefined),
    identity: () => identity.api,
    encrypt: vi.fn(async (credential: string) => ({ _k: 'wrapped-key', _a: `enc(${credential})` })),
    visitor: () => ({ inviteCode: 'INV1', source: 'ads', referer: 'https://search.example/', ref: 'REF9' }),
    signIn: vi.fn(async (_form: FormData) => ({
      kind: 'answer' as const,
      answer: { code: 0, data: { cpl: 'cpl-token' } },
    })),
    navigate: vi.fn(),
    onCodeFailure: vi.fn(),
    onPromptFailure: vi.fn(),
    report: vi.fn(),
    findFrame: () => (frameOnPage ? frame : null),
    ...overrides,
  } satisfies OneTapDeps;
  return { deps, identity, frame, showFrame: () => (frameOnPage = true) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('one-tap sign-in', () => {
  it('asks for the provider script at once and opens the prompt 3 s later', async () => {
    const { deps, identity } = setup();
    startOneTap(deps);
    expect(deps.loadScript).toHaveBeenCalledWith(GOOGLE_IDENTITY_SCRIPT);
    await vi.advanceTimersByTimeAsync(2999);
    expect(identity.api.prompted).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(identity.api.prompted).toBe(1);
    expect(identity.api.initialized).toMatchObject({ client_id: deps.clientId, auto_select: false });
  });

  it('counts the 3 s from the load event: a widget that arrived 1.2 s after it prompts 1.8 s later, a late one at once', async () => {
    const { deps, identity } = setup();
    startOneTap({ ...deps, sinceLoadMs: 1200 });
    await vi.advanceTimersByTimeAsync(1799);
    expect(identity.api.prompted).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(identity.api.prompted).toBe(1);
    const late = setup();
    startOneTap({ ...late.deps, sinceLoadMs: 4000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(late.identity.api.prompted).toBe(1);
  });

  it('posts the encrypted credential with the authorized-login payload and goes to the login destination with t', async () => {
    const { deps, identity } = setup();
    startOneTap(deps);
    await vi.advanceTimersByTimeAsync(3000);
    identity.choose('jwt-from-google');
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.encrypt).toHaveBeenCalledWith('jwt-from-google');
    const form = vi.mocked(deps.signIn).mock.calls[0]![0];
    expect(Object.fromEntries(form as unknown as Iterable<[string, string]>)).toEqual({
      third_party: 'google',
      invite_code: 'INV1',
      language: 'en-US',
      source: 'ads',
      referer: 'https://search.example/',
      third_party_action_type: 'one_tap',
      regParam: JSON.stringify({ ref: 'REF9' }),
      redirect_data: JSON.stringify({ _k: 'wrapped-key', _a: 'enc(jwt-from-google)' }),
    });
    expect(form.get('redirect_data')).not.toContain('"jwt-from-google"');
    expect(deps.navigate).toHaveBeenCalledTimes(1);
    const [url, target] = vi.mocked(deps.navigate).mock.calls[0]!;
    expect(new URL(url).searchParams.get('t')).toBe('cpl-token');
    expect(new URL(url).searchParams.get('lang')).toBe('de');
    expect(target).toBe('_self');
  });

  it('keeps the target: _blank asks for a named window', async () => {
    const { deps, identity } = setup({ target: '_blank' });
    startOneTap(deps);
    await vi.advanceTimersByTimeAsync(3000);
    identity.choose('jwt');
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.mocked(deps.navigate).mock.calls[0]![1]).toBe('_blank');
  });

  it('hands any other code, or code 0 without a token (no login address with an empty t), to the failure handler', async () => {
    const answers = [
      { code: 10_020, msg: 'account locked' },
      { code: 0 },
      { code: '0', data: { cpl: '' } },
      { code: 0, data: { cpl: 42 } },
    ];
    for (const answer of answers) {
      const { deps, identity } = setup({ signIn: vi.fn(async () => ({ kind: 'answer' as const, answer })) });
      startOneTap(deps);
      await vi.advanceTimersByTimeAsync(3000);
      identity.choose('jwt');
      await vi.advanceTimersByTimeAsync(0);
      expect(deps.onCodeFailure).toHaveBeenCalledWith(answer);
      expect(deps.navigate).not.toHaveBeenCalled();
    }
  });

  it('ends quietly on a network failure', async () => {
    const { deps, identity } = setup({ signIn: vi.fn(async () => ({ kind: 'unreachable' as const })) });
    startOneTap(deps);
    await vi.advanceTimersByTimeAsync(3000);
    identity.choose('jwt');
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.onCodeFailure).not.toHaveBeenCalled();
    expect(deps.onPromptFailure).not.toHaveBeenCalled();
  });

  it("shows 'Registration failed!' when the chosen account could not be issued, not when the visitor just closes the prompt", async () => {
    const { deps, identity } = setup();
    startOneTap(deps);
    await vi.advanceTimersByTimeAsync(3000);
    identity.moment({ isSkippedMoment: () => true, getSkippedReason: () => 'user_cancel' });
    identity.moment({ isNotDisplayed: () => true, getNotDisplayedReason: () => 'opt_out_or_no_session' });
    expect(deps.onPromptFailure).not.toHaveBeenCalled();
    identity.moment({ isSkippedMoment: () => true, getSkippedReason: () => 'issuing_failed' });
    expect(deps.onPromptFailure).toHaveBeenCalledTimes(1);
    identity.choose(undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.onPromptFailure).toHaveBeenCalledTimes(2);
  });

  it('reports configuration problems the visitor never saw', async () => {
    const { deps, identity } = setup();
    startOneTap(deps);
    await vi.advanceTimersByTimeAsync(3000);
    identity.moment({ isNotDisplayed: () => true, getNotDisplayedReason: () => 'unregistered_origin' });
    expect(deps.report).toHaveBeenCalledTimes(1);
    expect(deps.onPromptFailure).not.toHaveBeenCalled();
  });

  it('never sends a credential it could not encrypt', async () => {
    const { deps, identity } = setup({ encrypt: vi.fn(async () => Promise.reject(new Error('bad key'))) });
    startOneTap(deps);
    await vi.advanceTimersByTimeAsync(3000);
    identity.choose('jwt');
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.signIn).not.toHaveBeenCalled();
    expect(deps.onPromptFailure).toHaveBeenCalledTimes(1);
  });

  it('raises the credential picker frame, polling every 500 ms', async () => {
    const { deps, frame, showFrame } = setup();
    startOneTap(deps);
    await vi.advanceTimersByTimeAsync(3000 + 1500);
    expect(frame.style.zIndex).toBe('');
    showFrame();
    await vi.advanceTimersByTimeAsync(499);
    expect(frame.style.zIndex).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(frame.style.zIndex).toBe(CREDENTIAL_PICKER_Z_INDEX);
  });

  it('abandons the frame after 20 minutes', async () => {
    const findFrame = vi.fn(() => null);
    const { deps } = setup({ findFrame });
    startOneTap(deps);
    await vi.advanceTimersByTimeAsync(3000 + 20 * 60 * 1000);
    expect(findFrame).toHaveBeenCalledTimes(2400);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(findFrame).toHaveBeenCalledTimes(2400);
  });

  it('reports a script that did not load and does not prompt', async () => {
    const { deps, identity } = setup({ loadScript: vi.fn(async () => Promise.reject(new Error('blocked'))) });
    startOneTap(deps);
    await vi.advanceTimersByTimeAsync(3000);
    expect(identity.api.prompted).toBe(0);
    expect(deps.report).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', async () => {
    const { deps, identity } = setup();
    const stop = startOneTap(deps);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(identity.api.prompted).toBe(0);
  });
});

describe('payload', () => {
  it('maps the locale to its login language, defaulting to en-US', () => {
    const visitor = { inviteCode: '', source: '', referer: '', ref: '' };
    const credential = { _k: 'k', _a: 'a' };
    expect(oneTapPayload('zh', visitor, credential).language).toBe('zh-CN');
    expect(oneTapPayload('tc', visitor, credential).language).toBe('zh-TW');
    expect(oneTapPayload('vn', visitor, credential).language).toBe('vi-VN');
    expect(oneTapPayload('jp', visitor, credential).language).toBe('en-US');
  });
});
