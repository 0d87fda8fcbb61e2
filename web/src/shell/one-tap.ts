import {
  type LocaleCode,
  ONE_TAP_ACTION_TYPE,
  ONE_TAP_FRAME_GIVE_UP_MS,
  ONE_TAP_FRAME_POLL_MS,
  ONE_TAP_PROMPT_DELAY_MS,
  ONE_TAP_THIRD_PARTY,
  loginLanguage,
} from '@site/schemas';
import { withToken } from './auth-links';
import { poll } from './poller';

/**
 * One-tap sign-in, free of React and of any global: every effect is a dependency, so
 * the flow is tested with fakes and run in the page with the real identity provider.
 *
 * Flow: the provider's script is asked for as soon as the flow starts (the caller starts it after the page is
 * interactive); 3 s later the prompt opens. The credential is encrypted before it leaves the page and posted with
 * the authorized-login payload. Code 0 goes to the login destination with `t` = data.cpl; any other code, or code 0
 * without a token, goes to the failure handler; a network failure ends the flow quietly.
 */

/** Google Identity Services, the part we use. */
export interface CredentialResponse {
  credential?: string;
  select_by?: string;
}

export interface PromptMoment {
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string;
  isSkippedMoment?(): boolean;
  getSkippedReason?(): string;
}

export interface IdentityApi {
  initialize(config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    context?: string;
    itp_support?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
  cancel?(): void;
}

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/** Ids Google gives the credential picker's container on desktop and mobile. */
export const CREDENTIAL_PICKER_SELECTOR = '#credential_picker_container, #credential_picker_iframe';
/** Above every widget of ours (the highest is the chat at 2147483000 - 1). */
export const CREDENTIAL_PICKER_Z_INDEX = '2147483000';

export class OneTapError extends Error {
  override readonly name = 'OneTapError';
}

/** Encrypted credential: `_k` the RSA-wrapped AES key, `_a` the AES-encrypted credential. */
export interface EncryptedCredential {
  _k: string;
  _a: string;
}

export interface SignInAnswer {
  code: number | string;
  data?: { cpl?: unknown } | null;
  msg?: string;
}

/** What the visitor brought with them: read from storage and cookies by the caller. */
export interface VisitorContext {
  inviteCode: string;
  source: string;
  referer: string;
  ref: string;
}

/** The authorized-login form, every field a string. */
export function oneTapPayload(
  locale: LocaleCode,
  visitor: VisitorContext,
  credential: EncryptedCredential,
): Record<string, string> {
  return {
    third_party: ONE_TAP_THIRD_PARTY,
    invite_code: visitor.inviteCode,
    language: loginLanguage(locale),
    source: visitor.source,
    referer: visitor.referer,
    third_party_action_type: ONE_TAP_ACTION_TYPE,
    regParam: JSON.stringify({ ref: visitor.ref }),
    redirect_data: JSON.stringify(credential),
  };
}

export function toFormData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** How the sign-in call can end, as the flow needs to know it. */
export type SignInOutcome =
  | { kind: 'answer'; answer: SignInAnswer }
  /** Network, timeout, HTTP status, empty or unreadable answer: the flow just ends. */
  | { kind: 'unreachable' };

export type LoginTarget = '_self' | '_blank';
/** The name of the window a `_blank` login destination opens in, so repeated sign-ins reuse it. */
export const LOGIN_WINDOW_NAME = 'morphis_login';

export interface OneTapDeps {
  clientId: string;
  locale: LocaleCode;
  loginUrl: string;
  target: LoginTarget;
  /** How long ago the app loaded (its load event): the prompt starts 3 s after that, at once when later already. */
  sinceLoadMs?: number;
  loadScript(src: string): Promise<void>;
  identity(): IdentityApi | undefined;
  encrypt(credential: string): Promise<EncryptedCredential> | EncryptedCredential;
  visitor(): VisitorContext;
  signIn(form: FormData): Promise<SignInOutcome>;
  navigate(url: string, target: LoginTarget): void;
  /** Any code but 0. */
  onCodeFailure(answer: SignInAnswer): void;
  /** The visitor took part and it failed: shows the localized 'Registration failed!'. */
  onPromptFailure(): void;
  /** Problems the visitor never saw (configuration, a script that did not load). */
  report(error: OneTapError): void;
  findFrame(): HTMLElement | null;
  scriptUrl?: string;
}

/** Prompt moments that mean the visitor chose an account and it still failed. */
const FAILED_SKIP_REASONS = new Set(['issuing_failed']);
/** Not displayed because of our configuration, not the visitor's choice: worth a report. */
const CONFIG_NOT_DISPLAYED = new Set([
  'invalid_client',
  'missing_client_id',
  'unregistered_origin',
  'secure_http_required',
]);

export function startOneTap(deps: OneTapDeps): () => void {
  let stopped = false;
  let stopFramePoll: () => void = () => undefined;
  const script = deps.loadScript(deps.scriptUrl ?? GOOGLE_IDENTITY_SCRIPT);
  script.catch(() => undefined);

  const onCredential = async (response: CredentialResponse) => {
    if (stopped) return;
    if (!response?.credential) {
      deps.onPromptFailure();
      return;
    }
    let form: FormData;
    try {
      form = toFormData(oneTapPayload(deps.locale, deps.visitor(), await deps.encrypt(response.credential)));
    } catch (cause) {
      deps.report(new OneTapError('The credential could not be encrypted', { cause }));
      deps.onPromptFailure();
      return;
    }
    const outcome = await deps.signIn(form).catch((): SignInOutcome => ({ kind: 'unreachable' }));
    // A network failure just ends the flow.
    if (outcome.kind === 'unreachable') return;
    const { answer } = outcome;
    const cpl = answer.data?.cpl;
    if ((answer.code === 0 || answer.code === '0') && typeof cpl === 'string' && cpl !== '') {
      deps.navigate(withToken(deps.loginUrl, cpl), deps.target);
    } else {
      deps.onCodeFailure(answer);
    }
  };

  const onMoment = (moment: PromptMoment) => {
    try {
      if (moment.isSkippedMoment?.() && FAILED_SKIP_REASONS.has(moment.getSkippedReason?.() ?? '')) {
        deps.onPromptFailure();
      } else if (moment.isNotDisplayed?.()) {
        const reason = moment.getNotDisplayedReason?.() ?? '';
        if (CONFIG_NOT_DISPLAYED.has(reason)) deps.report(new OneTapError(`One-tap prompt not displayed: ${reason}`));
      }
    } catch {
      // With FedCM some moment methods are gone; their absence is not a failure.
    }
  };

  const timer = setTimeout(
    () => {
      script.then(
        () => {
          if (stopped) return;
          const identity = deps.identity();
          if (!identity) {
            deps.report(new OneTapError('The identity provider script loaded without its API'));
            return;
          }
          try {
            identity.initialize({
              client_id: deps.clientId,
              callback: (response) => void onCredential(response),
              auto_select: false,
              cancel_on_tap_outside: false,
              context: 'signup',
              itp_support: true,
              use_fedcm_for_prompt: true,
            });
            identity.prompt(onMoment);
          } catch (cause) {
            deps.report(new OneTapError('The one-tap prompt could not start', { cause }));
            return;
          }
          stopFramePoll = poll(
            () => {
              const frame = deps.findFrame();
              if (!frame) return false;
              frame.style.zIndex = CREDENTIAL_PICKER_Z_INDEX;
              return true;
            },
            { intervalMs: ONE_TAP_FRAME_POLL_MS, maxTicks: ONE_TAP_FRAME_GIVE_UP_MS / ONE_TAP_FRAME_POLL_MS },
          );
        },
        (cause: unknown) => deps.report(new OneTapError('The identity provider script did not load', { cause })),
      );
    },
    Math.max(0, ONE_TAP_PROMPT_DELAY_MS - (deps.sinceLoadMs ?? 0)),
  );

  return () => {
    stopped = true;
    clearTimeout(timer);
    stopFramePoll();
  };
}
