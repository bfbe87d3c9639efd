import { Callout } from '@blueprintjs/core';
import { apiBaseUrl } from '@/platform/config/config';
import { groupByTag } from '@/platform/api/operations';
import { hybridProblem, type HybridSetup } from '../hybrid/setup';

/** Hybrid mode's part of the panel: what the browser answers, grouped by tag, and what is wrong. */
export function HybridSection({ setup }: { setup: HybridSetup }) {
  const problem = hybridProblem(setup);
  return (
    <div role="group" aria-label="Mocked operations">
      <h4 className="bp6-heading" style={{ marginTop: 0 }}>
        Hybrid mode
      </h4>
      {problem && (
        <Callout intent="danger" compact style={{ marginBottom: 8 }}>
          {problem}
        </Callout>
      )}
      <p className="bp6-text-small bp6-text-muted" style={{ margin: '0 0 6px' }}>
        Answered in the browser ({setup.operations.length}); everything else goes to{' '}
        <code>{apiBaseUrl}</code>.
      </p>
      <ul className="demo-hybrid-list">
        {groupByTag(setup.operations).map(([tag, ids]) => (
          <li key={tag}>
            <strong>{tag}</strong>: {ids.join(', ')}
          </li>
        ))}
      </ul>
      {setup.unhandled.length > 0 && (
        <p className="bp6-text-small bp6-intent-warning">
          No mock handler (the provider answers):{' '}
          {setup.unhandled.map((op) => op.operationId).join(', ')}
        </p>
      )}
    </div>
  );
}
