import type { LocaleCode } from '@site/schemas';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { FallbackNotice } from '@/components/fallback-notice';
import { RichText } from '@/components/rich-text';
import type { Page } from '@/content';

/** A CMS page (about us, links, partner plan, pre-sales, referral programme, use cases, docs, generic pages). */
export async function CmsPageView({ locale, page }: { locale: LocaleCode; page: Page }) {
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ label: page.title }]} />
      {page.isFallback ? <FallbackNotice locale={locale} /> : null}
      <article className="container cms-page" lang={page.isFallback ? 'en' : undefined} data-page={page.slug}>
        <header className="page-header">
          <h1>{page.title}</h1>
          {page.summary ? <p className="lead">{page.summary}</p> : null}
        </header>
        <div className="article-body">
          <RichText value={page.body} />
        </div>
      </article>
    </>
  );
}
