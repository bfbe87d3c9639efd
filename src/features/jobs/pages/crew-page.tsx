import { Callout, InputGroup, SegmentedControl } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { isApiError } from '@/platform/api/api-error';
import type {
  CrewMember,
  InvitableEmployee,
  OrderInvitation,
} from '@/platform/api/generated/model';
import { fullName, POSITION_LABELS } from '@/platform/format';
import { href, type RoutePageProps } from '@/platform/routing';
import {
  AppButton,
  EmptyState,
  ErrorState,
  LinkButton,
  Modal,
  PositionIcon,
  SkeletonList,
  toast,
  useDebouncedValue,
} from '@/platform/ui';
import {
  useCancelInvitation,
  useCurrentCrew,
  useEditInvitations,
  useFollowCrewChanges,
  useInvitableEmployees,
  useInviteEmployees,
  useOrderCard,
} from '../crew/api/use-crew';
import { BestMatches } from '../crew/components/best-matches';
import { CrewList } from '../crew/components/crew-list';
import { InvitableGroup } from '../crew/components/invitable-list';
import { OrderSummary } from '../crew/components/order-summary';
import { canOfferToMarketplace, marketplaceOfferHref } from '../list/order-text';
import { POSITION_FILTERS, type PositionFilter } from '../crew/model/invitation-state';
import '../crew/crew.css';

/*
 * One page, two routes (spec 2). The decision on how they differ:
 * - team-add (/company/job/team-add/{id}, "Team add", with back) builds a new crew: the
 *   picker comes first, several people are ticked and "Send invitations" invites them
 *   (invite-employee). Whoever is already invited is listed below it, each with
 *   "Cancel invitation" (cancel-by-company, confirmed in a dialog naming the person).
 * - team-edit (/company/job/team-edit/{id}, "Team edit") changes an existing crew: the crew
 *   comes first, each person with a "Keep" box; people ticked in the picker are added. "Save
 *   crew" sends the wanted crew as a whole (edit-invitations: kept + added), confirming by
 *   name whoever it removes.
 * Both show the order, both follow helpers' answers live (pushed events refetch the crew),
 * and a closed order shows its crew read-only.
 */
type Mode = 'team-add' | 'team-edit';

/** Names kept by employee id, so a pick hidden by a filter can still be named. */
type Picks = ReadonlyMap<number, string>;

const SEARCH_DEBOUNCE_MS = 300;
const NO_FILTER = {};

function toOrderId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
}

export function TeamAddPage({ params }: RoutePageProps) {
  return <CrewPage key={params.id} orderId={toOrderId(params.id)} mode="team-add" />;
}

export function TeamEditPage({ params }: RoutePageProps) {
  return <CrewPage key={params.id} orderId={toOrderId(params.id)} mode="team-edit" />;
}

/** The messages of a failed action: a 422's field messages, else the envelope's message. */
function failureMessages(error: unknown): string[] {
  if (!isApiError(error)) return ['Something went wrong.'];
  const fields = Object.values(error.fieldErrors).flat();
  return fields.length > 0 ? fields : [error.message];
}

function toggled(map: Picks, id: number, name: string): Picks {
  const next = new Map(map);
  if (next.has(id)) next.delete(id);
  else next.set(id, name);
  return next;
}

function sentToast(created: OrderInvitation[]) {
  if (created.length === 0) toast.info('Everyone you picked was already invited');
  else if (created.length === 1)
    toast.success(`Invitation sent to ${fullName(created[0]!.employee)}`);
  else toast.success(`Invitations sent to ${created.length} people`);
}

function CrewPage({ orderId, mode }: { orderId: number | null; mode: Mode }) {
  if (orderId === null) {
    return (
      <EmptyState
        icon="briefcase"
        title="Order not found"
        description="Check the link, or open the order from the job list."
      />
    );
  }
  return <CrewBuilder orderId={orderId} mode={mode} />;
}

function CrewBuilder({ orderId, mode }: { orderId: number; mode: Mode }) {
  const card = useOrderCard(orderId);
  const crewQuery = useCurrentCrew(orderId);
  const crew = crewQuery.data?.data;
  useFollowCrewChanges(orderId, crew);

  const [position, setPosition] = useState<PositionFilter | null>(null);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const params = useMemo(
    () => ({ ...(position ? { position } : {}), ...(term ? { search: term } : {}) }),
    [position, term],
  );
  const invitable = useInvitableEmployees(orderId, params);
  // Best matches rank everyone (no filter): the same query as the unfiltered picker.
  const everyone = useInvitableEmployees(orderId, NO_FILTER);

  const [picked, setPicked] = useState<Picks>(new Map());
  const [removed, setRemoved] = useState<Picks>(new Map());
  const [cancelling, setCancelling] = useState<CrewMember | null>(null);
  const [confirmingSave, setConfirmingSave] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);

  const invite = useInviteEmployees(orderId);
  const edit = useEditInvitations(orderId);
  const cancel = useCancelInvitation(orderId);

  const order = card.data?.data;
  const locked = Boolean(order && (order.completed_at || order.cancelled_at));
  const crewIds = new Set((crew ?? []).map((m) => m.employee_id));
  // A removal only counts while the person is still on the crew (they may have declined).
  const removals = [...removed].filter(([id]) => crewIds.has(id));
  // Someone picked who is on the crew meanwhile (invited elsewhere) is no longer an addition.
  const additions = [...picked].filter(([id]) => !crewIds.has(id));

  const onToggle = (e: InvitableEmployee) =>
    setPicked((p) => toggled(p, e.employee_id, fullName(e)));
  const onToggleKeep = (m: CrewMember) => setRemoved((r) => toggled(r, m.employee_id, fullName(m)));

  // Each returns the request's promise, so the AppButton that runs it is guarded (one request
  // for a double click). Failures were toasted; the reason also stays beside the action.
  const sendInvitations = async () => {
    setFailure(null);
    try {
      const response = await invite.mutateAsync({
        id: orderId,
        data: { employee_ids: [...picked.keys()] },
      });
      sentToast(response.data);
      setPicked(new Map());
    } catch (error) {
      setFailure(failureMessages(error));
    }
  };

  const saveCrew = async () => {
    setFailure(null);
    const wanted = new Set([...crewIds].filter((id) => !removed.has(id)));
    for (const id of picked.keys()) wanted.add(id);
    const added = additions.length;
    const dropped = removals.length;
    try {
      await edit.mutateAsync({ id: orderId, data: { employee_ids: [...wanted] } });
      const parts = [
        added > 0 ? `${added} invited` : null,
        dropped > 0 ? `${dropped} removed` : null,
      ].filter(Boolean);
      toast.success(`Crew updated${parts.length ? `: ${parts.join(', ')}` : ''}`);
      setPicked(new Map());
      setRemoved(new Map());
    } catch (error) {
      setFailure(failureMessages(error));
    } finally {
      setConfirmingSave(false);
    }
  };

  const inviteBest = async (employeeIds: number[], onDone: () => void) => {
    setFailure(null);
    try {
      const response = await invite.mutateAsync({
        id: orderId,
        data: { employee_ids: employeeIds },
      });
      sentToast(response.data);
    } catch (error) {
      setFailure(failureMessages(error));
    } finally {
      onDone();
    }
  };

  const cancelInvitation = async (member: CrewMember) => {
    setFailure(null);
    try {
      await cancel.mutateAsync({ id: member.invitation_id });
      toast.success(`Invitation to ${fullName(member)} cancelled`);
    } catch (error) {
      setFailure(failureMessages(error));
    } finally {
      setCancelling(null);
    }
  };

  if (card.isError) {
    return (
      <ErrorState
        error={card.error}
        message={card.error.message || 'The order could not be loaded.'}
        onRetry={() => card.refetch()}
      />
    );
  }

  const summary = order ? (
    <>
      <OrderSummary order={order} />
      {canOfferToMarketplace(order, Date.now()) && (
        <div className="app-card crew-offer">
          <span className="app-muted">
            Short of hands? Offer the open spots to marketplace helpers and other movers.
          </span>
          <LinkButton
            to={marketplaceOfferHref(order.id)}
            icon="search-around"
            text="Offer to the marketplace"
          />
        </div>
      )}
    </>
  ) : (
    <SkeletonList rows={1} label="Loading order" />
  );

  const crewSection = (
    <section className="app-card crew-section" aria-label="Current crew">
      <div className="crew-section__head">
        <h2 className="crew-section__title">
          Current crew {crew && <span className="app-muted">({crew.length})</span>}
        </h2>
        {mode === 'team-add' && !locked && crew && crew.length > 0 && (
          <Link href={href('company-job-team-edit', { id: orderId })}>Edit crew</Link>
        )}
      </div>
      {crewQuery.isPending ? (
        <SkeletonList rows={2} label="Loading crew" />
      ) : crewQuery.isError ? (
        <ErrorState
          error={crewQuery.error}
          message={crewQuery.error.message}
          onRetry={() => crewQuery.refetch()}
        />
      ) : crewQuery.data.data.length === 0 ? (
        <p className="app-muted crew-group__empty">
          {locked
            ? 'Nobody was on this crew.'
            : mode === 'team-add'
              ? 'No one is invited yet. Pick people above and send the invitations.'
              : 'No one is on this crew yet. Pick people below and save.'}
        </p>
      ) : (
        <CrewList
          crew={crewQuery.data.data}
          mode={mode}
          locked={locked}
          isRemoved={(id) => removed.has(id)}
          onToggleKeep={onToggleKeep}
          onCancel={setCancelling}
        />
      )}
    </section>
  );

  const filters = (
    <div className="crew-filters">
      <SegmentedControl
        aria-label="Position"
        size="small"
        value={position === null ? 'all' : String(position)}
        options={[
          { label: 'All', value: 'all' },
          ...POSITION_FILTERS.map((code) => ({
            label: POSITION_LABELS[code] ?? String(code),
            value: String(code),
            icon: (
              <span aria-hidden className="crew-filters__icon">
                <PositionIcon positions={[code]} />
              </span>
            ),
          })),
        ]}
        onValueChange={(value) =>
          setPosition(value === 'all' ? null : (Number(value) as PositionFilter))
        }
      />
      <InputGroup
        className="crew-filters__search"
        role="searchbox"
        aria-label="Search by name"
        placeholder="Search by name"
        value={search}
        onValueChange={setSearch}
      />
    </div>
  );

  const filtering = position !== null || term !== '';
  let lists;
  if (invitable.isPending) lists = <SkeletonList rows={4} label="Loading people" />;
  else if (invitable.isError)
    lists = (
      <ErrorState
        error={invitable.error}
        message={invitable.error.message}
        onRetry={() => invitable.refetch()}
      />
    );
  else {
    const { branch_employees: own, other_branch_employees: others } = invitable.data.data;
    if (own.length === 0 && others.length === 0) {
      lists = filtering ? (
        <EmptyState
          icon="inbox"
          title="Nobody matches"
          description="Try another position or name, or pick All."
        />
      ) : (
        <EmptyState
          icon="inbox"
          title="No one left to invite"
          description="Everyone active in your branches is already on this crew. Add members on the Team page."
        />
      );
    } else {
      const common = {
        isSelected: (id: number) => picked.has(id),
        disabled: locked,
        onToggle,
      };
      const ownBranch = own[0]?.branch_name;
      lists = (
        <div aria-busy={invitable.isPlaceholderData} className="crew-groups">
          <InvitableGroup
            title="This branch"
            subtitle={ownBranch}
            employees={own}
            showBranch={false}
            emptyText={filtering ? 'No one in this branch matches.' : 'No one else in this branch.'}
            {...common}
          />
          <InvitableGroup
            title="Other branches"
            employees={others}
            showBranch
            emptyText={
              filtering ? 'No one in other branches matches.' : 'No one in your other branches.'
            }
            {...common}
          />
        </div>
      );
    }
  }

  const picker = (
    <section
      className="app-card crew-section"
      aria-label={mode === 'team-add' ? 'Invite people' : 'Add to the crew'}
    >
      <h2 className="crew-section__title">
        {mode === 'team-add' ? 'Invite people' : 'Add to the crew'}
      </h2>
      {filters}
      {lists}
    </section>
  );

  const bestMatches =
    order && crew && everyone.data && !everyone.isPlaceholderData ? (
      <BestMatches
        order={order}
        crew={crew}
        invitable={everyone.data.data}
        inviting={invite.isPending}
        onInvite={inviteBest}
      />
    ) : null;

  const changes = mode === 'team-add' ? picked.size : additions.length + removals.length;
  const actionBar = !locked && (
    <div className="crew-actions" role="group" aria-label="Crew actions">
      <div className="crew-actions__row">
        <span className="app-muted">
          {mode === 'team-add'
            ? `${picked.size} selected`
            : changes === 0
              ? 'No changes'
              : [
                  additions.length > 0 ? `${additions.length} to invite` : null,
                  removals.length > 0 ? `${removals.length} to remove` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
        </span>
        {mode === 'team-add' ? (
          <AppButton
            intent="primary"
            text="Send invitations"
            disabled={picked.size === 0}
            loading={invite.isPending}
            onClick={sendInvitations}
          />
        ) : (
          <AppButton
            intent="primary"
            text="Save crew"
            disabled={changes === 0 || !crew}
            loading={edit.isPending && !confirmingSave}
            onClick={() => (removals.length > 0 ? setConfirmingSave(true) : saveCrew())}
          />
        )}
      </div>
    </div>
  );

  return (
    <div className="crew-page">
      {summary}
      {locked && (
        <Callout intent="primary" icon="info-sign">
          This order is closed; its crew can no longer change.
        </Callout>
      )}
      {mode === 'team-add' ? (
        <>
          {!locked && bestMatches}
          {!locked && picker}
          {crewSection}
        </>
      ) : (
        <>
          {crewSection}
          {!locked && bestMatches}
          {!locked && picker}
        </>
      )}
      {failure && (
        // The toast says it too, but goes away; the reason stays beside the action.
        <Callout intent="danger" role="alert">
          {failure.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Callout>
      )}
      {actionBar}

      <Modal
        isOpen={cancelling !== null}
        title="Cancel invitation"
        size="x-small"
        cancelLabel="Keep invitation"
        onClose={() => setCancelling(null)}
        actions={
          <AppButton
            intent="danger"
            text="Cancel invitation"
            loading={cancel.isPending}
            onClick={() => cancelling && cancelInvitation(cancelling)}
          />
        }
      >
        <p>
          Cancel the invitation of <strong>{cancelling ? fullName(cancelling) : ''}</strong>
          {order ? ` to order #${order.number}` : ''}?
        </p>
      </Modal>

      <Modal
        isOpen={confirmingSave}
        title="Save crew"
        size="x-small"
        cancelLabel="Back"
        onClose={() => setConfirmingSave(false)}
        actions={
          <AppButton intent="danger" text="Save crew" loading={edit.isPending} onClick={saveCrew} />
        }
      >
        <p>
          Remove from the crew: <strong>{removals.map(([, name]) => name).join(', ')}</strong>?{' '}
          {removals.length === 1
            ? 'Their invitation is cancelled.'
            : 'Their invitations are cancelled.'}
        </p>
        {additions.length > 0 && (
          <p>
            Invite: <strong>{additions.map(([, name]) => name).join(', ')}</strong>.
          </p>
        )}
      </Modal>
    </div>
  );
}
