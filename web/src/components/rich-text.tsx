import { isHttpUrl, isRichTextHref, type PortableTextBlock } from '@site/schemas';
import { PortableText, type PortableTextComponents } from '@portabletext/react';

/**
 * CMS rich text rendered by React (so every string is escaped). Links keep only http(s), mailto, tel and site
 * paths; anything else renders as plain text. External links never get the opener.
 */
const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href = (value as { href?: unknown } | undefined)?.href;
      if (!isRichTextHref(href)) return <>{children}</>;
      return isHttpUrl(href) ? (
        <a href={href} rel="noopener noreferrer" target="_blank">
          {children}
        </a>
      ) : (
        <a href={href}>{children}</a>
      );
    },
  },
};

type HeadingIds = Readonly<Record<string, string>>;

/** Headings carry the ids a table of contents links to (`headingIds`: block `_key` -> fragment id). */
function withHeadingIds(ids: HeadingIds): PortableTextComponents {
  const id = (value: unknown) => ids[(value as { _key?: string } | undefined)?._key ?? ''];
  return {
    ...components,
    block: {
      h2: ({ value, children }) => <h2 id={id(value)}>{children}</h2>,
      h3: ({ value, children }) => <h3 id={id(value)}>{children}</h3>,
    },
  };
}

export function RichText({
  value,
  headingIds,
}: {
  value: PortableTextBlock[] | null | undefined;
  headingIds?: HeadingIds;
}) {
  if (!value || value.length === 0) return null;
  return <PortableText value={value as never} components={headingIds ? withHeadingIds(headingIds) : components} />;
}
