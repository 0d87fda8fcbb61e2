import { stegaClean } from '@sanity/client/stega';
import { jsonLdText } from '@/lib/seo/alternates';

/**
 * Structured data for crawlers. The text is escaped so CMS content can never close the script element, and cleaned
 * of the stega markers draft mode puts in CMS strings.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(stegaClean(data)) }} />;
}
