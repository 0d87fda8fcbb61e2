import { CURRENCIES, type Currency, type LocaleCode, localeUrl } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { accountSettings } from '@/components/account-settings';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Icon, IconSprite } from '@/components/icons';
import { JsonLd } from '@/components/json-ld';
import { PageHeader } from '@/components/page-header';
import { PlanPrice, PricingProvider } from '@/components/pricing.client';
import { PromotionSlot } from '@/components/promotion-slot';
import { content } from '@/content';
import { siteUrls } from '@/env';
import { Link } from '@/i18n/navigation';
import { currencyForLocale } from '@/lib/commerce/price';
import { bestAnnualSaving, pricingJsonLd } from '@/lib/commerce/pricing';
import { numberFormat } from '@/lib/site/format';
import { officialUrl } from '@/shell/auth-links';
import { AuthLink } from '@/shell/islands/auth-link.client';
import { trackAttributes } from '@/tracking/track-attributes';

export const PRICING_PATH = '/pricing';

/**
 * `/pricing`: plans from the CMS with monthly and annual prices in USD, BRL, PLN and VND. Static: the HTML carries the
 * locale's currency (currencyForLocale); the island switches currency and billing in the browser.
 */
export async function PricingView({ locale }: { locale: LocaleCode }) {
  const t = await getTranslations({ locale, namespace: 'Pricing' });
  const [plans, faq, account] = await Promise.all([
    content.listPricingPlans(locale),
    content.listFaq(locale),
    accountSettings(locale),
  ]);
  const url = localeUrl(locale, PRICING_PATH, siteUrls);
  const percent = numberFormat(locale, 'percent');
  const save = Object.fromEntries(
    CURRENCIES.map((currency) => {
      const best = bestAnnualSaving(plans, currency);
      return [currency, best >= 0.005 ? t('save', { percent: percent.format(best) }) : ''];
    }),
  ) as Record<Currency, string>;
  const number = numberFormat(locale);
  const start = officialUrl(account.registerUrl, locale);
  const priceLabels = {
    perMonth: t('perMonth'),
    billedAnnually: t('billedAnnually', { amount: '{amount}' }),
    billedMonthly: t('billedMonthly'),
    unavailable: t('unavailable'),
  };
  const pricingFaq = faq.filter((item) => item.group === 'pricing');

  return (
    <>
      <IconSprite />
      <Breadcrumbs locale={locale} items={[{ label: t('title') }]} />
      <JsonLd
        data={pricingJsonLd({
          name: t('productName'),
          description: t('lead'),
          url,
          plans: plans.map((plan) => ({
            slug: plan.slug,
            name: plan.name,
            description: plan.description,
            prices: plan.prices,
          })),
        })}
      />
      <section className="container pricing-page">
        <PageHeader title={t('title')} lead={t('lead')} center />
        <PromotionSlot locale={locale} placement="pricing" />
        <PricingProvider
          initialCurrency={currencyForLocale(locale)}
          labels={{ billing: t('billing'), monthly: t('monthly'), annual: t('annual'), save, currency: t('currency') }}
        >
          <ul className="plan-grid">
            {plans.map((plan) => (
              <li
                key={plan._id}
                id={`plan-${plan.slug}`}
                className={plan.highlighted ? 'plan plan-highlighted' : 'plan'}
                data-plan={plan.slug}
                lang={plan.lang !== locale ? 'en' : undefined}
              >
                {plan.highlighted ? <p className="plan-badge">{t('popular')}</p> : null}
                <h2 className="plan-name">{plan.name}</h2>
                {plan.description ? <p className="plan-description">{plan.description}</p> : null}
                <PlanPrice prices={plan.prices} labels={priceLabels} />
                <dl className="plan-limits">
                  <div>
                    <dt>{t('profiles')}</dt>
                    <dd>{number.format(plan.profiles)}</dd>
                  </div>
                  <div>
                    <dt>{t('members')}</dt>
                    <dd>{number.format(plan.teamMembers)}</dd>
                  </div>
                </dl>
                {plan.features && plan.features.length > 0 ? (
                  <ul className="plan-features">
                    {plan.features.map((feature) => (
                      <li key={feature}>
                        <Icon name="check" size={18} />
                        {feature}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {start ? (
                  <AuthLink
                    href={start}
                    className={plan.highlighted ? 'button button-primary plan-cta' : 'button button-ghost plan-cta'}
                    rel="noopener"
                    {...trackAttributes('register_link', ['click'], { position: `pricing-${plan.slug}` })}
                  >
                    {t('start')}
                  </AuthLink>
                ) : (
                  <Link href="/download" className="button button-ghost plan-cta">
                    {t('start')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </PricingProvider>
      </section>

      {pricingFaq.length > 0 ? (
        <section className="section section-alt">
          <div className="container narrow">
            <h2>{t('faqTitle')}</h2>
            <div className="faq-list">
              {pricingFaq.map((item) => (
                <details key={item._id} className="faq-item" lang={item.lang !== locale ? 'en' : undefined}>
                  <summary>{item.question}</summary>
                  <p>{item.answer}</p>
                </details>
              ))}
            </div>
            <p className="center">
              <Link href="/faq" className="button button-ghost">
                {t('allQuestions')}
                <Icon name="arrow-right" size={18} />
              </Link>
            </p>
          </div>
        </section>
      ) : null}
    </>
  );
}
