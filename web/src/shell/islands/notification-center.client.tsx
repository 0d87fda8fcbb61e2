'use client';

import { useSyncExternalStore } from 'react';
import { NotificationStore, notifications } from '@/shell/notifications';

const ICONS = {
  success: 'M9 16.2L4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  failure: 'M19 6.4L17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z',
} as const;

function Icon({ kind }: { kind: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d={ICONS[kind]} fill="currentColor" />
    </svg>
  );
}

/** Renders the message boxes, toasts and the global toast of the page's notification store. */
export function NotificationCenter({ closeLabel }: { closeLabel: string }) {
  const state = useSyncExternalStore(notifications.subscribe, notifications.getSnapshot, () => NotificationStore.empty);
  return (
    <>
      <div className="message-box-stack" role="status" aria-live="polite">
        {state.messages.map((message) => (
          <div key={message.id} className="message-box" data-type={message.type}>
            <Icon kind={message.type === 'success' ? 'success' : 'failure'} />
            <span>{message.text}</span>
          </div>
        ))}
      </div>
      <div className="toast-stack" aria-live="polite">
        {state.toasts.map((toast) => (
          <div
            key={toast.id}
            className="toast"
            data-type={toast.type}
            data-closing={toast.closing ? 'true' : 'false'}
            role="status"
          >
            <Icon kind={toast.type === 'success' ? 'success' : 'failure'} />
            <span className="toast-text">{toast.text}</span>
            <button
              type="button"
              className="toast-close"
              aria-label={closeLabel}
              onClick={() => notifications.closeToast(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
      {state.global ? (
        <div key={state.global.id} className="global-toast" data-type={state.global.type} role="alert">
          {state.global.text}
        </div>
      ) : null}
    </>
  );
}
