import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import {
  getGetCompanyBranchQueryOptions,
  useCreateCompanyBranch,
  useDeleteCompanyBranch,
  useGetCompanyBranch,
} from '../api/endpoints';
import {
  branchDeleted,
  branchesReloadRequested,
  branchSwitchRequested,
  NoBranches,
  selectActiveBranchId,
  selectIsManager,
  useBranchList,
} from '@/platform/session';
import { useAppDispatch, useAppSelector } from '@/platform/store';
import {
  AppButton,
  ErrorState,
  QueryError,
  SkeletonList,
  failedOutright,
  toast,
  useFocusWhenShown,
} from '@/platform/ui';
import { applySavedBranch } from '../api/branch-cache';
import { AHEAD_META, GONE_IS_DONE_META } from '@/platform/api/query-client';
import { doneAlready } from '@/platform/api/notify';
import { leaveForm, useQueryParam, type RoutePrefetchContext } from '@/platform/routing';
import {
  preloadServingAreaMap,
  servingAreaMapReadyOptions,
  servingAreasByIdsOptions,
  toMapArea,
} from '@/platform/map';
import { BranchDetails } from '../components/branch-details';
import { PlanLimitNotice } from '@/features/subscription';
import { BranchForm } from '../components/branch-form';
import { EditBranch } from './edit-branch';
import { BranchList } from '../components/branch-list';
import { DeleteBranchDialog } from '../components/delete-branch-dialog';
import {
  emptyBranchValues,
  toBranchSubmitErrors,
  toCreatePayload,
  type BranchFormValues,
} from '../model/branch-form-values';
import './branch.css';

type Mode = 'view' | 'create' | 'edit';

/**
 * A reload asks for the branch's serving areas as soon as its details are there (the session
 * asks for those with get-me), instead of once the details have rendered; and for the map's
 * preview at once, and its areas' counties once they are known (5/8).
 */
export function prefetchBranchPage({ queryClient, branchId }: RoutePrefetchContext) {
  void preloadServingAreaMap();
  queryClient
    .fetchQuery({ ...getGetCompanyBranchQueryOptions(branchId), meta: AHEAD_META })
    .then(({ data }) => {
      // Its areas are most likely in its own state: their counties load while the areas do,
      // and the first render waits for them too (the map draws with the page).
      if (data.serving_area_ids.length)
        void queryClient.prefetchQuery({
          ...servingAreaMapReadyOptions([{ name: `${data.city}, ${data.state_initials}` }]),
          meta: AHEAD_META,
        });
      const areas = servingAreasByIdsOptions(data.serving_area_ids);
      return Promise.all(
        areas.map((area) => queryClient.fetchQuery({ ...area, meta: AHEAD_META })),
      );
    })
    .then((areas) => preloadServingAreaMap(areas.map(({ data }) => toMapArea(data))))
    .catch(() => undefined); // the page asks again, and shows the failure
}

/**
 * The form lives in the query string (?action=new|edit), so Back closes it. `leave`: the form,
 * saved or cancelled, gives its history entry to the view (leaveForm), so Back then goes to
 * where the user was before it and does not open it again (QA helper-133 #4). An action not
 * honoured (a manager's `new`, an unknown one) leaves the address, replaced (QA helper-133 #7).
 */
function useMode(canCreate: boolean): [Mode, (mode: Mode) => void, () => void] {
  const [, setParams] = useSearchParams();
  const [path, navigate] = useLocation();
  const mode = useQueryParam<Mode>(
    'action',
    (raw) => (raw === 'new' && canCreate ? 'create' : raw === 'edit' ? 'edit' : 'view'),
    (shown) => (shown === 'create' ? 'new' : shown === 'edit' ? 'edit' : null),
  );
  const setMode = (next: Mode) =>
    setParams(next === 'view' ? {} : { action: next === 'create' ? 'new' : 'edit' });
  return [mode, setMode, () => leaveForm(navigate, path)];
}

function CreateBranch({
  onDone,
  nameRef,
}: {
  onDone: () => void;
  nameRef: RefObject<HTMLInputElement | null>;
}) {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const activeId = useAppSelector(selectActiveBranchId);
  const create = useCreateCompanyBranch();

  const onSubmit = async (values: BranchFormValues) => {
    try {
      const response = await create.mutateAsync({ data: toCreatePayload(values) });
      applySavedBranch(queryClient, response);
      // The first branch of a company becomes the active one (spec section 4's load).
      if (!activeId) dispatch(branchesReloadRequested());
      toast.success(`Branch ${response.data.name} created`);
      onDone();
      return undefined;
    } catch (error) {
      // Toasted centrally; field messages go on the fields and the values stay.
      return toBranchSubmitErrors(error);
    }
  };

  return (
    <BranchForm
      title="Add branch"
      submitText="Create branch"
      initialValues={emptyBranchValues()}
      onSubmit={onSubmit}
      onCancel={onDone}
      draftName="branch:create"
      notice={<PlanLimitNotice room="branches" />}
      nameRef={nameRef}
    />
  );
}

/** The active branch: details with edit and (owners) delete, or its edit form. */
function ActiveBranch({
  branchId,
  editing,
  canDelete,
  setMode,
  leave,
}: {
  branchId: number;
  editing: boolean;
  canDelete: boolean;
  setMode: (mode: Mode) => void;
  leave: () => void;
}) {
  const dispatch = useAppDispatch();
  const query = useGetCompanyBranch(branchId);
  // A branch deleted first elsewhere (another tab, another owner's device: a 404) is a delete
  // done, said as news, and left as after this tab's own ("Already gone is done", README).
  const remove = useDeleteCompanyBranch({ mutation: { meta: GONE_IS_DONE_META } });
  const [confirming, setConfirming] = useState(false);
  const [openedByEdit, setOpenedByEdit] = useState(false);

  if (query.isPending) return <SkeletonList rows={3} label="Loading the branch" />;
  if (failedOutright(query)) {
    return <QueryError query={query} />;
  }
  const branch = query.data!.data;
  if (editing)
    return <EditBranch key={branch.id} branch={branch} focusName={openedByEdit} onDone={leave} />;

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync({ id: branch.id });
      toast.success(`Branch ${branch.name} deleted`);
    } catch (error) {
      if (!doneAlready(error, `Branch ${branch.name} was already deleted.`)) throw error;
    }
    // Spec section 4: the active id resets to 0, the saved id is cleared and the branches
    // reload, so the first one becomes active.
    dispatch(branchDeleted(branch.id));
  };

  return (
    <>
      <BranchDetails
        branch={branch}
        onEdit={() => {
          setOpenedByEdit(true);
          setMode('edit');
        }}
        onDelete={canDelete ? () => setConfirming(true) : undefined}
      />
      {confirming && (
        <DeleteBranchDialog
          branch={branch}
          onConfirm={confirmDelete}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}

const OWNER_ONLY_BRANCHES = 'Only the company owner can add or delete branches.';

/**
 * /company/branch (Branch): the company's branches and the active branch's details with its
 * serving-area map; owners add and delete branches, owners and managers edit them (the API
 * refuses create and delete to managers, so they are not offered).
 */
export function BranchPage() {
  const dispatch = useAppDispatch();
  const branches = useBranchList();
  const activeId = useAppSelector(selectActiveBranchId);
  const isManager = useAppSelector(selectIsManager);
  const canManageBranches = !isManager;
  const [mode, setMode, leave] = useMode(canManageBranches);
  // Add branch puts the keyboard in the form it opens, on its Name (QA helper-121: it went to
  // the page's title, as on a move to another page, and a reader heard "Branch" again). The
  // form is shown in a later commit; useFocusWhenShown waits for it.
  const nameField = useRef<HTMLInputElement>(null);
  const focusWhenShown = useFocusWhenShown();
  const openCreate = () => {
    setMode('create');
    focusWhenShown(nameField);
  };

  // Choosing a branch makes it active (as the header's switcher does) and shows its details.
  const select = (id: number) => {
    dispatch(branchSwitchRequested(id));
    if (mode !== 'view') setMode('view');
  };

  // Not "No branches yet" (review 54): this page lists them, and a kept active id is no list.
  if (branches.status === 'error') {
    return <ErrorState message="Your branches could not be loaded." onRetry={branches.retry} />;
  }
  if (branches.status === 'loading') return <SkeletonList label="Loading branches" />;

  if (mode === 'create') {
    return (
      <div
        className={
          branches.hasBranches
            ? 'branch-page branch-page--form'
            : 'branch-page branch-page--form branch-page--single'
        }
      >
        {branches.hasBranches && (
          <BranchList branches={branches.branches} activeId={activeId} onSelect={select} adding />
        )}
        <CreateBranch onDone={leave} nameRef={nameField} />
      </div>
    );
  }

  if (!branches.hasBranches) {
    return (
      <NoBranches
        description="Add your first branch: its address, phone and the counties it serves. Jobs, team and activity all belong to a branch."
        action={<AppButton intent="primary" icon="plus" text="Add branch" onClick={openCreate} />}
      />
    );
  }

  return (
    <div className={mode === 'edit' ? 'branch-page branch-page--form' : 'branch-page'}>
      <BranchList
        branches={branches.branches}
        activeId={activeId}
        onSelect={select}
        onAdd={canManageBranches ? openCreate : undefined}
        // Said, not only left out (QA helper-91), as the plan's page says it to a manager.
        note={canManageBranches ? undefined : OWNER_ONLY_BRANCHES}
      />
      {activeId ? (
        <ActiveBranch
          key={activeId}
          branchId={activeId}
          editing={mode === 'edit'}
          canDelete={canManageBranches}
          setMode={setMode}
          leave={leave}
        />
      ) : (
        <SkeletonList rows={3} label="Loading the branch" />
      )}
    </div>
  );
}
