import { Callout } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { selectUser, useActiveBranch } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { AppButton } from '@/platform/ui';
import { loadDraft, moveDraft } from './drafts';

/**
 * A record deleted while it was being edited, or no longer the user's to open (the owner took a
 * manager's access to its branch: QA 137 H1; a Save answered 403): what was typed in its form
 * is kept (the form kept it as it went, or as its Save failed) and can start a new record in
 * her active branch, whose form offers it back (QA 57: it went with the page). One for every
 * edit page that says its record is gone (Edit job, Edit member).
 */
export function TypedInGone(props: {
  /** The edit form's draft ('job:edit:42'). */
  from: string;
  /** The create form's draft in a branch ('job:create:3'). */
  to: (branchId: number) => string;
  /** The create form's address. */
  toHref: string;
  /** "What you typed in this job is kept." */
  kept: string;
  /** "Start a new job with it" */
  startText: string;
}) {
  const { from, to, toHref, kept: keptText, startText } = props;
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
      loadDraft(userId, from)
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
  }, [userId, from]);
  if (!kept || !userId || !branch) return null;
  return (
    <Callout intent="primary" icon="edit" className="app-draft-notice">
      <p>{keptText}</p>
      <AppButton
        intent="primary"
        text={startText}
        onClick={async () => {
          await moveDraft(userId, from, to(branch.id), toHref).catch(() => false);
          navigate(toHref);
        }}
      />
    </Callout>
  );
}
