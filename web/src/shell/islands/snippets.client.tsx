'use client';

import { API_ERROR_TRIGGER } from '@site/schemas';
import { useEffect } from 'react';
import { track } from '@/tracking/track';
import { injectSnippets } from '@/shell/snippets';
import type { StatisticalSnippets } from './strings';

/** Injects the site settings' statistical snippets once per page load, after the page is interactive. */
export function Snippets({ snippets }: { snippets: StatisticalSnippets }) {
  const { statistical_title: title, statistical_body: body } = snippets;
  useEffect(() => {
    const report: Parameters<typeof injectSnippets>[1] = (error, { trigger, position }) =>
      track('api_error', 'error', { trigger: trigger ?? API_ERROR_TRIGGER, position, message: error.message });
    // Snippets are analytics tags: once in the document they stay for the whole visit (the cleanup stops only the
    // listening for refusals).
    return injectSnippets({ statistical_title: title, statistical_body: body }, report);
  }, [title, body]);
  return null;
}
