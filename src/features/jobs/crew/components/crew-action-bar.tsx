import { AppButton } from '@/platform/ui';
import type { CrewActions } from '../hooks/use-crew-actions';
import type { CrewDraft } from '../hooks/use-crew-draft';
import type { CrewMode } from '../model/invitation-state';

/** What the page would send, and the button that sends it. */
export function CrewActionBar({
  mode,
  draft,
  actions,
  hasCrew,
  confirming,
  onSave,
}: {
  mode: CrewMode;
  draft: CrewDraft;
  actions: CrewActions;
  hasCrew: boolean;
  confirming: boolean;
  onSave: () => Promise<void> | void;
}) {
  const { picked, additions, removals } = draft;
  const changes = mode === 'team-add' ? picked.size : additions.length + removals.length;
  const summary =
    mode === 'team-add'
      ? `${picked.size} selected`
      : changes === 0
        ? 'No changes'
        : [
            additions.length > 0 ? `${additions.length} to invite` : null,
            removals.length > 0 ? `${removals.length} to remove` : null,
          ]
            .filter(Boolean)
            .join(' · ');
  return (
    <div className="crew-actions app-sticky-actions" role="group" aria-label="Crew actions">
      <div className="crew-actions__row">
        {/* Said as it changes (review 54: "1 selected" was silent, 46 Tabs from its button). */}
        <span className="app-muted" role="status">
          {summary}
        </span>
        {mode === 'team-add' ? (
          <AppButton
            intent="primary"
            text="Send invitations"
            disabled={picked.size === 0}
            loading={actions.inviting}
            onClick={actions.sendInvitations}
          />
        ) : (
          <AppButton
            intent="primary"
            text="Save crew"
            disabled={changes === 0 || !hasCrew}
            loading={actions.saving && !confirming}
            onClick={onSave}
          />
        )}
      </div>
    </div>
  );
}
