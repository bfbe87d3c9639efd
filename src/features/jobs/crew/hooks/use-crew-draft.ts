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

/**
 * The crew being built on the page: people picked to invite and crew members unticked
 * ("Keep"), read against the crew as it is now.
 */
export function useCrewDraft(crew: CrewMember[] | undefined) {
  const [picked, setPicked] = useState<Picks>(new Map());
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
    togglePick: (e: InvitableEmployee) => setPicked((p) => toggled(p, e.employee_id, fullName(e))),
    toggleKeep: (m: CrewMember) => setRemoved((r) => toggled(r, m.employee_id, fullName(m))),
    clear: () => {
      setPicked(new Map());
      setRemoved(new Map());
    },
  };
}

export type CrewDraft = ReturnType<typeof useCrewDraft>;
