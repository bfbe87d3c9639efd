import { MenuItem } from '@blueprintjs/core';
import { branchSwitchRequested, selectActiveBranchId, useBranchList } from '@/platform/session';
import { useAppDispatch, useAppSelector } from '@/platform/store';
import {
  Avatar,
  BRANCH_LIST_MAX_HEIGHT,
  TEXTS,
  focusPageTitle,
  unreadText,
  watchForLostFocus,
} from '@/platform/ui';
import { announcePolitely } from '@/platform/ui/announcer';
import './branch-switcher.css';

/** Said once a branch is chosen: the header's name changes, which a screen reader does not say. */
const switchedText = (name: string) => `You are now on ${name}.`;

/**
 * Other branches to switch to, with their unread counts, or 'No branches to show'. A branch
 * chosen is said (the live region), and the keyboard goes on from the page's title: the menu
 * went with the item that had the focus, and it fell to the page's body (QA 219 M1). The
 * phone's drawer gives it back to its menu button as it closes, so it is not lost there.
 */
export function BranchSwitcher({ onSwitched }: { onSwitched?: () => void }) {
  const dispatch = useAppDispatch();
  const activeId = useAppSelector(selectActiveBranchId);
  const others = useBranchList().branches.filter((b) => b.id !== activeId);
  if (others.length === 0) {
    return <MenuItem disabled text={TEXTS.noBranchesToShow} />;
  }
  return (
    <div
      className="branch-switcher"
      style={{ maxHeight: BRANCH_LIST_MAX_HEIGHT, overflowY: 'auto' }}
      role="group"
      aria-label="Switch branch"
    >
      {others.map((b) => (
        <MenuItem
          key={b.id}
          icon={<Avatar src={b.avatar_url} name={b.name} size={20} />}
          text={b.name}
          label={unreadText(b.unread_notifications_count) ?? undefined}
          onClick={() => {
            watchForLostFocus(focusPageTitle);
            dispatch(branchSwitchRequested(b.id));
            announcePolitely(switchedText(b.name));
            onSwitched?.();
          }}
        />
      ))}
    </div>
  );
}
