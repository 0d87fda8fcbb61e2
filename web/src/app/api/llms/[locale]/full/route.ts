import { llmsRoute } from '@/lib/markdown/llms-route';
import { buildLlmsFullTxt } from '@/views/llms-txt';

/** `/llms-full.txt` and `/{code}/llms-full.txt`: the help centre and guides in full, bounded (views/llms-txt.ts). */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const { GET, generateStaticParams } = llmsRoute(buildLlmsFullTxt);
