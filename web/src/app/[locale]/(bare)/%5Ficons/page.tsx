import { LOCALE_CODES } from '@site/schemas';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ICONS, ICON_NAMES, Icon, IconSprite } from '@/components/icons';
import { Link } from '@/i18n/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { requireLocale } from '@/lib/routing/guard-route';
import { PageHeader } from '@/components/page-header';

const PATH = '/_icons';
const SIZES = [16, 24, 32] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/_icons'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Icons' });
  return pageMetadata({ locale, path: PATH, title: t('title'), description: t('lead'), available: LOCALE_CODES });
}

/** `/_icons`: the sprite with every icon by name, at the sizes the site uses, outline and filled. */
export default async function IconsPage({ params }: PageProps<'/[locale]/_icons'>) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Icons' });
  return (
    <>
      <IconSprite />
      <div className="icons-page">
        <PageHeader title={t('title')} lead={t('lead', { count: ICON_NAMES.length })} />
        <ul className="icon-grid">
          {ICON_NAMES.map((name) => (
            <li key={name} className="icon-tile" data-icon={name}>
              <span className="icon-samples">
                {SIZES.map((size) => (
                  <Icon key={size} name={name} size={size} />
                ))}
              </span>
              <code>{name}</code>
              {'fill' in ICONS[name] ? <span className="icon-kind">{t('filled')}</span> : null}
            </li>
          ))}
        </ul>
        <p>
          <Link href="/" className="button button-ghost">
            {t('back')}
          </Link>
        </p>
      </div>
    </>
  );
}
