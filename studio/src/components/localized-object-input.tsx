import { type ObjectInputProps } from 'sanity';
import { useVisibleLanguages } from './language-filter';

/** A localized field shows only the languages the editor picked (members are named by route code). */
export function LocalizedObjectInput(props: ObjectInputProps) {
  const visible = useVisibleLanguages();
  const members = props.members.filter((member) => member.kind !== 'field' || (visible as readonly string[]).includes(member.name));
  return props.renderDefault({ ...props, members });
}
