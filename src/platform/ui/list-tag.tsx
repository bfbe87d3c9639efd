import { Classes, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * A minimal Blueprint tag for rows of long lists (the dispatch board's hundreds of people):
 * the same look as `<Tag minimal>`, without Tag's layout effect, which reads each label's
 * width to decide on a tooltip and so forces a page layout per tag as rows mount. Long
 * labels still end in an ellipsis (CSS).
 */
export function ListTag({ intent = 'none', children }: { intent?: Intent; children: ReactNode }) {
  return (
    <span className={`${Classes.TAG} ${Classes.MINIMAL} ${Classes.intentClass(intent) ?? ''}`}>
      <span className={`${Classes.TEXT_OVERFLOW_ELLIPSIS} ${Classes.FILL}`}>{children}</span>
    </span>
  );
}
