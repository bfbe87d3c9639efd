import { Card } from '@blueprintjs/core';
import { Link } from 'wouter';
import { branchTimeZone, formatWhen } from '@/platform/format';
import { helperJobHref } from '@/platform/routing';
import { useNow } from '@/platform/ui';
import { useBucketList } from '../api/use-helper-jobs';
import { showsOnTheDay } from '../model/confirmation';
import { jobPlaces } from './job-facts';
import { OnMyWay } from './on-my-way';

/**
 * On the Job page (not in the spec): the accepted jobs she may say she is on her way to (from
 * 3 h before their start until their end) or is at work on, each with On my way / Running
 * late / Start work / Finish work at hand, so the
 * morning of a move is one tap from the app's first page. From page 1 of both Accepted lists
 * (the same queries as those tabs: jobs not over yet come first); nothing when none is due.
 */
export function OnTheDayJobs() {
  // A job joins at 3 h before its start, and leaves at its end, while the page stays open.
  const now = useNow();
  const company = useBucketList('company', 'accepted', 1);
  const outsource = useBucketList('outsource', 'accepted', 1);
  // One card a job (on-my-way and the time clock are keyed by the order): the mock lists a
  // spot an offer gave her under offers only, a provider may list it in both.
  const seen = new Set<number>();
  const due = [...(company.items ?? []), ...(outsource.items ?? [])]
    .filter(({ item }) => showsOnTheDay(item, now))
    .filter(({ item }) => !seen.has(item.order.id) && seen.add(item.order.id))
    .sort((a, b) => a.item.order.start_at.localeCompare(b.item.order.start_at));
  if (due.length === 0) return null;
  return (
    <section className="helper-job__group" aria-labelledby="group-today">
      <h2 id="group-today" className="helper-job__group-title">
        Today
      </h2>
      {due.map(({ group, item }) => (
        <Card key={`${group}-${item.id}`} className="hj-today" compact>
          <h3 id={`today-${item.order.id}`} className="hj-today__title">
            <Link href={helperJobHref(group, item.id)}>
              Order #{item.order.number} · {item.branch.company_name}
            </Link>
          </h3>
          <p className="app-muted hj-today__when">
            {formatWhen(item.order, branchTimeZone(item.branch))} · {jobPlaces(item)}
          </p>
          <OnMyWay job={item} now={now} labelledBy={`today-${item.order.id}`} />
        </Card>
      ))}
    </section>
  );
}
