import { LOCALES, type LocaleCode } from '@site/schemas';

/** Language tags that do not map to a locale by their primary subtag alone. */
export const TAG_OVERRIDES: Readonly<Record<string, LocaleCode>> = {
  'zh-tw': 'tc',
  'zh-hk': 'tc',
  'zh-mo': 'tc',
  'zh-hant': 'tc',
  tl: 'fil',
};

const byPrimary = new Map<string, LocaleCode>();
for (const locale of LOCALES) {
  const primary = locale.tag.toLowerCase().split('-')[0]!;
  // zh belongs to Simplified Chinese; Traditional is reached only through TAG_OVERRIDES.
  if (!byPrimary.has(primary)) byPrimary.set(primary, locale.code as LocaleCode);
}

/** Maps one language tag (en-GB, zh-Hant-TW, vi) to a locale code, or undefined. */
export function localeOfTag(tag: string): LocaleCode | undefined {
  const lower = tag.trim().toLowerCase();
  if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(lower)) return undefined;
  const parts = lower.split('-');
  for (let length = parts.length; length >= 1; length -= 1) {
    const prefix = parts.slice(0, length).join('-');
    const override = TAG_OVERRIDES[prefix];
    if (override) return override;
  }
  if (parts[0] === 'zh' && parts.includes('hant')) return 'tc';
  return byPrimary.get(parts[0]!);
}

/** The visitor's preferred locales from an Accept-Language header, best first, without duplicates. */
export function preferredLocales(header: string | null | undefined): LocaleCode[] {
  if (!header) return [];
  const ranked = header
    .slice(0, 1024)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const result: LocaleCode[] = [];
  for (const { tag } of ranked) {
    const code = localeOfTag(tag);
    if (code && !result.includes(code)) result.push(code);
  }
  return result;
}
