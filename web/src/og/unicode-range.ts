/** A CSS unicode-range ("U+0-ff,U+131,U+4??") as inclusive [start, end] code point pairs. */
export type CodePointRange = readonly [number, number];

export function parseUnicodeRange(value: string): CodePointRange[] {
  const ranges: CodePointRange[] = [];
  for (const raw of value.split(',')) {
    const part = raw.trim().replace(/^U\+/i, '');
    if (!part) continue;
    if (part.includes('?')) {
      ranges.push([parseInt(part.replace(/\?/g, '0'), 16), parseInt(part.replace(/\?/g, 'f'), 16)]);
    } else if (part.includes('-')) {
      const [start = '', end = ''] = part.split('-');
      ranges.push([parseInt(start, 16), parseInt(end, 16)]);
    } else {
      const single = parseInt(part, 16);
      ranges.push([single, single]);
    }
  }
  return ranges.filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && start <= end);
}

export function rangesInclude(ranges: readonly CodePointRange[], codePoint: number): boolean {
  return ranges.some(([start, end]) => codePoint >= start && codePoint <= end);
}
