import { documentDef, revisionPatch } from '@site/schemas';
import { type DocumentActionComponent, type DocumentActionProps, useDocumentOperation } from 'sanity';

/**
 * Wraps the built-in publish action: before publishing, records which languages changed (spec: show which
 * translations are older than the English text). English changes move `englishRevisedAt`; a changed translation
 * is recorded as made from the current English revision.
 */
export function withTranslationRevisions(original: DocumentActionComponent): DocumentActionComponent {
  const Wrapped: DocumentActionComponent = (props: DocumentActionProps) => {
    const description = original(props);
    const { patch } = useDocumentOperation(props.id, props.type);
    const def = documentDef(props.type);
    if (!description || !def || !props.draft) return description;
    return {
      ...description,
      onHandle: () => {
        const { set } = revisionPatch(def, props.published, props.draft, new Date());
        if (Object.keys(set).length > 0) {
          const translatedFrom = Object.keys(set).some((path) => path.startsWith('translatedFrom.'));
          patch.execute([
            ...(translatedFrom ? [{ setIfMissing: { translatedFrom: { _type: 'localeRevisions' } } }] : []),
            { set },
          ]);
        }
        description.onHandle?.();
      },
    };
  };
  Wrapped.action = original.action;
  Wrapped.displayName = 'PublishWithTranslationRevisions';
  return Wrapped;
}
