'use client';

import { type ChangeEvent, useId, useMemo, useRef, useState } from 'react';
import { type PreparedEntry, type SearchEntry, type SearchIndex, prepareIndex, searchEntries } from '@/lib/search-text';

export interface HelpSearchLabels {
  readonly label: string;
  readonly placeholder: string;
  /** With `{query}`. */
  readonly empty: string;
  readonly emptyHint: string;
  /** With `{count}`. */
  readonly results: string;
  readonly loading: string;
  readonly error: string;
}

export interface HelpSearchProps {
  readonly locale: string;
  /** The language's prebuilt index (`/api/search/{locale}`). */
  readonly indexUrl: string;
  readonly labels: HelpSearchLabels;
  /** Section id (and 'guide') -> its name in this language. */
  readonly sectionLabels: Readonly<Record<string, string>>;
  readonly englishLabel: string;
}

type State = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; prepared: PreparedEntry<SearchEntry>[] };

/**
 * Help centre search, answered in the browser from the language's prebuilt index: fetched once on the first focus or
 * keystroke (nothing is loaded for visitors who never search), then every keystroke is a substring match on
 * normalised text (lib/search-text). No third-party service.
 */
export function HelpSearch({ locale, indexUrl, labels, sectionLabels, englishLabel }: HelpSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const started = useRef(false);

  const load = () => {
    if (started.current) return;
    started.current = true;
    setState({ status: 'loading' });
    fetch(indexUrl, { headers: { accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.json() as Promise<SearchIndex>;
      })
      .then((index) => setState({ status: 'ready', prepared: prepareIndex(index.entries) }))
      .catch(() => {
        // Allow a later attempt (a flaky connection), and say so meanwhile.
        started.current = false;
        setState({ status: 'error' });
      });
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    load();
  };

  const results = useMemo(() => (state.status === 'ready' ? searchEntries(state.prepared, query) : []), [state, query]);
  const trimmed = query.trim();

  return (
    <div className="help-search" role="search" data-testid="help-search">
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {labels.label}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        value={query}
        onChange={onChange}
        onFocus={load}
        placeholder={labels.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        lang={locale}
        aria-describedby={`${id}-status`}
      />
      <div id={`${id}-status`} aria-live="polite" className="help-search-status">
        {trimmed === '' ? null : state.status === 'loading' || state.status === 'idle' ? (
          <p>{labels.loading}</p>
        ) : state.status === 'error' ? (
          <p>{labels.error}</p>
        ) : results.length === 0 ? (
          <div className="empty-state" data-testid="search-empty">
            <p>{labels.empty.replace('{query}', trimmed)}</p>
            <p>{labels.emptyHint}</p>
          </div>
        ) : (
          <p className="visually-hidden">{labels.results.replace('{count}', String(results.length))}</p>
        )}
      </div>
      {trimmed !== '' && results.length > 0 ? (
        <ul className="help-search-results" data-testid="search-results">
          {results.map((entry) => (
            <li key={entry.p}>
              <a href={entry.p} lang={entry.l}>
                {entry.t}
              </a>
              <span className="help-search-section">
                {sectionLabels[entry.s] ?? ''}
                {entry.l ? ` · ${englishLabel}` : ''}
              </span>
              {entry.e ? <p lang={entry.l}>{entry.e}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
