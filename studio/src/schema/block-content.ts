import { isRichTextHref } from '@site/schemas';
import { defineArrayMember } from 'sanity';

/** Rich text: headings, quotes, lists, emphasis and links. Links accept http(s), mailto, tel and site paths only. */
export const blockContentMember = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Normal', value: 'normal' },
    { title: 'Heading 2', value: 'h2' },
    { title: 'Heading 3', value: 'h3' },
    { title: 'Quote', value: 'blockquote' },
  ],
  lists: [
    { title: 'Bullets', value: 'bullet' },
    { title: 'Numbers', value: 'number' },
  ],
  marks: {
    decorators: [
      { title: 'Strong', value: 'strong' },
      { title: 'Emphasis', value: 'em' },
      { title: 'Code', value: 'code' },
    ],
    annotations: [
      {
        name: 'link',
        type: 'object',
        title: 'Link',
        fields: [
          {
            name: 'href',
            type: 'string',
            title: 'Address',
            validation: (rule) =>
              rule
                .required()
                .custom((value) =>
                  value === undefined || isRichTextHref(value)
                    ? true
                    : 'Use http(s), mailto:, tel: or a site path like /pricing',
                ),
          },
        ],
      },
    ],
  },
});
