import type { LocaleCode } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import productWindow from '@/assets/illustrations/product-window.png';
import { Link } from '@/i18n/navigation';
import type { TrackAttributes } from '@/tracking/track-attributes';
import { CONTENT_IMAGE_SIZES } from './content-image';
import { Icon, type IconName } from './icons';
import { SafeImage } from './safe-image';

/**
 * Sections the marketing pages share (home, download, feature/solution/alternative landings, CMS pages): one markup
 * and one class list each, so they look the same everywhere and change in one place.
 */

/** The product's window, as a hero's picture: the page's largest image, so loaded first. */
export function ProductWindow({ alt }: { alt: string }) {
  return (
    <SafeImage
      src={productWindow}
      alt={alt}
      sizes={CONTENT_IMAGE_SIZES.hero}
      quality={100}
      loading="eager"
      fetchPriority="high"
      className="landing-image"
    />
  );
}

/** The closing call to action: a title, a line of text and the download button. */
export function CtaBand({
  title,
  text,
  button,
  tracking,
}: {
  title: string;
  text: string;
  button: string;
  tracking?: TrackAttributes;
}) {
  return (
    <section className="cta-band">
      <div className="container">
        <h2>{title}</h2>
        <p>{text}</p>
        <Link href="/download" className="button button-light button-large" {...tracking}>
          {button}
        </Link>
      </div>
    </section>
  );
}

/** The product's figures (Home.stats in the messages). */
export const STATS = ['profiles', 'teams', 'countries', 'uptime'] as const;

export async function StatsBand({ locale }: { locale: LocaleCode }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <section className="stats" aria-label={t('stats.label')}>
      <ul className="container stats-grid">
        {STATS.map((key) => (
          <li key={key}>
            <strong>{t(`stats.${key}.value`)}</strong>
            <span>{t(`stats.${key}.label`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The three getting-started steps (Home.steps in the messages), numbered. */
export const GETTING_STARTED_STEPS = ['create', 'configure', 'launch'] as const;

export async function StepsSection({ locale }: { locale: LocaleCode }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <section className="section">
      <div className="container">
        <h2>{t('steps.title')}</h2>
        <ol className="steps">
          {GETTING_STARTED_STEPS.map((key, index) => (
            <li key={key}>
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`steps.${key}.title`)}</h3>
              <p>{t(`steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export interface IconCard {
  readonly key: string;
  readonly icon: IconName;
  readonly title: string;
  readonly text: string | null;
  /** The card's heading links here (a site path, localized by the Link). */
  readonly href?: string;
  /** The card's language when it differs from the page's (an English fallback). */
  readonly lang?: string;
}

/**
 * A grid of cards, each with an icon badge, a heading (a link when the card has one) and a line of text, under an
 * optional section title. The page renders the icon sprite.
 */
export function IconCardsSection({
  title,
  cards,
  alt = false,
  gridClassName,
  labelledBy,
}: {
  title?: string;
  cards: readonly IconCard[];
  alt?: boolean;
  gridClassName?: string;
  /** An id for the heading, which the section is then labelled by. */
  labelledBy?: string;
}) {
  return (
    <section className={alt ? 'section section-alt' : 'section'} aria-labelledby={title ? labelledBy : undefined}>
      <div className="container">
        {title ? <h2 id={labelledBy}>{title}</h2> : null}
        <ul className={gridClassName ? `card-grid icon-cards ${gridClassName}` : 'card-grid icon-cards'}>
          {cards.map((card) => (
            <li key={card.key} className={card.href ? 'card card-link' : 'card'} lang={card.lang}>
              <Icon name={card.icon} className="icon-badge" />
              <h3>{card.href ? <Link href={card.href}>{card.title}</Link> : card.title}</h3>
              {card.text ? <p>{card.text}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
