'use client';

import { type ChangeEvent, useCallback, useId, useMemo, useState } from 'react';
import {
  type PreparedEntry,
  type SearchEntry,
  type SearchIndex,
  prepareIndex,
  searchEntries,
} from '@/lib/articles/search-text';
import { type AsyncErrorLabels, asyncErrorKind } from '@/shell/async-data';
import { useDeferredAsyncData } from '@/shell/deferred-async-data';

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
  /** The timeout and superseded texts, in this language. */
  readonly requestErrors: AsyncErrorLabels;
}

export interface HelpSearchProps {
  /** The page's language tag (`ja`, not the route code `jp`): what the box's text is in. */
  readonly lang: string;
  /** The language's prebuilt index (`/api/search/{locale}`). */
  readonly indexUrl: string;
  readonly labels: HelpSearchLabels;
  /** Section id (and 'guide') -> its name in this language. */
  readonly sectionLabels: Readonly<Record<string, string>>;
  readonly englishLabel: string;
}

/** Fetches and prepares the index; the signal is useAsyncData's (timeout, superseded). */
async function loadIndex(indexUrl: string, signal: AbortSignal): Promise<PreparedEntry<SearchEntry>[]> {
  const response = await fetch(indexUrl, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  const index = (await response.json()) as SearchIndex;
  return prepareIndex(index.entries);
}

/**
 * Help centre search, answered in the browser from the language's prebuilt index: fetched once on the first focus or
 * keystroke (nothing is loaded for visitors who never search, swr included: the hook is the deferred one), through
 * the async-data hook (idle until then, pending, success, error; the timeout and superseded texts in the
 * visitor's language), then every keystroke is a substring match on normalised text (lib/articles/search-text). No
 * third-party service.
 */
export function HelpSearch({ lang, indexUrl, labels, sectionLabels, englishLabel }: HelpSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [wanted, setWanted] = useState(false);
  const fetchIndex = useCallback((signal: AbortSignal) => loadIndex(indexUrl, signal), [indexUrl]);
  const [index, indexSlot] = useDeferredAsyncData(wanted ? indexUrl : null, fetchIndex);

  const load = () => {
    if (!wanted) setWanted(true);
    // A failed load is tried again on the next focus or keystroke (a flaky connection); meanwhile the error shows.
    else if (index.status === 'error') void index.refresh();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    load();
  };

  const prepared = index.data;
  const results = useMemo(() => (prepared ? searchEntries(prepared, query) : []), [prepared, query]);
  const trimmed = query.trim();
  const errorKind = index.status === 'error' ? asyncErrorKind(index.error) : null;
  const errorText =
    errorKind === 'timeout'
      ? labels.requestErrors.timeout
      : errorKind === 'superseded'
        ? labels.requestErrors.superseded
        : labels.error;

  return (
    <div className="help-search" role="search" data-testid="help-search" data-status={index.status}>
      {indexSlot}
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
        lang={lang}
        aria-describedby={`${id}-status`}
      />
      <div id={`${id}-status`} aria-live="polite" className="help-search-status">
        {trimmed === '' ? null : index.status === 'error' ? (
          <p data-testid="search-error" data-error={errorKind ?? undefined}>
            {errorText}
          </p>
        ) : !prepared ? (
          <p>{labels.loading}</p>
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
