import { type LocaleCode, PARTNER_KINDS, documentPath, getLocale, isHttpUrl } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { ContentImage, FIXED_IMAGE_WIDTHS } from '@/components/content-image';
import { Link } from '@/i18n/navigation';
import { listComplete } from '@/lib/articles/article-data';
import { PageHeader } from '@/components/page-header';

/** `/partner`: every partner grouped by kind (PARTNER_KINDS order), each section addressable (`/partner#proxy`). */
export async function PartnerListView({ locale }: { locale: LocaleCode }) {
  const families = await getTranslations({ locale, namespace: 'Families' });
  const t = await getTranslations({ locale, namespace: 'Partners' });
  const meta = await getTranslations({ locale, namespace: 'ArticleMeta' });
  const partners = await listComplete('partner', locale);
  const groups = PARTNER_KINDS.map((kind) => ({
    kind,
    items: partners.filter((partner) => partner.kind === kind),
  })).filter((group) => group.items.length > 0);
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ label: families('partner.title') }]} />
      <section className="container listing partner-list">
        <PageHeader title={families('partner.title')} lead={families('partner.lead')}>
          <Link href="/partner-plan" className="button button-primary">
            {t('becomePartner')}
          </Link>
        </PageHeader>
        {groups.map(({ kind, items }) => (
          <section
            key={kind}
            id={kind}
            className="partner-group"
            aria-labelledby={`${kind}-title`}
            data-testid="partner-group"
          >
            <h2 id={`${kind}-title`}>{t(`kinds.${kind}`)}</h2>
            <ul className="card-grid">
              {items.map((partner) => {
                const foreign = partner.lang !== locale;
                return (
                  <li key={partner._id} className="card partner-card" data-slug={partner.slug}>
                    {partner.logo?.url ? (
                      <ContentImage
                        image={partner.logo}
                        className="partner-logo"
                        displayWidth={FIXED_IMAGE_WIDTHS.partnerLogo}
                      />
                    ) : null}
                    <h3 lang={foreign ? getLocale(partner.lang).tag : undefined}>
                      <Link href={documentPath(partner._type, partner.slug) ?? '/partner'}>
                        {partner.name || partner.title}
                      </Link>
                    </h3>
                    {foreign ? <span className="lang-badge">{meta('inEnglish')}</span> : null}
                    {partner.excerpt ? (
                      <p lang={foreign ? getLocale(partner.lang).tag : undefined}>{partner.excerpt}</p>
                    ) : null}
                    <p className="partner-actions">
                      {partner.promoCode ? (
                        <span className="promo-code">
                          {t('promoCode')}: <code>{partner.promoCode}</code>
                        </span>
                      ) : null}
                      {partner.website && isHttpUrl(partner.website) ? (
                        <a href={partner.website} target="_blank" rel="noopener noreferrer sponsored">
                          {t('website')}
                        </a>
                      ) : null}
                    </p>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </section>
    </>
  );
}
