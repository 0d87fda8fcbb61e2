import type { LocaleCode } from '@site/schemas';
import { content } from '@/content';
import { shellSettings } from '@/env';
import type { StatisticalSnippets } from '@/widgets/strings';

export interface AccountSettings {
  registerUrl: string;
  loginUrl: string;
  snippets: StatisticalSnippets;
}

/**
 * The base-info settings the shell uses (spec section 3): register and login URLs and the statistical snippets from
 * the CMS's site settings, with REGISTER_URL and LOGIN_URL as the fallback when the CMS has none. A CMS failure
 * propagates like every loader's, so a refresh keeps serving the last good page (web/README.md, Content).
 */
export async function accountSettings(locale: LocaleCode): Promise<AccountSettings> {
  const settings = await content.getSiteSettings(locale);
  return {
    registerUrl: settings?.register_url || shellSettings.registerUrl,
    loginUrl: settings?.login_url || shellSettings.loginUrl,
    snippets: { statistical_title: settings?.statistical_title ?? null, statistical_body: settings?.statistical_body ?? null },
  };
}
