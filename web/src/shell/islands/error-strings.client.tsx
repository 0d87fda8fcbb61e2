'use client';

import type { LocaleCode } from '@site/schemas';
import { type ReactNode, createContext, use } from 'react';
import type { ErrorPanelStrings } from './error-panel.client';

interface ErrorView {
  readonly locale: LocaleCode;
  readonly strings: ErrorPanelStrings;
}

const ErrorViewContext = createContext<ErrorView | null>(null);

/**
 * The 502 page's strings for the error boundaries (error.tsx cannot take props), translated on the server by the
 * locale layout. Plain strings in a context rather than next-intl's client provider: that would bring its message
 * formatter into every page's JavaScript for six fixed texts.
 */
export function ErrorViewProvider({ locale, strings, children }: ErrorView & { children: ReactNode }) {
  return <ErrorViewContext value={{ locale, strings }}>{children}</ErrorViewContext>;
}

/** The strings of the nearest locale layout; null outside one (the global error boundary loads its own). */
export function useErrorView(): ErrorView | null {
  return use(ErrorViewContext);
}
