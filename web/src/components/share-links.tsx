import type { LocaleCode } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { type ShareNetwork, shareLinks } from '@/lib/seo/share-links';

const ICON: Readonly<Record<ShareNetwork, string>> = { x: 'X', facebook: 'f', linkedin: 'in', telegram: '➤' };
const NAME: Readonly<Record<ShareNetwork, string>> = {
  x: 'X',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  telegram: 'Telegram',
};

/** Plain links to each network's share page for the canonical URL: no third-party script runs on our page. */
export async function ShareLinks({ locale, url, title }: { locale: LocaleCode; url: string; title: string }) {
  const t = await getTranslations({ locale, namespace: 'ShareLinks' });
  return (
    <div className="share-links" data-testid="share-links">
      <p className="share-title">{t('label')}</p>
      <ul>
        {shareLinks(url, title).map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              aria-label={t(network)}
              title={t(network)}
              data-network={network}
            >
              {/* The glyph is drawn by CSS from data-icon, so it is no text: the visible text is the network's name,
                  which the accessible name contains (WCAG 2.5.3; "f Facebook" was not in "Share on Facebook"). */}
              <span aria-hidden="true" className="share-icon" data-icon={ICON[network]} />
              <span className="share-name">{NAME[network]}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
