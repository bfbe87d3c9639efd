import { Card, Tag } from '@blueprintjs/core';
import { useId } from 'react';
import { Link } from 'wouter';
import { jobHasEnded } from '@/platform/orders';
import { helperJobHref } from '@/platform/routing';
import { Avatar, RatingText } from '@/platform/ui';
import type { HelperJobItem } from '../api/use-helper-jobs';
import { cancelledLabel, crewIsFull } from '../model/buckets';
import {
  AWAITING_COMPLETION_TAG,
  awaitsCompany,
  hasLeft,
  onTheDayCardTag,
} from '../model/confirmation';
import { CardFacts, repricedFrom } from './job-facts';
import { useJobWord } from './job-glance';
import { TimeOffTag } from './time-off-clash';

/**
 * A job in a bucket list; the whole card opens its Order details (its "Order #…" link). `now`:
 * the list's clock, so a new job that ends while the list is open reads Ended (it takes no one
 * any more).
 */
export function JobCard({ entry, now }: { entry: HelperJobItem; now: number }) {
  const { group, item } = entry;
  const ended = item.bucket === 'new' && jobHasEnded(item.order, now);
  // Taken, over, and not completed by the company yet (as Earnings says it).
  const awaiting = awaitsCompany(item, now);
  const full = !ended && crewIsFull(item);
  const mine = group === 'outsource' && item.bucket === 'new' ? item.my_application?.status : null;
  // Her time off during a job she may still take or has taken: the card says "Time off", and a
  // taken one asks no confirmation (as Order details and the calendar's dialog say).
  const { timeOff, confirmation } = useJobWord(item, now);
  const moved = item.bucket === 'accepted' && item.rescheduled_from != null;
  const repriced = repricedFrom(item) != null;
  // On the day (not in the spec): her time clock, else what she told the company.
  const day = item.bucket === 'accepted' ? onTheDayCardTag(item) : null;
  // Left with "I can't make it": in Rejected, but not a decline (review M4).
  const left = hasLeft(item);
  // In Cancelled: why, as its details say (Withdrawn, Moved, Filled, …).
  const why = cancelledLabel(item);
  // The card's name is short; its facts (when, where, pay, role) are its description, so a
  // screen reader reads them too (review 54: the name alone left them out). The link is its
  // "Order #…" text, stretched over the card (helper-job.css): a link around the whole card
  // showed all of it, and a name short of what is shown fails Label in Name (WCAG 2.5.3).
  // Its name says the card's state as its tags do ("please confirm": QA helper-121 M5, tabbing
  // by links did not say which job waited for her), and heads the card's article.
  const states = [
    moved && 'moved by the company',
    repriced && 'pay changed by the company',
    left && 'you left this job',
    why?.toLowerCase(),
    ended && 'this job has ended',
    awaiting && 'ended, awaiting completion by the company',
    full && 'the crew is full',
    mine === 'pending' && 'applied',
    mine === 'withdrawn' && 'application withdrawn',
    day?.text.toLowerCase(),
    timeOff && 'you have time off then',
    confirmation?.text.toLowerCase(),
  ].filter(Boolean);
  const name = [`Order #${item.order.number}`, item.branch.company_name, ...states].join(', ');
  const factsId = useId();
  const linkId = useId();
  return (
    <Card className="hj-card" compact>
      <article aria-labelledby={linkId}>
        <div className="hj-card__head">
          <Avatar src={item.branch.avatar_url} name={item.branch.name} size={36} />
          <div className="hj-card__title">
            <span className="hj-company">
              <strong>{item.branch.company_name}</strong>
              <RatingText rating={item.company_rating} noun="rating" />
            </span>
            <div className="app-muted">
              {item.branch.name} ·{' '}
              <h2 className="hj-card__order">
                <Link
                  id={linkId}
                  href={helperJobHref(group, item.id)}
                  className="hj-card__link app-tap-link"
                  aria-label={name}
                  aria-describedby={factsId}
                >
                  Order #{item.order.number}
                </Link>
              </h2>
            </div>
          </div>
          {ended && <Tag minimal>Ended</Tag>}
          {awaiting && (
            <Tag minimal intent="warning">
              {AWAITING_COMPLETION_TAG}
            </Tag>
          )}
          {why && <Tag minimal>{why}</Tag>}
          {full && <Tag minimal>Crew full</Tag>}
          <TimeOffTag entry={timeOff} />
          {mine === 'pending' && (
            <Tag minimal intent="warning">
              Applied
            </Tag>
          )}
          {mine === 'withdrawn' && <Tag minimal>Withdrawn</Tag>}
          {left && (
            <Tag minimal intent="warning">
              You left
            </Tag>
          )}
          {moved && (
            <Tag minimal intent="warning">
              Moved
            </Tag>
          )}
          {repriced && (
            <Tag minimal intent="warning">
              Pay changed
            </Tag>
          )}
          {day && (
            <Tag minimal intent={day.intent}>
              {day.text}
            </Tag>
          )}
          {confirmation && (
            <Tag minimal intent={confirmation.intent}>
              {confirmation.text}
            </Tag>
          )}
        </div>
        <CardFacts job={item} id={factsId} />
      </article>
    </Card>
  );
}
