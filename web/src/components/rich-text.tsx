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

export function RichText({ value }: { value: PortableTextBlock[] | null | undefined }) {
  return value && value.length > 0 ? <PortableText value={value as never} components={components} /> : null;
}
