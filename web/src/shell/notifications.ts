import { GLOBAL_TOAST_MS, TOAST_ANIMATION_MS, TOAST_DELAY_MS } from '@site/schemas';

/**
 * The three transient notices (message box, toast, global toast), as one store that any island can write to and one renderer reads:
 * - the top-centre message box, failure or success;
 * - the toast, error or success, with a close button, closing after its delay (1000 ms by default) plus a 300 ms
 *   animation;
 * - the global toast, failed (red) or success (green), for 3.6 s.
 * Islands that do not import this module raise a notice with a `morphis:notify` window event (see `notify`).
 */

export type MessageType = 'failure' | 'success';
export type ToastType = 'error' | 'success';
export type GlobalToastType = 'failed' | 'success';

export interface MessageNotice {
  id: number;
  kind: 'message';
  type: MessageType;
  text: string;
}
export interface ToastNotice {
  id: number;
  kind: 'toast';
  type: ToastType;
  text: string;
  closing: boolean;
}
export interface GlobalToastNotice {
  id: number;
  kind: 'global';
  type: GlobalToastType;
  text: string;
}

export interface NotificationsState {
  messages: readonly MessageNotice[];
  toasts: readonly ToastNotice[];
  global: GlobalToastNotice | null;
}

/** How long a message box stays; the spec says "transient" only. */
export const MESSAGE_MS = 3000;

export type NotifyRequest =
  | { kind: 'message'; type: MessageType; text: string; durationMs?: number }
  | { kind: 'toast'; type: ToastType; text: string; delayMs?: number }
  | { kind: 'global'; type: GlobalToastType; text: string };

export const NOTIFY_EVENT = 'morphis:notify';

const EMPTY: NotificationsState = { messages: [], toasts: [], global: null };

export class NotificationStore {
  private state: NotificationsState = EMPTY;
  private nextId = 1;
  private readonly listeners = new Set<() => void>();
  private globalTimer: ReturnType<typeof setTimeout> | undefined;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): NotificationsState => this.state;

  static readonly empty = EMPTY;

  notify(request: NotifyRequest): number {
    switch (request.kind) {
      case 'message':
        return this.message(request.type, request.text, request.durationMs);
      case 'toast':
        return this.toast(request.type, request.text, request.delayMs);
      case 'global':
        return this.globalToast(request.type, request.text);
    }
  }

  message(type: MessageType, text: string, durationMs = MESSAGE_MS): number {
    const id = this.nextId++;
    this.set({ ...this.state, messages: [...this.state.messages, { id, kind: 'message', type, text }] });
    setTimeout(() => this.set({ ...this.state, messages: this.state.messages.filter((m) => m.id !== id) }), durationMs);
    return id;
  }

  toast(type: ToastType, text: string, delayMs = TOAST_DELAY_MS): number {
    const id = this.nextId++;
    this.set({ ...this.state, toasts: [...this.state.toasts, { id, kind: 'toast', type, text, closing: false }] });
    setTimeout(() => this.closeToast(id), delayMs);
    return id;
  }

  /** Starts the 300 ms closing animation, then removes the toast. Closing twice is harmless. */
  closeToast(id: number): void {
    const toast = this.state.toasts.find((t) => t.id === id);
    if (!toast || toast.closing) return;
    this.set({ ...this.state, toasts: this.state.toasts.map((t) => (t.id === id ? { ...t, closing: true } : t)) });
    setTimeout(
      () => this.set({ ...this.state, toasts: this.state.toasts.filter((t) => t.id !== id) }),
      TOAST_ANIMATION_MS,
    );
  }

  /** One global toast at a time: a new one replaces the old and gets its own 3.6 s. */
  globalToast(type: GlobalToastType, text: string): number {
    const id = this.nextId++;
    if (this.globalTimer !== undefined) clearTimeout(this.globalTimer);
    this.set({ ...this.state, global: { id, kind: 'global', type, text } });
    this.globalTimer = setTimeout(() => {
      this.globalTimer = undefined;
      if (this.state.global?.id === id) this.set({ ...this.state, global: null });
    }, GLOBAL_TOAST_MS);
    return id;
  }

  private set(state: NotificationsState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

/** The page's one store. */
export const notifications = new NotificationStore();

export function isNotifyRequest(value: unknown): value is NotifyRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, type, text } = value as Record<string, unknown>;
  if (typeof text !== 'string' || text === '') return false;
  if (kind === 'message') return type === 'failure' || type === 'success';
  if (kind === 'toast') return type === 'error' || type === 'success';
  if (kind === 'global') return type === 'failed' || type === 'success';
  return false;
}

/** Raises a notice from code that should not depend on this module's bundle. */
export function notify(request: NotifyRequest): void {
  window.dispatchEvent(new CustomEvent(NOTIFY_EVENT, { detail: request }));
}
