import type { RouteGuardGroup } from '@site/schemas';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/not-found-page';
import { content } from '@/content';
import { checkRouteGuards } from '@/lib/routing/guard-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { LandingView } from './landing-view';

type LandingRouteProps = { params: Promise<{ locale: string; id: string }> };

/** The landing sections with an index page and an `[id]` page per fixed id. */
type LandingSection = {
  /** The content kind and the URL section (`/solutions/{id}`, `/alternatives/{id}`). */
  readonly kind: 'solutions' | 'alternatives';
  /** The only ids the route serves; anything else is the localized 404. */
  readonly ids: readonly string[];
  readonly guards: readonly RouteGuardGroup[];
  /** The messages namespace whose `title` names the section in the breadcrumbs. */
  readonly namespace: 'Solutions' | 'Alternatives';
};

/**
 * What a landing section's `[id]` route exports (resolve, metadata, page; the same shape articleRoute() gives the
 * article families). Each route file keeps `dynamicParams` itself: Next reads that one from the file's text.
 */
export function landingRoute({ kind, ids, guards, namespace }: LandingSection) {
  async function resolve(params: LandingRouteProps['params']) {
    const { locale: code, id } = await params;
    const { locale, allowed } = checkRouteGuards(guards, { locale: code, params: { id } });
    const path = `/${kind}/${id}`;
    return { locale, path, page: allowed ? await content.getLanding(kind, id, locale) : null };
  }

  return {
    generateStaticParams: () => ids.map((id) => ({ id })),

    async generateMetadata({ params }: LandingRouteProps): Promise<Metadata> {
      const { locale, page } = await resolve(params);
      if (!page) return notFoundMetadata(locale);
      return pageMetadata({
        locale,
        path: `/${kind}/${page.slug}`,
        title: page.title,
        description: page.summary,
        seo: page.seo,
        available: page.locales,
        // The Markdown twin exists where the page shows its own language (views/markdown-twin.ts).
        markdownTwin: !page.isFallback,
      });
    },

    Page: async function LandingPage({ params }: LandingRouteProps) {
      const { locale, path, page } = await resolve(params);
      setRequestLocale(locale);
      if (!page) return <NotFoundPage locale={locale} path={path} />;
      const t = await getTranslations({ locale, namespace });
      return (
        <LandingView locale={locale} page={page} kind={kind} parents={[{ label: t('title'), href: `/${kind}` }]} />
      );
    },
  };
}
