import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import type { Manager } from '@/platform/api/generated/model';
import { fullName } from '@/platform/format';
import { selectIsManager, useBranchList } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import {
  AppButton,
  Avatar,
  ConfirmDialog,
  PhoneText,
  SkeletonList,
  failedOutright,
  toast,
} from '@/platform/ui';
import { useBranchManagers } from '../api/team-api';
import { NoManagerMember, useRemoveManagerAccess } from '../api/use-manager-access';

/**
 * The branch's managers (company users with access to it): who else runs this team, and the
 * branches each runs. The owner may take a manager's access to this branch away (QA helper-137
 * M1: nothing could, for a manager the owner had not made a member).
 */
export function ManagersPanel({ branchId }: { branchId: number }) {
  const query = useBranchManagers(branchId);
  const isOwner = !useAppSelector(selectIsManager);
  const { branches } = useBranchList();
  const [removing, setRemoving] = useState<Manager | null>(null);
  const branchName = (id: number) => branches.find((b) => b.id === id)?.name;
  const managers = query.data?.data;
  let body;
  if (query.isPending) body = <SkeletonList rows={2} label="Loading managers" />;
  else if (failedOutright(query))
    body = (
      <p className="app-muted">
        The managers could not be loaded.{' '}
        <AppButton
          size="small"
          variant="minimal"
          text="Try again"
          onClick={() => void query.refetch()}
        />
      </p>
    );
  else if (managers!.length === 0)
    body = (
      <p className="app-muted">
        No manager is assigned to this branch. Turn on “Manager access” for a member of the team to
        make them one.
      </p>
    );
  else
    body = (
      <ul className="app-card-list">
        {managers!.map((manager) => {
          const name = fullName(manager);
          const runs = manager.branch_ids.map(branchName).filter(Boolean);
          return (
            <li key={manager.id} className="team-person team-managers__item">
              <Avatar src={manager.avatar_url} name={name} size={36} />
              <div className="team-person__text">
                <div className="team-person__name">{name}</div>
                <div className="team-managers__contact">
                  <a href={`mailto:${manager.email}`}>{manager.email}</a>
                  {manager.phone && (
                    <span>
                      <PhoneText value={manager.phone} />
                    </span>
                  )}
                  {runs.length > 0 && <span>Manages {runs.join(', ')}</span>}
                </div>
                {isOwner && (
                  <Button
                    className="team-managers__remove"
                    variant="minimal"
                    size="small"
                    intent="danger"
                    text="Remove access"
                    aria-label={`Remove access: ${name}`}
                    onClick={() => setRemoving(manager)}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    );
  return (
    <section className="app-card team-managers" aria-labelledby="team-managers-title">
      <h2 id="team-managers-title" className="team-managers__title">
        Managers
        {managers && <span className="app-muted"> ({managers.length})</span>}
      </h2>
      {body}
      {removing && (
        <RemoveAccessDialog
          manager={removing}
          branchId={branchId}
          branchName={branchName(branchId) ?? 'this branch'}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

/** Confirmed by name and branch; the manager stays a member of the team (their card). */
function RemoveAccessDialog({
  manager,
  branchId,
  branchName,
  onClose,
}: {
  manager: Manager;
  branchId: number;
  branchName: string;
  onClose: () => void;
}) {
  const remove = useRemoveManagerAccess(branchId);
  const name = fullName(manager);
  return (
    <ConfirmDialog
      isOpen
      title="Remove manager access"
      question={
        <>
          Remove <strong>{name}</strong>’s manager access to <strong>{branchName}</strong>?
        </>
      }
      confirmLabel="Remove access"
      failure={[`${name}’s access`, 'removed']}
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(manager);
        } catch (error) {
          if (!(error instanceof NoManagerMember)) throw error;
          toast.error(
            `${name} has no member card with Manager access in ${branchName}: nothing to switch off here.`,
          );
          return;
        }
        toast.success(`${name} no longer manages ${branchName}`);
      }}
    >
      <p className="app-muted">
        They can no longer open this branch. Their member card stays on the team (with Manager
        access off); remove it there if they leave.
      </p>
    </ConfirmDialog>
  );
}
