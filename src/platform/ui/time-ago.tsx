import { useSyncExternalStore } from 'react';
import { formatDateTime, timeAgo } from '@/platform/format';

/**
 * One minute tick for every TimeAgo on screen, kept while any is mounted: a feed of 200 items
 * has one timer, not 200, and they all move on together. Each render reads the clock itself.
 */
const MINUTE = 60_000;
const listeners = new Set<() => void>();
let ticks = 0;
let timer: ReturnType<typeof setInterval> | undefined;

const tick = () => {
  ticks += 1;
  listeners.forEach((notify) => notify());
};
/** Back to a tab left in the background (or a laptop woken): the times are read again at once. */
const onVisible = () => {
  if (document.visibilityState === 'visible') tick();
};

function subscribe(listener: () => void) {
  if (!listeners.size) {
    timer = setInterval(tick, MINUTE);
    document.addEventListener('visibilitychange', onVisible);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

const readTicks = () => ticks;

/**
 * When something happened, as the activity feed says it ('just now', '3 hours ago',
 * 'yesterday', then the date), in a <time> with the exact moment on hover. It moves on while
 * the page stays open ('just now' becomes '1 minute ago'), not only at the page's next render.
 */
export function TimeAgo({
  value,
  id,
  className,
}: {
  value: string;
  id?: string;
  className?: string;
}) {
  useSyncExternalStore(subscribe, readTicks, readTicks);
  return (
    <time id={id} className={className} dateTime={value} title={formatDateTime(value)}>
      {timeAgo(value)}
    </time>
  );
}
