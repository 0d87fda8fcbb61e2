import {
  DEFAULT_LOCALE,
  documentDef,
  documentPath,
  LOCALES,
  type LocaleCode,
  localeUrl,
  translationStatus,
  type TranslationState,
} from '@site/schemas';
import { useLanguageFilterStudioContext } from '@sanity/language-filter';
import { Badge, Box, Button, Card, Flex, Stack, Text, Tooltip } from '@sanity/ui';
import { useMemo } from 'react';
import { type ObjectInputProps, set, setIfMissing } from 'sanity';
import { siteUrls } from '../env';

const TONE: Record<TranslationState, 'positive' | 'caution' | 'critical'> = {
  present: 'positive',
  stale: 'caution',
  missing: 'critical',
};
const LABEL: Record<TranslationState, string> = {
  present: 'up to date',
  stale: 'older than the English text',
  missing: 'missing',
};

/**
 * Above a localized document's fields: the 20 translations (present, stale or missing), a link to each on the
 * right host and prefix, buttons for the editor's language filter, and a way to vouch that a stale translation still holds.
 */
export function DocumentTranslationInput(props: ObjectInputProps) {
  const { schemaType, value, onChange } = props;
  // The language filter is @sanity/language-filter's (its menu sits in the document header); the panel's language
  // buttons switch the same selection.
  const { selectedLanguageIds, setSelectedLanguageIds } = useLanguageFilterStudioContext();
  const visible = useMemo(() => new Set([DEFAULT_LOCALE, ...selectedLanguageIds]), [selectedLanguageIds]);
  const def = documentDef(schemaType.name);
  const doc = (value ?? {}) as Record<string, unknown>;
  const statuses = useMemo(() => (def ? translationStatus(def, doc) : []), [def, doc]);
  const slug = (doc.slug as { current?: string } | undefined)?.current;
  const path = documentPath(schemaType.name, slug);
  const englishRevision = typeof doc.englishRevisedAt === 'string' ? doc.englishRevisedAt : undefined;

  const toggle = (code: LocaleCode) => {
    setSelectedLanguageIds(visible.has(code) ? [...visible].filter((item) => item !== code) : [...visible, code]);
  };

  return (
    <Stack space={4}>
      <Card padding={3} radius={2} border tone="transparent">
        <Stack space={3}>
          <Text size={1} weight="semibold">
            Translations ({statuses.filter((status) => status.state !== 'missing').length}/{statuses.length}) · click a
            language to show or hide its fields
          </Text>
          <Flex gap={2} wrap="wrap">
            {statuses.map((status) => {
              const locale = LOCALES.find((item) => item.code === status.code)!;
              const shown = visible.has(status.code);
              const href = path ? localeUrl(status.code, path, siteUrls) : undefined;
              return (
                <Tooltip
                  key={status.code}
                  portal
                  content={
                    <Box padding={2}>
                      <Text size={1}>
                        {locale.englishName}: {LABEL[status.state]}
                        {href ? ` · ${href}` : ''}
                      </Text>
                    </Box>
                  }
                >
                  <Flex gap={1} align="center">
                    <Button
                      mode={shown ? 'default' : 'ghost'}
                      tone={TONE[status.state]}
                      padding={2}
                      fontSize={1}
                      text={status.code}
                      disabled={status.code === DEFAULT_LOCALE}
                      onClick={() => toggle(status.code)}
                      aria-pressed={shown}
                    />
                    {href && status.state !== 'missing' ? (
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`Open ${locale.englishName} page`}
                      >
                        <Text size={0}>↗</Text>
                      </a>
                    ) : null}
                    {status.state === 'stale' && englishRevision ? (
                      <Button
                        mode="bleed"
                        padding={1}
                        fontSize={0}
                        text="still valid"
                        title="The translation was checked against the current English text"
                        onClick={() =>
                          onChange([
                            setIfMissing({ _type: 'localeRevisions' }, ['translatedFrom']),
                            set(englishRevision, ['translatedFrom', status.code]),
                          ])
                        }
                      />
                    ) : null}
                  </Flex>
                </Tooltip>
              );
            })}
          </Flex>
          <Flex gap={2}>
            <Button
              mode="ghost"
              fontSize={1}
              padding={2}
              text="Show all languages"
              onClick={() => setSelectedLanguageIds(LOCALES.map((l) => l.code))}
            />
            <Button
              mode="ghost"
              fontSize={1}
              padding={2}
              text="English only"
              onClick={() => setSelectedLanguageIds([DEFAULT_LOCALE])}
            />
            <Badge tone="caution">stale</Badge>
            <Badge tone="critical">missing</Badge>
            <Badge tone="positive">up to date</Badge>
          </Flex>
        </Stack>
      </Card>
      {props.renderDefault(props)}
    </Stack>
  );
}
