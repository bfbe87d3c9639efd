import { Icon, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { RosterStatus } from '@/platform/api/generated/model';
import type { MouseEvent } from 'react';
import {
  AppButton,
  ConfirmDialog,
  toast,
  watchNextEntryFocus,
  type EntryFocusRule,
} from '@/platform/ui';
import { useRosterActions } from './api/roster-api';
import './roster.css';

/** The person a roster control acts on: a marketplace helper (her user id) and her name. */
export interface RosterPerson {
  helperId: number;
  name: string;
  status: RosterStatus | null | undefined;
}

/** A star beside a favourite's name; "Blocked" for a blocked helper; nothing otherwise. */
export function RosterMark({ status }: { status: RosterStatus | null | undefined }) {
  if (status === 'favourite')
    return (
      <span
        className="roster-star"
        role="img"
        aria-label="Favourite"
        title="One of your favourites"
      >
        <Icon icon="star" size={14} aria-hidden />
      </span>
    );
  if (status === 'blocked')
    return (
      <Tag minimal round intent="danger" title="Blocked: not offered for jobs or in searches">
        Blocked
      </Tag>
    );
  return null;
}

/**
 * What a block withdraws, said where it is confirmed: of 'them' (QA 2026-12-04: blocking James
 * Carter said 'her').
 */
export const BLOCK_CONSEQUENCES =
  'Their pending invitations from your company (jobs and branches) are withdrawn and their pending applications to your offers are turned down. They no longer show in your searches, suggestions or invitable lists, and do not see your offers. You can unblock them on the Team page (Blocked).';

/**
 * "Add to favourites" / "Remove from favourites" / "Block" (confirmed, naming what is
 * withdrawn) / "Unblock" for one marketplace helper: the one control of the company's roster
 * (7/8), on member cards, the crew page and helper search. Each button is guarded (one
 * request a click); a failure is toasted by the query client.
 */
export function RosterActions({
  person,
  compact,
  leavesList,
}: {
  person: RosterPerson;
  compact?: boolean;
  /**
   * The list this entry leaves when her status is cleared (Team's Favourites / Blocked): the
   * focus then goes to the next entry's same button (QA helper-116: to the page's body).
   */
  leavesList?: EntryFocusRule;
}) {
  const { helperId, name, status } = person;
  const roster = useRosterActions();
  const [confirming, setConfirming] = useState(false);
  const size = 'small' as const;

  const favourite = async () => {
    await roster.mark(helperId, 'favourite');
    toast.success(`${name} added to favourites`);
  };
  const clear = async (event: MouseEvent<HTMLElement>, done: string) => {
    const moveFocus = leavesList && watchNextEntryFocus(event.currentTarget, leavesList);
    await roster.clear(helperId);
    toast.success(done);
    moveFocus?.();
  };
  const unfavourite = (event: MouseEvent<HTMLElement>) =>
    clear(event, `${name} removed from favourites`);
  const unblock = (event: MouseEvent<HTMLElement>) => clear(event, `${name} was unblocked`);
  const block = async () => {
    await roster.mark(helperId, 'blocked');
    toast.success(`${name} was blocked; their pending invitations were withdrawn`);
  };

  if (status === 'blocked')
    return (
      <div className="roster-actions">
        <AppButton
          size={size}
          variant="outlined"
          text="Unblock"
          className="roster-actions__unblock"
          aria-label={`Unblock ${name}`}
          onClick={unblock}
        />
      </div>
    );
  return (
    <div className="roster-actions">
      {status === 'favourite' ? (
        <AppButton
          size={size}
          variant="minimal"
          icon="star"
          text={compact ? undefined : 'Remove from favourites'}
          title="Remove from favourites"
          aria-label={`Remove from favourites, ${name}`}
          className="roster-actions__star"
          onClick={unfavourite}
        />
      ) : (
        <AppButton
          size={size}
          variant="minimal"
          icon="star-empty"
          text={compact ? undefined : 'Add to favourites'}
          title="Add to favourites"
          aria-label={`Add to favourites, ${name}`}
          onClick={favourite}
        />
      )}
      <AppButton
        size={size}
        variant="minimal"
        intent="danger"
        icon={compact ? 'disable' : undefined}
        text={compact ? undefined : 'Block'}
        title="Block"
        aria-label={`Block ${name}`}
        onClick={() => setConfirming(true)}
      />
      <ConfirmDialog
        isOpen={confirming}
        title="Block helper"
        thing={name}
        confirmLabel="Block"
        failure={[name, 'blocked']}
        onClose={() => setConfirming(false)}
        onConfirm={block}
      >
        <p>{BLOCK_CONSEQUENCES}</p>
      </ConfirmDialog>
    </div>
  );
}
