import { Button, Checkbox, Tag } from '@blueprintjs/core';
import type { CrewMember } from '@/platform/api/generated/model';
import { HelperRating } from '@/features/team';
import { fullName, RATE_LABEL, timeOffText } from '@/platform/format';
import {
  crewJobRate,
  NO_ANSWER,
  offDuringJob,
  shownConfirmation,
  wentUnanswered,
  withdrawTexts,
} from '@/platform/orders';
import { CONFIRMATION_TAG, onTheDayTag } from '../model/confirmation';
import { INVITATION_STATE, type CrewMode } from '../model/invitation-state';
import { PersonLine } from '@/platform/widgets';

const NO_ANSWER_STATE = { label: NO_ANSWER, intent: 'none' } as const;

/** Who the crew page offers to replace: not confirmed in time, or on time off then (7/8). */
const needsReplacing = (member: CrewMember) =>
  member.confirmation === 'overdue' || offDuringJob(member);

/**
 * The people with a live invitation (accepted first, as the API sends them). In team-add a
 * row offers "Cancel invitation" (pending) or "Remove from crew" (accepted); in team-edit a
 * "Keep" box that the save applies.
 */
export function CrewList(props: {
  crew: CrewMember[];
  mode: CrewMode;
  locked: boolean;
  /** The job has ended: an invitation nobody answered is over, not pending. */
  ended: boolean;
  isRemoved: (employeeId: number) => boolean;
  onToggleKeep: (member: CrewMember) => void;
  /** With the row's button, whose row the focus leaves from once she is gone. */
  onCancel: (member: CrewMember, button: HTMLElement) => void;
  /** 7/8: "Invite someone else" for an overdue confirmation or time off during the job. */
  onReplace?: (member: CrewMember) => void;
  /** The branch's clock, for when someone said she is on the way. */
  timeZone?: string;
  /** The job's hourly rate (once loaded): a person's on it when the server does not say hers. */
  orderRate: number | undefined;
}) {
  const { crew, mode, locked } = props;
  return (
    <ul className="crew-list">
      {crew.map((member) => {
        // Unanswered when the job ended: nobody can accept it now (her side reads "Ended"),
        // so it is not pending and has nothing to keep or cancel (QA 2026-12-07).
        const unanswered = wentUnanswered(member.invitation_status, props.ended);
        const state = unanswered ? NO_ANSWER_STATE : INVITATION_STATE[member.invitation_status];
        const name = fullName(member);
        const removed = props.isRemoved(member.employee_id);
        const confirmed = shownConfirmation(member);
        const confirmation = confirmed ? CONFIRMATION_TAG[confirmed] : null;
        const onTheWay = onTheDayTag(member, locked, props.timeZone);
        const withdraw = withdrawTexts(member, undefined);
        // What this job pays her, as her side shows it, said to be the job's: her asking rate
        // is another figure (QA-215). Other than the job's, an offer's rate she was taken at.
        const rate = crewJobRate(member, props.orderRate);
        const byOffer =
          rate !== undefined && props.orderRate !== undefined && rate !== props.orderRate;
        return (
          <li
            key={member.invitation_id}
            className={`crew-row crew-row--static${removed ? ' crew-row--removed' : ''}`}
          >
            <span className="crew-row__body">
              <PersonLine
                person={member}
                rate={rate}
                rateLabel={byOffer ? RATE_LABEL.offerPays : RATE_LABEL.jobPays}
                // As the people to invite show it (a helper's opens her reviews): whom to keep.
                rating={
                  <HelperRating
                    helperId={member.is_helper ? member.user_id : null}
                    name={name}
                    rating={member.rating}
                  />
                }
                extra={member.is_helper && <span className="app-muted">Marketplace helper</span>}
              />
              <span className="crew-row__tags">
                <Tag minimal round intent={state.intent}>
                  {state.label}
                </Tag>
                {confirmation && (
                  <Tag minimal round intent={confirmation.intent} icon={confirmation.icon}>
                    {confirmation.label}
                  </Tag>
                )}
                {onTheWay && (
                  <Tag minimal round intent={onTheWay.intent} icon={onTheWay.icon}>
                    {onTheWay.label}
                  </Tag>
                )}
                {member.time_off && (
                  <Tag minimal round intent="danger">
                    {timeOffText(member.time_off)}
                    {member.invitation_status === 'pending' && ' · cannot accept'}
                  </Tag>
                )}
                {removed && (
                  <Tag minimal round intent="danger">
                    To be removed
                  </Tag>
                )}
              </span>
            </span>
            {!locked && needsReplacing(member) && props.onReplace && (
              <Button
                className="crew-row__action"
                variant="outlined"
                intent="primary"
                size="small"
                icon="new-person"
                text="Invite someone else"
                aria-label={`Invite someone else instead of ${name}`}
                onClick={() => props.onReplace?.(member)}
              />
            )}
            {!locked && !unanswered && mode === 'team-add' && (
              <Button
                className="crew-row__action crew-row__withdraw"
                variant="minimal"
                intent="danger"
                size="small"
                // "Remove from crew" for someone on it (withdrawTexts: QA helper-112).
                text={withdraw.action}
                aria-label={withdraw.actionLabel}
                onClick={(event) => props.onCancel(member, event.currentTarget)}
              />
            )}
            {!locked && !unanswered && mode === 'team-edit' && (
              <Checkbox
                className="crew-row__keep"
                checked={!removed}
                label="Keep"
                aria-label={`Keep ${name} on the crew`}
                onChange={() => props.onToggleKeep(member)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
