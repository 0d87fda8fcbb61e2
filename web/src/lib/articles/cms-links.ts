import { type PortableTextBlock, isRichTextHref } from '@site/schemas';

/** A link written in CMS rich text: its text and address. */
export interface CmsLink {
  readonly text: string;
  readonly href: string;
}

export type CmsLinkKind = 'site' | 'web' | 'contact';

/**
 * Every link of a rich-text body, in reading order: the `/links` page lays them out as cards. Only addresses the
 * rich-text renderer would keep (http, https, mailto, tel, site paths) are returned; a link's text is the text of
 * the spans that carry it.
 */
export function linksOf(blocks: readonly PortableTextBlock[] | null | undefined): CmsLink[] {
  const links: CmsLink[] = [];
  for (const block of blocks ?? []) {
    for (const def of block.markDefs ?? []) {
      if (def._type !== 'link' || !isRichTextHref(def.href)) continue;
      const text = (block.children ?? [])
        .filter((span) => span.marks?.includes(def._key))
        .map((span) => span.text)
        .join('')
        .trim();
      links.push({ text: text || def.href!, href: def.href! });
    }
  }
  return links;
}

/** Where a link goes: a page of this site, another website, or a way to contact us. */
export function linkKind(href: string): CmsLinkKind {
  if (href.startsWith('/')) return 'site';
  if (/^(mailto|tel):/i.test(href)) return 'contact';
  return 'web';
}

/** Blocks that are not just a list of links: the text a links page still shows around its cards. */
export function proseBlocks(blocks: readonly PortableTextBlock[] | null | undefined): PortableTextBlock[] {
  return (blocks ?? []).filter(
    (block) => !(block.listItem && (block.markDefs ?? []).some((def) => def._type === 'link')),
  );
}
