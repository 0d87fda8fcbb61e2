import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentConfig } from '@/env';
import { ASSET_FILE_PATTERN, findDatasetDir } from '@/content/dataset';
import { CONTENT_ASSET_POLICY } from '@/server/security-headers';

/**
 * Images of the embedded dataset (the Lake serves its own from Sanity's CDN). Only plain file names matching the
 * dataset's pattern are read, from the dataset's images/ folder; anything else is a 404.
 */
const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export async function GET(_request: Request, { params }: RouteContext<'/content-assets/[file]'>): Promise<Response> {
  const { file } = await params;
  if (!ASSET_FILE_PATTERN.test(file)) return new Response('Not found', { status: 404 });
  try {
    const data = await readFile(join(findDatasetDir(contentConfig.datasetDir), 'images', file));
    const type = TYPES[file.split('.').pop()!]!;
    return new Response(new Uint8Array(data), {
      headers: {
        'content-type': type,
        // Seed images are generated files whose names change with their content only on purpose; a day is enough.
        'cache-control': 'public, max-age=86400',
        // An SVG opened directly must not run script (next.config's header rules set the same for this path).
        'content-security-policy': CONTENT_ASSET_POLICY,
        'x-content-type-options': 'nosniff',
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
