import {
  type CoverageDocument,
  type CoverageRow,
  DOCUMENTS,
  isLocalizedDocument,
  LOCALES,
  type LocaleCode,
  translationCoverage,
} from '@site/schemas';
import { TranslateIcon } from '@sanity/icons/Translate';
import { Box, Button, Card, Flex, Heading, Spinner, Stack, Text } from '@sanity/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type Tool, useClient } from 'sanity';
import { IntentLink } from 'sanity/router';

type State = 'translated' | 'stale' | 'missing';
const TONE: Record<State, 'positive' | 'caution' | 'critical'> = {
  translated: 'positive',
  stale: 'caution',
  missing: 'critical',
};
const LABEL: Record<State, string> = {
  translated: 'translated',
  stale: 'older than the English text',
  missing: 'missing',
};
const STATES: readonly State[] = ['translated', 'stale', 'missing'];

const LOCALIZED_TYPES = DOCUMENTS.filter(isLocalizedDocument).map((def) => def.name);
// Whole documents: the translation rules look at every localized field (navigation labels sit deep in arrays).
const QUERY = '*[_type in $types]';

interface Selection {
  readonly type: string;
  readonly code: LocaleCode;
  readonly state: State;
}

/**
 * The Translations tool: for every document type and language, how many documents are translated, stale or
 * missing (the same numbers as `npm run content:coverage`); each count opens the list of its documents.
 */
function TranslationCoverage() {
  const client = useClient({ apiVersion: '2025-01-01' });
  const [documents, setDocuments] = useState<CoverageDocument[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);

  const load = useCallback(() => {
    setError(null);
    client
      .fetch<CoverageDocument[]>(QUERY, { types: LOCALIZED_TYPES })
      .then(setDocuments)
      .catch((reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)));
  }, [client]);
  useEffect(load, [load]);

  const rows = useMemo(() => (documents ? translationCoverage(documents) : []), [documents]);
  const titles = useMemo(
    () => new Map((documents ?? []).map((doc) => [doc._id.replace(/^drafts\./, ''), titleOf(doc)])),
    [documents],
  );
  const selectedIds = selection
    ? (rows.find((row) => row.type === selection.type)?.cells[selection.code][selection.state] ?? [])
    : [];

  return (
    <Box padding={4} style={{ overflow: 'auto', height: '100%' }}>
      <Stack space={4}>
        <Flex align="center" gap={3}>
          <Heading size={2}>Translation coverage</Heading>
          <Button mode="ghost" fontSize={1} padding={2} text="Reload" onClick={load} />
        </Flex>
        <Text size={1} muted>
          Per type and language: translated · older than the English text · missing. Types marked * must exist in every
          language; the site shows an English stand-in otherwise. Click a count to list its documents.
        </Text>
        {error ? (
          <Card tone="critical" padding={3} radius={2}>
            <Text size={1}>Could not load the documents: {error}</Text>
          </Card>
        ) : null}
        {!documents && !error ? <Spinner muted /> : null}
        {documents ? <CoverageTable rows={rows} selection={selection} onSelect={setSelection} /> : null}
        {selection ? (
          <Card padding={3} radius={2} border>
            <Stack space={3}>
              <Text size={1} weight="semibold">
                {rows.find((row) => row.type === selection.type)?.title},{' '}
                {LOCALES.find((locale) => locale.code === selection.code)?.englishName}: {selectedIds.length}{' '}
                {LABEL[selection.state]}
              </Text>
              {selectedIds.map((id) => (
                <IntentLink key={id} intent="edit" params={{ id, type: selection.type }}>
                  <Text size={1}>{titles.get(id) ?? id}</Text>
                </IntentLink>
              ))}
            </Stack>
          </Card>
        ) : null}
      </Stack>
    </Box>
  );
}

function CoverageTable({
  rows,
  selection,
  onSelect,
}: {
  rows: readonly CoverageRow[];
  selection: Selection | null;
  onSelect: (next: Selection) => void;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 12 }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'left', padding: 4 }}>Type</th>
          {LOCALES.map((locale) => (
            <th key={locale.code} title={locale.englishName} style={{ padding: 4 }}>
              {locale.code}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.type} style={{ borderTop: '1px solid var(--card-border-color)' }}>
            <th style={{ textAlign: 'left', padding: 4, whiteSpace: 'nowrap' }}>
              {row.required ? '* ' : ''}
              {row.title} ({row.total})
            </th>
            {LOCALES.map(({ code }) => (
              <td key={code} style={{ padding: 2, whiteSpace: 'nowrap' }}>
                {STATES.map((state) => {
                  const count = row.cells[code as LocaleCode][state].length;
                  const active = selection?.type === row.type && selection.code === code && selection.state === state;
                  return (
                    <Button
                      key={state}
                      mode={active ? 'default' : count > 0 ? 'ghost' : 'bleed'}
                      tone={TONE[state]}
                      padding={1}
                      fontSize={0}
                      text={String(count)}
                      disabled={count === 0}
                      title={`${count} ${LABEL[state]}`}
                      onClick={() => onSelect({ type: row.type, code: code as LocaleCode, state })}
                    />
                  );
                })}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A readable name for the document list: its English title or name, else its id. */
function titleOf(doc: CoverageDocument): string {
  for (const field of ['title', 'name', 'question']) {
    const value = doc[field];
    const english = value && typeof value === 'object' ? (value as Record<string, unknown>).en : value;
    if (typeof english === 'string') return english;
  }
  return doc._id;
}

export const translationCoverageTool: Tool = {
  name: 'translations',
  title: 'Translations',
  icon: TranslateIcon,
  component: TranslationCoverage,
};
