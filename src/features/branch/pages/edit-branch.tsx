import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getGetCompanyBranchQueryOptions, useUpdateCompanyBranch } from '../api/endpoints';
import type { BranchDetail } from '@/platform/api/generated/model';
import { fetchLatest } from '@/platform/api/query-client';
import { STOPPED_FOR_SERVER_CHANGES, useServerCopy } from '@/platform/forms';
import { servingAreasByIdsOptions, useServingAreasByIds } from '@/platform/map';
import { QueryError, SkeletonList, toast, useFocusWhenShown } from '@/platform/ui';
import { applySavedBranch } from '../api/branch-cache';
import { BranchForm } from '../components/branch-form';
import { branchLocation } from '../components/branch-details';
import {
  BRANCH_FIELD_LABELS,
  branchToValues,
  sameBranchValues,
  toBranchSubmitErrors,
  toUpdatePayload,
  type BranchFormValues,
} from '../model/branch-form-values';

type EditBranchProps = {
  branch: BranchDetail;
  onDone: () => void;
  /** Opened by Edit: the keyboard goes to its Name once the form shows (as Add branch's). */
  focusName: boolean;
};

/**
 * The form, on the branch as the server holds it (`serverValues`, a new object only when that
 * changed): an owner and a manager, or two tabs, editing one branch merge each other's saves
 * into what is typed (useServerCopy, as Edit job and Edit member; QA-185 HIGH 1: the second
 * save put back the name the first had changed).
 */
function EditBranchForm({
  branch,
  serverValues,
  onDone,
  focusName,
}: EditBranchProps & { serverValues: BranchFormValues }) {
  const nameField = useRef<HTMLInputElement>(null);
  const focusWhenShown = useFocusWhenShown();
  useEffect(() => {
    if (focusName) focusWhenShown(nameField);
  }, [focusName, focusWhenShown]);
  const queryClient = useQueryClient();
  const update = useUpdateCompanyBranch();
  // Once per branch: a refetch must not throw away what is being typed (it is merged instead).
  const [initialValues] = useState(() => serverValues);
  const serverCopy = useServerCopy(serverValues, BRANCH_FIELD_LABELS, sameBranchValues);

  // What is sent is what the form holds (the merge reads it), with the server's news merged,
  // and only what differs from the branch as just read.
  const onSubmit = async (_: BranchFormValues, sending: () => Promise<void>) => {
    let sent = false; // until the write: a read with no answer sent nothing
    try {
      let latest = branch;
      const merged = await serverCopy.refresh(async () => {
        latest = (await fetchLatest(queryClient, getGetCompanyBranchQueryOptions(branch.id))).data;
        const areas = await Promise.all(
          servingAreasByIdsOptions(latest.serving_area_ids).map((area) =>
            queryClient.fetchQuery(area),
          ),
        );
        return branchToValues(
          latest,
          areas.map(({ data }) => data),
        );
      });
      // New conflicts are shown above Save first; the next Save keeps the user's values.
      if (merged.stop) return STOPPED_FOR_SERVER_CHANGES;
      const data = toUpdatePayload(merged.values, latest);
      if (Object.keys(data).length === 0) {
        toast.info('Nothing changed');
        onDone();
        return undefined;
      }
      await sending();
      sent = true;
      const response = await update.mutateAsync({ id: branch.id, data });
      applySavedBranch(queryClient, response);
      toast.success(`Branch ${response.data.name} saved`);
      onDone();
      return undefined;
    } catch (error) {
      return toBranchSubmitErrors(error, sent);
    }
  };

  return (
    <BranchForm
      title="Edit branch"
      submitText="Save changes"
      initialValues={initialValues}
      currentAvatarUrl={branch.avatar_url}
      focus={branchLocation(branch)}
      onSubmit={onSubmit}
      onCancel={onDone}
      draftName={`branch:edit:${branch.id}`}
      nameRef={nameField}
      serverCopy={serverCopy}
    />
  );
}

/** Edit branch: waits for the branch's serving areas, then shows the form. */
export function EditBranch(props: EditBranchProps) {
  const { branch } = props;
  const { areas, status, query } = useServingAreasByIds(branch.serving_area_ids);
  // The last copy whose counties are all in: a newer copy (someone else's save, pushed) waits
  // for its counties without taking the form away.
  const [serverValues, setServerValues] = useState<BranchFormValues | null>(null);
  if (status === 'ready') {
    const next = branchToValues(branch, areas);
    if (serverValues === null || !sameBranchValues(next, serverValues)) setServerValues(next);
  }
  if (serverValues === null) {
    // The form starts with the branch's areas as the autocomplete's tags: wait for them.
    if (status === 'error')
      return <QueryError query={query} message="The branch's serving areas could not be loaded." />;
    return <SkeletonList rows={4} label="Loading the form" />;
  }
  return <EditBranchForm {...props} serverValues={serverValues} />;
}
