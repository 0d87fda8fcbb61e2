import type { LocaleCode } from '@site/schemas';
import { content } from '@/content';
import { shellSettings } from '@/env';
import { log } from '@/observability/log';
import { isAllowedAuthUrl } from '@/shell/auth-links';
import { siteSettings } from '@/backend/site-settings';
import type { ConsultationQr, StatisticalSnippets } from '@/shell/islands/strings';

export interface AccountSettings {
  registerUrl: string;
  loginUrl: string;
  snippets: StatisticalSnippets;
  /** The consultation button's QR code from the CMS's site settings; Chinese pages only (the only ones with it). */
  consultationQr: ConsultationQr | null;
}

const refused = new Set<string>();

/**
 * The first of `candidates` (base-info's, then the CMS's) that is an allowed destination, else the configured URL.
 * A refused value is logged once per process.
 */
function firstAllowed(candidates: readonly (string | null | undefined)[], fallback: string, field: string): string {
  for (const value of candidates) {
    if (!value) continue;
    if (isAllowedAuthUrl(value, shellSettings.authOrigins)) return value;
    if (!refused.has(value) && refused.size < 100) {
      refused.add(value);
      log().warn(
        { field, origins: shellSettings.authOrigins },
        `${field} is not on an allowed origin (AUTH_URL_ORIGINS): not used`,
      );
    }
  }
  return fallback;
}

/**
 * What the shell uses: register and login URLs and the statistical snippets (base-info, then the CMS), with
 * REGISTER_URL and LOGIN_URL as the fallback when neither has one on an allowed origin (settings.ts, authOrigins).
 */
export async function accountSettings(locale: LocaleCode): Promise<AccountSettings> {
  // The CMS's own values too (one cached read, as siteSettings makes): the next choice when base-info's is refused.
  const [settings, cms] = await Promise.all([siteSettings(locale), content.getSiteSettings(locale)]);
  const qr = locale === 'zh' ? cms?.consultation_qr : undefined;
  return {
    registerUrl: firstAllowed([settings.register_url, cms?.register_url], shellSettings.registerUrl, 'register_url'),
    loginUrl: firstAllowed([settings.login_url, cms?.login_url], shellSettings.loginUrl, 'login_url'),
    snippets: {
      statistical_title: settings.statistical_title ?? null,
      statistical_body: settings.statistical_body ?? null,
    },
    consultationQr: qr?.url ? { src: qr.url, alt: qr.alt || null } : null,
  };
}
