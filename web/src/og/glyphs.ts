import { inflateSync } from 'node:zlib';

/**
 * Whether a WOFF font file has a glyph for a code point, read from its `cmap` table. A subset's CSS unicode-range
 * can claim more than its file draws (Noto Sans TC's subsets list Hebrew), and the image renderer fetches a font from
 * the network for any character its fonts lack: coverage must be the file's own.
 */
export type GlyphTest = (codePoint: number) => boolean;

const NONE: GlyphTest = () => false;

/** The uncompressed bytes of one table of a WOFF 1.0 file, or null. */
function woffTable(file: Buffer, tag: string): Buffer | null {
  if (file.length < 44 || file.toString('latin1', 0, 4) !== 'wOFF') return null;
  const count = file.readUInt16BE(12);
  for (let index = 0; index < count; index += 1) {
    const entry = 44 + index * 20;
    if (entry + 20 > file.length) return null;
    if (file.toString('latin1', entry, entry + 4) !== tag) continue;
    const offset = file.readUInt32BE(entry + 4);
    const compressed = file.readUInt32BE(entry + 8);
    const original = file.readUInt32BE(entry + 12);
    const data = file.subarray(offset, offset + compressed);
    return compressed < original ? inflateSync(data) : data;
  }
  return null;
}

/** Format 12 (segmented coverage): groups of consecutive code points. */
function format12(table: Buffer, at: number): GlyphTest {
  const groups = table.readUInt32BE(at + 12);
  return (codePoint) => {
    for (let index = 0; index < groups; index += 1) {
      const group = at + 16 + index * 12;
      const start = table.readUInt32BE(group);
      if (codePoint < start) return false;
      if (codePoint <= table.readUInt32BE(group + 4)) return table.readUInt32BE(group + 8) + codePoint - start !== 0;
    }
    return false;
  };
}

/** Format 4 (the Basic Multilingual Plane): segments with a delta or an index into the glyph array. */
function format4(table: Buffer, at: number): GlyphTest {
  const segments = table.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return false;
    for (let index = 0; index < segments; index += 1) {
      if (codePoint > table.readUInt16BE(ends + index * 2)) continue;
      const start = table.readUInt16BE(starts + index * 2);
      if (codePoint < start) return false;
      const delta = table.readUInt16BE(deltas + index * 2);
      const rangeOffset = table.readUInt16BE(rangeOffsets + index * 2);
      if (rangeOffset === 0) return ((codePoint + delta) & 0xffff) !== 0;
      const slot = rangeOffsets + index * 2 + rangeOffset + (codePoint - start) * 2;
      if (slot + 2 > table.length) return false;
      const glyph = table.readUInt16BE(slot);
      return glyph !== 0 && ((glyph + delta) & 0xffff) !== 0;
    }
    return false;
  };
}

/** The glyph test of a WOFF file; a file it cannot read has no glyphs (its characters are left out, never fetched). */
export function glyphTest(file: Buffer): GlyphTest {
  try {
    const cmap = woffTable(file, 'cmap');
    if (!cmap) return NONE;
    const records = cmap.readUInt16BE(2);
    let best: GlyphTest | null = null;
    for (let index = 0; index < records; index += 1) {
      const record = 4 + index * 8;
      const platform = cmap.readUInt16BE(record);
      const encoding = cmap.readUInt16BE(record + 2);
      const at = cmap.readUInt32BE(record + 4);
      const format = cmap.readUInt16BE(at);
      const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
      if (!unicode) continue;
      if (format === 12) return format12(cmap, at);
      if (format === 4) best ??= format4(cmap, at);
    }
    return best ?? NONE;
  } catch {
    return NONE;
  }
}
