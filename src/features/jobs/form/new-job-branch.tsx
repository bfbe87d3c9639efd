import { useEffect, useRef, useState, type Ref, type RefObject } from 'react';
import type { FormState } from 'final-form';
import { useForm } from 'react-final-form';
import { useBranchList } from '@/platform/session';
import { AppButton, focusElement, watchForLostFocus } from '@/platform/ui';
import { Callout } from '@blueprintjs/core';
import './job-branch-line.css';

/** What Create job returns while the branch it would now make the job in is not confirmed. */
const HELD_FOR_BRANCH = { branch: 'shown above the form' } as const;

/** "In Lone Star Movers Dallas": the line under Add new job's title naming its branch. */
const inBranchText = (name: string) => `In ${name}`;

/**
 * The line under a job page's title naming the job's branch: Add new job's (the branch it
 * makes the job in), Edit job's and the crew page's (the job's own branch), one look.
 */
export function JobBranchLine({
  branchId,
  lineRef,
}: {
  branchId: number;
  lineRef?: Ref<HTMLParagraphElement>;
}) {
  const { branches } = useBranchList();
  const name = branches.find((b) => b.id === branchId)?.name;
  if (!name) return null;
  return (
    <p className="app-muted job-branch-line" ref={lineRef}>
      {inBranchText(name)}
    </p>
  );
}

/** The notice's title when the branch a job was begun for left the person's branches. */
const branchLeftText = (gone: string) => `${gone} is no longer one of your branches`;

/** Whether the person has been into any of the form's fields (useFormDraft's test too). */
const typedIn = (state: Pick<FormState<object>, 'visited'>) =>
  Object.values(state.visited ?? {}).some(Boolean);

/**
 * The branch Add new job makes its job in (QA-184 H3: a job half-typed for Dallas was made in
 * Austin once the owner took Dallas away, with a toast as the only word). The form names it
 * under the title, and follows the active branch: a branch switched to by hand takes the job
 * with it (her choice, and the line says so). A branch that left her list meanwhile (deleted,
 * her access taken) is no choice of hers: with something typed (or a copy's facts), the form
 * says so until she confirms the branch the job would now be made in, and Create job waits
 * for that (`guard`); or she goes back, what she typed kept (useFormDraft) for the next Add new
 * job of the active branch. `leave`: the form's way back, as its Cancel less the discard.
 */
export function useNewJobBranch(branchId: number, started: boolean) {
  const [lost, setLost] = useState<string | null>(null);
  const holding = useRef(lost);
  holding.current = lost;
  const notice = useRef<HTMLDivElement>(null);
  return {
    top: (leave: () => void) => (
      <NewJobBranch
        branchId={branchId}
        started={started}
        lost={lost}
        onLost={setLost}
        leave={leave}
        notice={notice}
      />
    ),
    /** Create job, held while the branch is to be confirmed: the notice takes the focus. */
    guard:
      <V, R>(create: (values: V) => Promise<R>) =>
      async (values: V): Promise<R | typeof HELD_FOR_BRANCH> => {
        if (holding.current === null) return create(values);
        notice.current?.scrollIntoView?.({ block: 'center' });
        notice.current?.focus({ preventScroll: true });
        return HELD_FOR_BRANCH;
      },
  };
}

function NewJobBranch({
  branchId,
  started,
  lost,
  onLost,
  leave,
  notice,
}: {
  branchId: number;
  started: boolean;
  lost: string | null;
  onLost: (update: (lost: string | null) => string | null) => void;
  leave: () => void;
  notice: RefObject<HTMLDivElement | null>;
}) {
  const form = useForm();
  const { branches } = useBranchList();
  const name = branches.find((b) => b.id === branchId)?.name;
  // The branch the form was on, with its name: once gone, the list no longer names it.
  const was = useRef<{ id: number; name: string } | null>(null);
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const before = was.current;
    if (name) was.current = { id: branchId, name };
    if (!before || before.id === branchId) return;
    if (branches.some((b) => b.id === before.id)) return; // switched by hand: it follows
    // The first branch it was begun for stays named, though another goes after it.
    if (started || typedIn(form.getState())) onLost((first) => first ?? before.name);
  }, [branchId, name, branches, started, form, onLost]);
  if (!name) return null;
  return (
    <>
      <JobBranchLine branchId={branchId} lineRef={line} />
      {lost && (
        <div ref={notice} tabIndex={-1} className="order-form__branch-left">
          <Callout intent="warning" role="alert" title={branchLeftText(lost)}>
            <p>
              This job was begun for {lost}. Create job would now make it in {name}. Make it there,
              or go back: what you typed is kept, and Add new job offers it again.
            </p>
            <div className="app-state-actions app-draft-notice__actions">
              <AppButton
                intent="primary"
                text={`Make it in ${name}`}
                onClick={() => {
                  onLost(() => null);
                  // Its button gone with the notice: the line naming the branch takes the focus.
                  watchForLostFocus(() => {
                    if (line.current) focusElement(line.current);
                  });
                }}
              />
              <AppButton text="Go back" onClick={leave} />
            </div>
          </Callout>
        </div>
      )}
    </>
  );
}
