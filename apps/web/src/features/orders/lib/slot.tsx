import { Fragment, type ReactNode } from 'react';

/**
 * A placeholder value that stands for an element (a link, a bold part) inside a translated sentence, so
 * the whole sentence stays one message and Hindi can put the element where its word order needs it.
 */
export const SLOT = '\u2063slot\u2063';

/** Renders a translated sentence holding `SLOT` once, with `element` in its place. */
export function withSlot(text: string, element: ReactNode): ReactNode {
  const [before = '', ...rest] = text.split(SLOT);
  const after = rest.join(SLOT);
  return (
    <Fragment>
      {before}
      {element}
      {after}
    </Fragment>
  );
}
