import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { RequestedPath } from '@/components/requested-path.client';

export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <section className="container error-page">
      <p className="error-code">404</p>
      <h1>{t('title')}</h1>
      <p className="error-message">
        <RequestedPath template={t('message', { path: '{path}' })} />
      </p>
      <Link href="/" className="button button-primary">
        {t('home')}
      </Link>
    </section>
  );
}
