import { Fragment } from 'react';
import { paragraphsOf } from '#domain/shared/text';

/**
 * A plain text from the API as paragraphs (blank lines between them, single line breaks kept): React escapes every
 * character, so no markup the text may hold ever reaches the page.
 */
export function Paragraphs({ text, className }: { readonly text: string; readonly className?: string }) {
  return paragraphsOf(text).map((paragraph, index) => (
    <p key={index} className={className}>
      {paragraph.split('\n').map((line, at) => (
        <Fragment key={at}>
          {at > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  ));
}
