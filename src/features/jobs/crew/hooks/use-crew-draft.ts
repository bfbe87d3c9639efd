import { useState } from 'react';
import type { CrewMember, InvitableEmployee } from '@/platform/api/generated/model';
import { fullName } from '@/platform/format';

/** Names kept by employee id, so a pick hidden by a filter can still be named. */
export type Picks = ReadonlyMap<number, string>;

function toggled(map: Picks, id: number, name: string): Picks {
  const next = new Map(map);
  if (next.has(id)) next.delete(id);
  else next.set(id, name);
  return next;
}

/** A person picked to invite, by the membership ticked. */
type PickedPerson = { name: string; userId: number | null };

/**
 * One pick per person: ticking a membership of someone already picked through another (a
 * filter can list a helper at another branch than before) replaces that pick, so "N
 * selected" counts people and equals the invitations sent (the server invites one
 * membership of a person).
 */
function pickToggled(picks: ReadonlyMap<number, PickedPerson>, e: InvitableEmployee) {
  const next = new Map(picks);
  if (next.delete(e.employee_id)) return next;
  if (e.user_id != null)
    for (const [id, pick] of picks) if (pick.userId === e.user_id) next.delete(id);
  next.set(e.employee_id, { name: fullName(e), userId: e.user_id });
  return next;
}

/**
 * The crew being built on the page: people picked to invite and crew members unticked
 * ("Keep"), read against the crew as it is now.
 */
export function useCrewDraft(crew: CrewMember[] | undefined) {
  const [picks, setPicks] = useState<ReadonlyMap<number, PickedPerson>>(new Map());
  const picked: Picks = new Map([...picks].map(([id, p]) => [id, p.name]));
  const [removed, setRemoved] = useState<Picks>(new Map());
  const crewIds = new Set((crew ?? []).map((m) => m.employee_id));
  // A removal only counts while the person is still on the crew (they may have declined).
  const removals = [...removed].filter(([id]) => crewIds.has(id));
  // Someone picked who is on the crew meanwhile (invited elsewhere) is no longer an addition.
  const additions = [...picked].filter(([id]) => !crewIds.has(id));
  const wanted = () => {
    const ids = new Set([...crewIds].filter((id) => !removed.has(id)));
    for (const id of picked.keys()) ids.add(id);
    return [...ids];
  };
  return {
    picked,
    removed,
    additions,
    removals,
    wanted,
    togglePick: (e: InvitableEmployee) => setPicks((p) => pickToggled(p, e)),
    toggleKeep: (m: CrewMember) => setRemoved((r) => toggled(r, m.employee_id, fullName(m))),
    clear: () => {
      setPicks(new Map());
      setRemoved(new Map());
    },
  };
}

export type CrewDraft = ReturnType<typeof useCrewDraft>;
