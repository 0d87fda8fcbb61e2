'use client';

import type { LocaleCode } from '@site/schemas';
import { useEffect, useState } from 'react';
import type { RuntimeSettings } from '@/tracking/settings';
import { officialUrl } from '@/shell/auth-links';
import { isMobileDevice } from '@/shell/device';
import type { ShellSettings } from '@/shell/settings';
import { ChatLoader } from './chat-loader.client';
import { Consultation } from './consultation.client';
import { NotificationCenter } from './notification-center.client';
import { OneTap } from './one-tap.client';
import { Prefetcher } from './prefetcher.client';
import { RegisterBanner } from './register-banner.client';
import { ScrollTop } from './scroll-top.client';
import { Snippets } from './snippets.client';
import type { ConsultationQr, StatisticalSnippets, WidgetStrings } from './strings';
import { Tooltips } from './tooltips.client';

export interface WidgetsProps {
  locale: LocaleCode;
  settings: ShellSettings;
  runtime: RuntimeSettings;
  strings: WidgetStrings;
  snippets: StatisticalSnippets;
  consultationQr: ConsultationQr | null;
}

/**
 * Every widget of the shell, in one chunk that the shell island loads after the page is interactive: nothing here
 * is part of the first render.
 */
export function Widgets({ locale, settings, runtime, strings, snippets, consultationQr }: WidgetsProps) {
  const [mobile] = useState(isMobileDevice);
  useEffect(() => {
    document.documentElement.dataset.widgets = mobile ? 'mobile' : 'desktop';
  }, [mobile]);
  return (
    <>
      <div className="floating-stack" data-mobile={mobile ? 'true' : 'false'}>
        {locale === 'zh' ? (
          <Consultation
            mobile={mobile}
            label={strings.consultation}
            hint={strings.consultationHint}
            qr={consultationQr}
            qrAlt={strings.qrAlt}
          />
        ) : null}
        <ScrollTop label={strings.scrollTop} />
      </div>
      {mobile ? (
        <RegisterBanner
          locale={locale}
          registerUrl={officialUrl(settings.registerUrl, locale)}
          alt={strings.bannerAlt}
          closeLabel={strings.bannerClose}
          openLabel={strings.bannerOpen}
        />
      ) : null}
      <NotificationCenter closeLabel={strings.close} />
      <Tooltips />
      <ChatLoader locale={locale} settings={settings} runtime={runtime} mobile={mobile} />
      {settings.googleClientId ? (
        <OneTap
          locale={locale}
          settings={settings}
          runtime={runtime}
          registrationFailed={strings.registrationFailed}
          signInFailed={strings.signInFailed}
        />
      ) : null}
      <Snippets snippets={snippets} />
      <Prefetcher />
    </>
  );
}
