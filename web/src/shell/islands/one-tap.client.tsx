'use client';

import {
  API_ERROR_TRIGGER,
  API_PATHS,
  type LocaleCode,
  REFERRER_COOKIE,
  REGISTER_CODE_KEY,
  SOURCE_KEY,
} from '@site/schemas';
import { useEffect } from 'react';
import { browserCookieJar } from '@/tracking/cookies';
import { loadEventTime } from '@/tracking/main-thread';
import { findReferralCode } from '@/tracking/referral';
import { RequestError, createApi } from '@/tracking/request';
import { type RuntimeSettings, resolveEndpoints } from '@/tracking/settings';
import { getItem, localStore } from '@/tracking/storage';
import { track } from '@/tracking/track';
import { officialUrl } from '@/shell/auth-links';
import { notifications } from '@/shell/notifications';
import {
  CREDENTIAL_PICKER_SELECTOR,
  type IdentityApi,
  LOGIN_WINDOW_NAME,
  type SignInAnswer,
  type SignInOutcome,
  startOneTap,
} from '@/shell/one-tap';
import { loadScript } from '@/shell/script-loader';
import type { ShellSettings } from '@/shell/settings';

declare global {
  interface Window {
    google?: { accounts?: { id?: IdentityApi } };
  }
}

/**
 * One-tap sign-in, mounted only when GOOGLE_CLIENT_ID is set and a public key to encrypt the credential with is
 * configured (a credential never leaves the page in clear).
 */
export function OneTap({
  locale,
  settings,
  runtime,
  registrationFailed,
  signInFailed,
}: {
  locale: LocaleCode;
  settings: ShellSettings;
  runtime: RuntimeSettings;
  registrationFailed: string;
  signInFailed: string;
}) {
  useEffect(() => {
    const loginUrl = officialUrl(settings.loginUrl, locale);
    if (!settings.googleClientId || !runtime.signInPublicKey || !loginUrl) return;
    const { api } = createApi(resolveEndpoints(runtime, window.location.hostname));
    const local = localStore();
    const cookies = browserCookieJar();

    return startOneTap({
      clientId: settings.googleClientId,
      locale,
      loginUrl,
      target: settings.loginTarget,
      // The prompt's delay counts from the load event, as the banner's does, not from this chunk's arrival.
      sinceLoadMs: performance.now() - loadEventTime(),
      loadScript: (src) => loadScript(src),
      identity: () => window.google?.accounts?.id,
      encrypt: async (credential) => {
        // The encryption chunk loads only when a visitor has actually chosen an account.
        const { aesEncrypt, randomKey, rsaWrap } = await import('@/tracking/beacon-crypto');
        const key = randomKey();
        return { _k: await rsaWrap(key, runtime.signInPublicKey), _a: aesEncrypt(credential, key) };
      },
      visitor: () => ({
        inviteCode: getItem(local, REGISTER_CODE_KEY) ?? '',
        source: getItem(local, SOURCE_KEY) ?? '',
        referer: cookies.get(REFERRER_COOKIE) || document.referrer,
        ref: findReferralCode(new URL(window.location.href), cookies, local) ?? '',
      }),
      signIn: (form): Promise<SignInOutcome> =>
        api<SignInAnswer['data']>(API_PATHS.authorizedLogin, {
          method: 'POST',
          body: form,
          credentials: 'include',
        }).then(
          (answer) => ({ kind: 'answer', answer: { code: answer.code, data: answer.data ?? null } }),
          (error: unknown) =>
            error instanceof RequestError && error.kind === 'code'
              ? { kind: 'answer', answer: { code: error.code ?? 'missing', msg: error.message } }
              : { kind: 'unreachable' },
        ),
      navigate: (url, target) => {
        if (target === '_blank' && window.open(url, LOGIN_WINDOW_NAME)) return;
        // In place, and also when a pop-up blocker refused the named window.
        window.location.assign(url);
      },
      onCodeFailure: (answer) => {
        const text =
          typeof answer.msg === 'string' && answer.msg.trim() && !/^Code /.test(answer.msg) ? answer.msg : signInFailed;
        notifications.globalToast('failed', text);
      },
      onPromptFailure: () => notifications.message('failure', registrationFailed),
      report: (error) =>
        track('api_error', 'error', { trigger: API_ERROR_TRIGGER, position: 'google one-tap', message: error.message }),
      findFrame: () => document.querySelector<HTMLElement>(CREDENTIAL_PICKER_SELECTOR),
    });
  }, [locale, settings, runtime, registrationFailed, signInFailed]);

  return null;
}
