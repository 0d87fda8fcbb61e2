import type { LocaleCode } from '@site/schemas';
import { content } from '@/content';
import { shellSettings } from '@/env';
import { siteSettings } from '@/lib/site/site-settings';
import type { ConsultationQr, StatisticalSnippets } from '@/shell/islands/strings';

export interface AccountSettings {
  registerUrl: string;
  loginUrl: string;
  snippets: StatisticalSnippets;
  /** The consultation button's QR code from the CMS's site settings; Chinese pages only (the only ones with it). */
  consultationQr: ConsultationQr | null;
}

/**
 * What the shell uses: register and login URLs and the statistical snippets (base-info, then the CMS), with
 * REGISTER_URL and LOGIN_URL as the fallback when neither has a URL.
 */
export async function accountSettings(locale: LocaleCode): Promise<AccountSettings> {
  const [settings, cms] = await Promise.all([
    siteSettings(locale),
    locale === 'zh' ? content.getSiteSettings(locale) : null,
  ]);
  const qr = cms?.consultation_qr;
  return {
    registerUrl: settings.register_url || shellSettings.registerUrl,
    loginUrl: settings.login_url || shellSettings.loginUrl,
    snippets: {
      statistical_title: settings.statistical_title ?? null,
      statistical_body: settings.statistical_body ?? null,
    },
    consultationQr: qr?.url ? { src: qr.url, alt: qr.alt || null } : null,
  };
}
