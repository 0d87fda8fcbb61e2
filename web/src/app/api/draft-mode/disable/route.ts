import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { decideDisable } from '@/content/draft-mode';

/** Turns draft mode off and goes back to the page (the Preview bar's exit link). */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const decision = decideDisable(new URL(request.url), request.headers.get('referer'), request.headers.get('host'));
  if (decision.type === 'refuse') {
    return Response.json({ message: decision.message }, { status: decision.status, headers: { 'cache-control': 'private, no-store' } });
  }
  (await draftMode()).disable();
  redirect(decision.location);
}
