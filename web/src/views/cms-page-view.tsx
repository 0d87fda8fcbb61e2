import { type LocaleCode, NAV_SOLUTION_IDS, type SolutionId } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import teamNetwork from '@/assets/illustrations/team-network.png';
import { accountSettings } from '@/components/account-settings';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { FallbackNotice } from '@/components/fallback-notice';
import { CtaBand, IconCardsSection, StatsBand } from '@/components/marketing-blocks';
import { Icon, type IconName, IconSprite, SOLUTION_ICON } from '@/components/icons';
import { RichText } from '@/components/rich-text';
import { SafeImage } from '@/components/safe-image';
import type { Page } from '@/content';
import { content } from '@/content';
import { Link } from '@/i18n/navigation';
import { type CmsLink, type CmsLinkKind, linkKind, linksOf, proseBlocks } from '@/lib/articles/cms-links';
import { listComplete } from '@/lib/articles/article-data';
import { formatDate } from '@/lib/site/format';
import { menuLinks, siteMenus } from '@/lib/site/site-nav';
import { officialUrl } from '@/shell/auth-links';
import { CONTENT_IMAGE_SIZES } from '@/components/content-image';
import { AuthLink } from '@/shell/islands/auth-link.client';

/**
 * CMS pages: the seven fixed marketing pages (about us, links, partner plan, pre-sales, referral programme, use cases,
 * docs) each get their own layout around the CMS title, summary and body; any other published page is a plain
 * article. Only the blocks around the CMS text are UI strings (messages `Pages.*`).
 */

type Translate = Awaited<ReturnType<typeof getTranslations>>;

interface Card {
  readonly key: string;
  readonly icon: IconName;
}

/** Contact addresses of the sales and partner teams (ours to confirm before launch, like support@ in the CMS). */
const SALES_EMAIL = 'mailto:sales@morphis.example';
const PARTNERS_EMAIL = 'mailto:partners@morphis.example';

function PageHero({ page, children }: { page: Page; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container page-hero-inner" lang={page.isFallback ? 'en' : undefined}>
        <h1>{page.title}</h1>
        {page.summary ? <p className="lead">{page.summary}</p> : null}
        {children}
      </div>
    </section>
  );
}

function Body({ page, narrow = true }: { page: Page; narrow?: boolean }) {
  return (
    <div
      className={narrow ? 'container narrow article-body cms-body' : 'article-body cms-body'}
      lang={page.isFallback ? 'en' : undefined}
    >
      <RichText value={page.body} />
    </div>
  );
}

function Steps({
  t,
  group,
  keys,
  title,
}: {
  t: Translate;
  group: 'partner' | 'referral';
  keys: readonly Card[];
  title: string;
}) {
  return (
    <section className="section" aria-labelledby={`${group}-steps`}>
      <div className="container">
        <h2 id={`${group}-steps`}>{title}</h2>
        <ol className="steps steps-icons">
          {keys.map((step, index) => (
            <li key={step.key}>
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <Icon name={step.icon} className="step-icon" />
              <h3>{t(`${group}.steps.${step.key}.title`)}</h3>
              <p>{t(`${group}.steps.${step.key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

async function AboutUs({ locale, page, t }: { locale: LocaleCode; page: Page; t: Translate }) {
  const home = await getTranslations({ locale, namespace: 'Home' });
  const landing = await getTranslations({ locale, namespace: 'Landing' });
  const values: Card[] = [
    { key: 'privacy', icon: 'lock' },
    { key: 'reliability', icon: 'shield' },
    { key: 'support', icon: 'chat' },
  ];
  return (
    <>
      <PageHero page={page} />
      <section className="section">
        <div className="container split">
          <Body page={page} narrow={false} />
          <SafeImage
            src={teamNetwork}
            alt={t('about.imageAlt')}
            sizes={CONTENT_IMAGE_SIZES.hero}
            quality={100}
            className="split-image"
          />
        </div>
      </section>
      <StatsBand locale={locale} />
      <IconCardsSection
        alt
        title={t('about.valuesTitle')}
        cards={values.map((value) => ({
          key: value.key,
          icon: value.icon,
          title: t(`about.values.${value.key}.title`),
          text: t(`about.values.${value.key}.text`),
        }))}
      />
      <CtaBand title={landing('ctaTitle')} text={landing('ctaText')} button={home('hero.primary')} />
    </>
  );
}

const KIND_ICON: Record<CmsLinkKind, IconName> = { site: 'arrow-right', web: 'external', contact: 'mail' };

function LinkCard({ link, icon }: { link: CmsLink; icon: IconName }) {
  const kind = linkKind(link.href);
  const inner = (
    <>
      <Icon name={icon} className="icon-badge" />
      <span className="link-card-text">{link.text}</span>
      <Icon name={KIND_ICON[kind]} size={18} className="link-card-arrow" />
    </>
  );
  return (
    <li>
      {kind === 'site' ? (
        <Link href={link.href} className="link-card">
          {inner}
        </Link>
      ) : (
        <a
          href={link.href}
          className="link-card"
          {...(kind === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {inner}
        </a>
      )}
    </li>
  );
}

/** The /links page: the CMS body's links as cards by kind, plus the community and scan entries of the CMS menu. */
async function Links({ locale, page, t }: { locale: LocaleCode; page: Page; t: Translate }) {
  const links = linksOf(page.body);
  // The community's addresses are the menus' external entries with these keys (the footer's, in the seed).
  const menu = menuLinks(siteMenus(await content.getNavigation(locale))).filter((item) => item.external);
  const byKey = (key: string) => menu.find((item) => item.key === key);
  const community = ['chat-group', 'video'].map(byKey).filter((item) => item !== undefined);
  const scan = byKey('scan');
  const sections: { id: string; title: string; kind: CmsLinkKind; icon: IconName }[] = [
    { id: 'resources', title: t('links.site'), kind: 'site', icon: 'book' },
    { id: 'services', title: t('links.services'), kind: 'web', icon: 'globe' },
    { id: 'contact', title: t('links.contact'), kind: 'contact', icon: 'mail' },
  ];
  const prose = proseBlocks(page.body);
  return (
    <>
      <PageHero page={page} />
      <div className="container links-page" lang={page.isFallback ? 'en' : undefined}>
        {prose.length > 0 ? (
          <div className="article-body cms-body">
            <RichText value={prose} />
          </div>
        ) : null}
        {sections.map((section) => {
          const items = links.filter((link) => linkKind(link.href) === section.kind);
          return items.length > 0 ? (
            <section key={section.id} id={section.id} className="links-group" aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              <ul className="link-cards">
                {items.map((link) => (
                  <LinkCard key={link.href} link={link} icon={section.icon} />
                ))}
              </ul>
            </section>
          ) : null;
        })}
        {community.length > 0 ? (
          <section id="community" className="links-group" aria-labelledby="community-title">
            <h2 id="community-title">{t('links.community')}</h2>
            <p className="muted">{t('links.communityText')}</p>
            <ul className="link-cards">
              {community.map((item) => (
                <LinkCard
                  key={item.key}
                  link={{ text: item.label, href: item.href }}
                  icon={item.key === 'video' ? 'play' : 'chat'}
                />
              ))}
            </ul>
          </section>
        ) : null}
        {scan ? (
          <section id="scan" className="links-group" aria-labelledby="scan-title">
            <h2 id="scan-title">{t('links.scan')}</h2>
            <p className="muted">{t('links.scanText')}</p>
            <ul className="link-cards">
              <LinkCard link={{ text: scan.label, href: scan.href }} icon="fingerprint" />
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}

function PartnerPlan({ page, t }: { page: Page; t: Translate }) {
  return (
    <>
      <PageHero page={page}>
        <div className="hero-actions">
          <a href={PARTNERS_EMAIL} className="button button-primary button-large">
            <Icon name="mail" size={20} />
            {t('partner.cta')}
          </a>
          <Link href="/partner" className="button button-ghost button-large">
            {t('partner.directory')}
          </Link>
        </div>
      </PageHero>
      <Steps
        t={t}
        group="partner"
        title={t('stepsTitle')}
        keys={[
          { key: 'apply', icon: 'mail' },
          { key: 'share', icon: 'link' },
          { key: 'earn', icon: 'coins' },
        ]}
      />
      <section className="section section-alt">
        <Body page={page} />
      </section>
    </>
  );
}

async function ReferralProgram({ locale, page, t }: { locale: LocaleCode; page: Page; t: Translate }) {
  const signIn = officialUrl((await accountSettings(locale)).loginUrl, locale);
  return (
    <>
      <PageHero page={page}>
        {signIn ? (
          <div className="hero-actions">
            <AuthLink href={signIn} className="button button-primary button-large" rel="noopener">
              <Icon name="gift" size={20} />
              {t('referral.cta')}
            </AuthLink>
          </div>
        ) : null}
      </PageHero>
      <Steps
        t={t}
        group="referral"
        title={t('stepsTitle')}
        keys={[
          { key: 'invite', icon: 'link' },
          { key: 'save', icon: 'tag' },
          { key: 'reward', icon: 'gift' },
        ]}
      />
      <section className="section section-alt">
        <Body page={page} />
      </section>
    </>
  );
}

function PreSales({ page, t }: { page: Page; t: Translate }) {
  const points: Card[] = [
    { key: 'quote', icon: 'chart' },
    { key: 'trial', icon: 'clock' },
    { key: 'migration', icon: 'rocket' },
  ];
  return (
    <>
      <PageHero page={page} />
      <IconCardsSection
        cards={points.map((point) => ({
          key: point.key,
          icon: point.icon,
          title: t(`preSales.points.${point.key}.title`),
          text: t(`preSales.points.${point.key}.text`),
        }))}
      />
      <section className="section section-alt">
        <Body page={page} />
        <div className="container narrow contact-box">
          <a href={SALES_EMAIL} className="button button-primary button-large">
            <Icon name="mail" size={20} />
            {t('preSales.cta')}
          </a>
          <p className="muted">{t('preSales.reply')}</p>
        </div>
      </section>
    </>
  );
}

async function UseCases({ locale, page, t }: { locale: LocaleCode; page: Page; t: Translate }) {
  const solutions = (await content.listLanding('solutions', locale)).filter((item) =>
    (NAV_SOLUTION_IDS as readonly string[]).includes(item.slug),
  );
  return (
    <>
      <PageHero page={page} />
      <section className="section">
        <Body page={page} />
      </section>
      {solutions.length > 0 ? (
        <IconCardsSection
          alt
          title={t('useCases.solutionsTitle')}
          cards={solutions.map((item) => ({
            key: item.slug,
            icon: SOLUTION_ICON[item.slug as SolutionId],
            title: item.title,
            text: item.summary,
            href: `/solutions/${item.slug}`,
            lang: item.lang !== locale ? 'en' : undefined,
          }))}
        />
      ) : null}
    </>
  );
}

/** The `/docs` hub: the CMS page, then every `/docs/{id}` page (English standing in, as reference lists do), then links. */
async function Docs({ locale, page, t }: { locale: LocaleCode; page: Page; t: Translate }) {
  const docs = await listComplete('docs', locale);
  const cards: (Card & { href: string })[] = [
    { key: 'api', icon: 'code', href: '/local-api' },
    { key: 'help', icon: 'question', href: '/helps' },
    { key: 'guides', icon: 'book', href: '/guide' },
    { key: 'releases', icon: 'tag', href: '/release' },
  ];
  return (
    <>
      <PageHero page={page} />
      <section className="section">
        <Body page={page} />
      </section>
      {docs.length > 0 ? (
        <section className="section container" data-testid="docs-list" aria-label={page.title}>
          <ul className="card-grid icon-cards">
            {docs.map((doc) => (
              <li key={doc.slug} className="card card-link" lang={doc.lang !== locale ? 'en' : undefined}>
                <h3>
                  <Link href={`/docs/${doc.slug}`}>{doc.title}</Link>
                </h3>
                {doc.excerpt ? <p>{doc.excerpt}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <IconCardsSection
        alt
        title={t('docs.title')}
        cards={cards.map((card) => ({
          key: card.key,
          icon: card.icon,
          title: t(`docs.cards.${card.key}.title`),
          text: t(`docs.cards.${card.key}.text`),
          href: card.href,
        }))}
      />
    </>
  );
}

function GenericPage({ locale, page, t }: { locale: LocaleCode; page: Page; t: Translate }) {
  return (
    <article className="container narrow cms-page" lang={page.isFallback ? 'en' : undefined}>
      <header className="page-header">
        <h1>{page.title}</h1>
        {page.summary ? <p className="lead">{page.summary}</p> : null}
        <p className="article-meta">
          <time dateTime={page.updatedAt}>{t('updated', { date: formatDate(locale, page.updatedAt) })}</time>
        </p>
      </header>
      <div className="article-body">
        <RichText value={page.body} />
      </div>
    </article>
  );
}

/** A CMS page (about us, links, partner plan, pre-sales, referral programme, use cases, docs, generic pages). */
export async function CmsPageView({ locale, page }: { locale: LocaleCode; page: Page }) {
  const t = await getTranslations({ locale, namespace: 'Pages' });
  let body: ReactNode;
  switch (page.kind === 'fixed' ? page.slug : '') {
    case 'about-us':
      body = await AboutUs({ locale, page, t });
      break;
    case 'links':
      body = await Links({ locale, page, t });
      break;
    case 'partner-plan':
      body = <PartnerPlan page={page} t={t} />;
      break;
    case 'pre-sales':
      body = <PreSales page={page} t={t} />;
      break;
    case 'referral-program':
      body = await ReferralProgram({ locale, page, t });
      break;
    case 'use-cases':
      body = await UseCases({ locale, page, t });
      break;
    case 'docs':
      body = await Docs({ locale, page, t });
      break;
    default:
      body = <GenericPage locale={locale} page={page} t={t} />;
  }
  return (
    <>
      <IconSprite />
      <Breadcrumbs locale={locale} items={[{ label: page.title }]} />
      {page.isFallback ? <FallbackNotice locale={locale} /> : null}
      <div className="cms-page-view" data-page={page.slug}>
        {body}
      </div>
    </>
  );
}
