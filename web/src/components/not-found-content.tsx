import type { LocaleCode } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { RequestedPath } from '@/components/requested-path.client';

/**
 * The 404 page's content ('Page not found: {path}'), shared by the routes' own 404 (NotFoundPage),
 * not-found.tsx and /error/404. `path` is the public path when the server knows it.
 */
export async function NotFoundContent({ locale, path }: { locale: LocaleCode; path?: string }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <section className="container error-page" data-error="404">
      <p className="error-code">404</p>
      <h1>{t('title')}</h1>
      <p className="error-message">
        <RequestedPath template={t('message', { path: '{path}' })} {...(path ? { path } : {})} />
      </p>
      <Link href="/" className="button button-primary">
        {t('home')}
      </Link>
    </section>
  );
}
