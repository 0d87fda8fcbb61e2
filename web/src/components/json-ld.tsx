import { jsonLdText } from '@/lib/seo/alternates';

/** Structured data for crawlers. The text is escaped so CMS content can never close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
