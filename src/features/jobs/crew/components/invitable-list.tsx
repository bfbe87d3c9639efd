import { Checkbox, Tag } from '@blueprintjs/core';
import type { InvitableEmployee } from '@/platform/api/generated/model';
import { HelperRating } from '@/features/team';
import { asksOwnRate, fullName, RATE_LABEL } from '@/platform/format';
import { busyText } from '@/platform/orders';
import { RosterMark } from '@/platform/roster';
import { INVITATION_STATE, invitableState } from '../model/invitation-state';
import { offText } from '../model/crew-ranking';
import { alsoInText, type InvitablePerson } from '../model/one-per-person';
import { PersonLine } from '@/platform/widgets';

function InvitableRow(props: {
  employee: InvitablePerson;
  showBranch: boolean;
  selected: boolean;
  disabled: boolean;
  onToggle: (employee: InvitableEmployee) => void;
  /** The order's branch zone: a busy person's other job is told on its clocks (4/8). */
  timeZone: string;
}) {
  const { employee, showBranch, selected, disabled, onToggle } = props;
  const state = INVITATION_STATE[invitableState(employee)];
  const name = fullName(employee);
  const alsoIn = alsoInText(employee);
  return (
    <li className={`crew-row${selected ? ' crew-row--selected' : ''}`}>
      {/* The whole row is the checkbox's label, so a tap anywhere on it picks the person. */}
      <Checkbox
        className="crew-row__pick"
        checked={selected}
        disabled={disabled}
        aria-label={`Select ${name}`}
        onChange={() => onToggle(employee)}
        labelElement={
          <span className="crew-row__body">
            <PersonLine
              person={employee}
              // Her member price, as her Team card says it: a marketplace helper's is her own
              // rate, what she asks (as Find helpers says it); a company's employee's is the
              // branch's (QA-215).
              rate={employee.price}
              rateLabel={asksOwnRate(employee) ? RATE_LABEL.asks : undefined}
              rating={
                <HelperRating
                  helperId={employee.is_helper ? employee.user_id : null}
                  name={name}
                  rating={employee.rating}
                />
              }
              extra={
                <>
                  <RosterMark status={employee.roster_status} />
                  {showBranch && <span className="app-muted">{employee.branch_name}</span>}
                  {alsoIn && <span className="app-muted">{alsoIn}</span>}
                </>
              }
            />
            <span className="crew-row__tags">
              <Tag minimal round intent={state.intent}>
                {state.label}
              </Tag>
              {!employee.is_available && (employee.busy_with || !employee.time_off) && (
                <Tag minimal round intent="warning" title="Accepted on another job at this time">
                  {busyText(employee.busy_with, props.timeZone)}
                </Tag>
              )}
              {employee.time_off && (
                <Tag minimal round intent="warning" title="Time off: they cannot accept this job">
                  {offText(employee.time_off)}
                </Tag>
              )}
            </span>
          </span>
        }
      />
    </li>
  );
}

/** One group of the picker: this branch's people, or the other branches'. */
export function InvitableGroup(props: {
  title: string;
  /** The branch's name, beside the title. */
  subtitle?: string;
  /** Each person once (onePerPerson). */
  employees: InvitablePerson[];
  showBranch: boolean;
  emptyText: string;
  isSelected: (employeeId: number) => boolean;
  disabled: boolean;
  onToggle: (employee: InvitableEmployee) => void;
  /** The order's branch zone (4/8). */
  timeZone: string;
}) {
  const { title, subtitle, employees, emptyText } = props;
  return (
    <section className="crew-group" aria-label={title}>
      <h3 className="crew-group__title">
        {title}
        {subtitle && <span className="crew-group__subtitle"> · {subtitle}</span>}{' '}
        <span className="app-muted">({employees.length})</span>
      </h3>
      {employees.length === 0 ? (
        <p className="app-muted crew-group__empty">{emptyText}</p>
      ) : (
        <ul className="crew-list">
          {employees.map((e) => (
            <InvitableRow
              key={e.employee_id}
              employee={e}
              showBranch={props.showBranch}
              selected={props.isSelected(e.employee_id)}
              disabled={props.disabled}
              onToggle={props.onToggle}
              timeZone={props.timeZone}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
