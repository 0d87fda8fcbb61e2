import type { LocaleCode } from '@site/schemas';
import { shellSettings } from '@/env';
import { siteSettings } from '@/lib/site-settings';
import type { StatisticalSnippets } from '@/widgets/strings';

export interface AccountSettings {
  registerUrl: string;
  loginUrl: string;
  snippets: StatisticalSnippets;
}

/**
 * What the shell uses: register and login URLs and the statistical snippets (base-info, then the CMS), with
 * REGISTER_URL and LOGIN_URL as the fallback when neither has a URL.
 */
export async function accountSettings(locale: LocaleCode): Promise<AccountSettings> {
  const settings = await siteSettings(locale);
  return {
    registerUrl: settings.register_url || shellSettings.registerUrl,
    loginUrl: settings.login_url || shellSettings.loginUrl,
    snippets: { statistical_title: settings.statistical_title ?? null, statistical_body: settings.statistical_body ?? null },
  };
}
