import type { Employee } from '@/platform/api/generated/model';
import { fullName } from '@/platform/format';
import { toast } from '@/platform/ui';
import { LabelledSwitch, SWITCH_LABELS } from '@/platform/widgets/labelled-switch';
import { useQuickEditMember } from '../api/use-member-actions';

/**
 * The member's status as the labelled switch (spec: 'Active'/'Inactive'). A flip is saved at
 * once (employees/{id}/update); while it is on its way the switch shows the wanted state,
 * then the server's answer, and keeps the focus (LabelledSwitch guards a second flip). A
 * failure (toasted centrally) puts it back. Its name is "Active" whatever its state, which
 * `checked` tells: "Inactive, switch, off" was a double negative (QA helper-121 M8).
 */
export function MemberStatusSwitch({ member }: { member: Employee }) {
  const update = useQuickEditMember();
  const wanted = update.isPending ? update.variables.data.status : undefined;
  const checked = (wanted ?? member.status) === 1;
  return (
    <LabelledSwitch
      className="team-card__status"
      aria-label={SWITCH_LABELS.on}
      checked={checked}
      onChange={async (on) => {
        const { data } = await update.mutateAsync({
          id: member.id,
          data: { status: on ? 1 : 0 },
        });
        toast.success(`${fullName(data)} is now ${data.status === 1 ? 'active' : 'inactive'}`);
      }}
    />
  );
}
