import { getLocale, isHttpUrl, isLink, type LocaleCode, type PromotionPlacement } from '@site/schemas';
import { content } from '@/content';
import { shellSettings } from '@/env';
import { PromotionGate } from '@/shell/islands/promotion-gate.client';
import { MenuLink } from './menu-link';

/**
 * The CMS promotions of one placement: a bar above the header of every page (`banner`) or a badge on the
 * pricing page (`pricing`). Every promotion is in the HTML with its dates; the browser shows the ones whose dates
 * hold on its clock, so a cached page needs no rebuild when a promotion starts or ends. A promotion without an end
 * ends at the promotion cutoff (PROMOTION_CUTOFF).
 */
export async function PromotionSlot({ locale, placement }: { locale: LocaleCode; placement: PromotionPlacement }) {
  const promotions = (await content.listPromotions(locale)).filter(
    (promotion) => promotion.placement === placement && promotion.text,
  );
  if (promotions.length === 0) return null;
  return (
    <>
      {promotions.map((promotion) => {
        const link =
          promotion.link && isLink(promotion.link)
            ? {
                key: 'link',
                label: promotion.linkLabel || promotion.text,
                href: promotion.link,
                external: isHttpUrl(promotion.link),
              }
            : null;
        const lang = promotion.lang !== locale ? getLocale(promotion.lang).tag : undefined;
        return (
          <PromotionGate
            key={promotion._id}
            startsAt={promotion.startsAt}
            endsAt={promotion.endsAt || shellSettings.promotionCutoff}
          >
            {placement === 'banner' ? (
              <div className="promo-banner" data-promotion={promotion._id} lang={lang}>
                <p className="container">
                  {link && promotion.linkLabel ? (
                    <>
                      <span>{promotion.text}</span> <MenuLink locale={locale} link={link} className="promo-link" />
                    </>
                  ) : link ? (
                    <MenuLink locale={locale} link={link} className="promo-link" />
                  ) : (
                    <span>{promotion.text}</span>
                  )}
                </p>
              </div>
            ) : (
              <p className="promo-badge" data-promotion={promotion._id} lang={lang}>
                {link ? <MenuLink locale={locale} link={link} /> : promotion.text}
              </p>
            )}
          </PromotionGate>
        );
      })}
    </>
  );
}
