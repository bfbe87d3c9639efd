import { useBranchTimeZone } from '@/platform/session';
import { InputGroup, SegmentedControl } from '@blueprintjs/core';
import { useMemo } from 'react';
import { POSITION_LABELS } from '@/platform/format';
import { EmptyState, PositionIcon, failedOutright, queryPending } from '@/platform/ui';
import type { CrewPicker } from '../hooks/use-crew-picker';
import type { CrewDraft } from '../hooks/use-crew-draft';
import { POSITION_FILTERS, type CrewMode, type PositionFilter } from '../model/invitation-state';
import { onePerPerson } from '../model/one-per-person';
import { InvitableGroup } from './invitable-list';
import { NobodyToInvite } from './nobody-to-invite';

function PickerFilters({ picker }: { picker: CrewPicker }) {
  const { position, setPosition, search, setSearch } = picker;
  return (
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
}

function PickerLists({
  picker,
  draft,
  locked,
  timeZone,
  crewSize,
}: {
  picker: CrewPicker;
  draft: CrewDraft;
  locked: boolean;
  timeZone: string;
  crewSize: number;
}) {
  const { invitable, filtering } = picker;
  // Each person once: a helper in several branches is one row, the membership invited.
  const lists = invitable.data?.data;
  const people = useMemo(() => (lists ? onePerPerson(lists) : null), [lists]);
  if (invitable.data === undefined || people === null || failedOutright(invitable))
    return queryPending(invitable, { label: 'Loading people', rows: 4 });
  const { own, others } = people;
  if (own.length === 0 && others.length === 0)
    return filtering ? (
      <EmptyState
        icon="inbox"
        title="Nobody matches"
        description="Try another position or name, or pick All."
      />
    ) : (
      <NobodyToInvite crewSize={crewSize} />
    );
  const common = {
    isSelected: (id: number) => draft.picked.has(id),
    disabled: locked,
    onToggle: draft.togglePick,
    timeZone,
  };
  return (
    <div aria-busy={invitable.isPlaceholderData} className="crew-groups">
      <InvitableGroup
        title="This branch"
        subtitle={own[0]?.branch_name}
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

/** The people who can be invited, filtered by position and name, to tick. */
export function CrewPickerSection(props: {
  mode: CrewMode;
  picker: CrewPicker;
  draft: CrewDraft;
  locked: boolean;
  /** Who is on the crew now (pending or accepted): nobody to invite means another thing at 0. */
  crewSize: number;
}) {
  const title = props.mode === 'team-add' ? 'Invite people' : 'Add to the crew';
  // The crew page is the active branch's: busy people's other jobs on its clocks (4/8).
  const timeZone = useBranchTimeZone();
  return (
    <section className="app-card crew-section" aria-label={title}>
      <h2 className="crew-section__title">{title}</h2>
      <PickerFilters picker={props.picker} />
      <PickerLists
        picker={props.picker}
        draft={props.draft}
        locked={props.locked}
        timeZone={timeZone}
        crewSize={props.crewSize}
      />
    </section>
  );
}
