import { Callout } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { loadDraft, moveDraft } from '@/platform/forms';
import { href } from '@/platform/routing';
import { selectUser, useActiveBranch } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { AppButton } from '@/platform/ui';

/**
 * A job deleted while it was being edited, or no longer the user's to open (the owner took a
 * manager's access to its branch: QA 137 H1): what was typed in it is kept (its form kept it as
 * it went) and can start a new job in her active branch, whose form offers it back (QA 57: it
 * went with the page).
 */
export function TypedInGoneJob({ id }: { id: number }) {
  const user = useAppSelector(selectUser);
  const branch = useActiveBranch();
  const [, navigate] = useLocation();
  const [kept, setKept] = useState(false);
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The form keeps its typing as it goes, a moment after this page comes: asked again.
    const look = (tries: number) =>
      loadDraft(userId, `job:edit:${id}`)
        .then((found) => {
          if (!live) return;
          if (found) setKept(true);
          else if (tries > 1) timer = setTimeout(() => void look(tries - 1), 200);
        })
        .catch(() => undefined); // no IndexedDB: nothing kept
    void look(3);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [userId, id]);
  if (!kept || !userId || !branch) return null;
  return (
    <Callout intent="primary" icon="edit" className="app-draft-notice">
      <p>What you typed in this job is kept.</p>
      <AppButton
        intent="primary"
        text="Start a new job with it"
        onClick={async () => {
          await moveDraft(
            userId,
            `job:edit:${id}`,
            `job:create:${branch.id}`,
            href('company-job-create'),
          ).catch(() => false);
          navigate(href('company-job-create'));
        }}
      />
    </Callout>
  );
}
