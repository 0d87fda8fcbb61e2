import type { AuthorResult, LocaleCode } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { ContentImage, FIXED_IMAGE_WIDTHS } from './content-image';

/** The article's author: avatar, name and role (the role falls back to English where it is not translated). */
export async function AuthorCard({ locale, author }: { locale: LocaleCode; author: AuthorResult }) {
  const t = await getTranslations({ locale, namespace: 'ArticlePage' });
  const initials = author.name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
  return (
    <aside className="author-card" aria-label={t('aboutAuthor')} data-testid="author">
      {author.avatar?.url ? (
        <ContentImage image={author.avatar} alt="" className="author-avatar" displayWidth={FIXED_IMAGE_WIDTHS.avatar} />
      ) : (
        <span className="author-avatar author-initials" aria-hidden="true">
          {initials}
        </span>
      )}
      <div>
        <p className="author-label">{t('aboutAuthor')}</p>
        <p className="author-name">{author.name}</p>
        {author.role ? <p className="author-role">{author.role}</p> : null}
      </div>
    </aside>
  );
}
