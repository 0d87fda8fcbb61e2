import { llmsRoute } from '@/lib/markdown/llms-route';
import { buildLlmsTxt } from '@/views/llms-txt';

/** `/llms.txt` (each host) and `/{code}/llms.txt` (the prefixed languages): lib/markdown/llms-route.ts. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const { GET, generateStaticParams } = llmsRoute(buildLlmsTxt);
