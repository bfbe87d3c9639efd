import { MenuItem } from '@blueprintjs/core';
import { branchSwitchRequested, selectActiveBranchId, useBranchList } from '@/platform/session';
import { useAppDispatch, useAppSelector } from '@/platform/store';
import { Avatar, BRANCH_LIST_MAX_HEIGHT, TEXTS, unreadText } from '@/platform/ui';

/** Other branches to switch to, with their unread counts, or 'No branches to show'. */
export function BranchSwitcher({ onSwitched }: { onSwitched?: () => void }) {
  const dispatch = useAppDispatch();
  const activeId = useAppSelector(selectActiveBranchId);
  const others = useBranchList().branches.filter((b) => b.id !== activeId);
  if (others.length === 0) {
    return <MenuItem disabled text={TEXTS.noBranchesToShow} />;
  }
  return (
    <div
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
            dispatch(branchSwitchRequested(b.id));
            onSwitched?.();
          }}
        />
      ))}
    </div>
  );
}
