import { RefreshIcon } from '@sanity/icons/Refresh';
import { useState } from 'react';
import { type DocumentActionComponent, useClient } from 'sanity';
import { apiVersion } from '../env';

/**
 * Asks the site to refresh this document's pages. The Studio holds no webhook secret (its bundle is public), so the
 * action touches `refreshRequestedAt` on the published document; that mutation fires the signed revalidation
 * webhook exactly like a publish does.
 */
export const RefreshOnSiteAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion });
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  if (!props.published) return null;
  return {
    label:
      state === 'sending'
        ? 'Asking the site…'
        : state === 'sent'
          ? 'Refresh requested'
          : state === 'failed'
            ? 'Refresh failed, retry'
            : 'Refresh on site',
    icon: RefreshIcon,
    tone: state === 'failed' ? 'critical' : 'default',
    disabled: state === 'sending',
    onHandle: () => {
      setState('sending');
      client
        .patch(props.id)
        .set({ refreshRequestedAt: new Date().toISOString() })
        .commit({ visibility: 'async' })
        .then(() => setState('sent'))
        .catch(() => setState('failed'));
    },
  };
};
RefreshOnSiteAction.displayName = 'RefreshOnSiteAction';
