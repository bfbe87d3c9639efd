// Baseline (b): react-big-calendar alone (the app's version and its date-fns localizer, as in
// src/features/calendar/components/event-calendar.tsx), its default month view with the
// toolbar, showing as many events as the app's calendar measurement has in its busy month
// (`?events=N&date=YYYY-MM-DD`), shaped as bench/measurements/calendar.mjs creates them:
// weekdays, 7:00 + (i % 9) h, half past on odd i, 2-5 hours long. Nothing of ours.
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { createRoot } from 'react-dom/client';
import { Calendar, dateFnsLocalizer } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';

const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek,
  getDay,
  locales: { 'en-US': enUS },
});

const params = new URLSearchParams(location.search);
const count = Number(params.get('events') ?? 1000);
const [y, m] = (params.get('date') ?? '2026-01-15').split('-').map(Number);
const first = new Date(y, m - 1, 1);
const days: Date[] = [];
for (let d = new Date(first); d.getMonth() === first.getMonth(); d.setDate(d.getDate() + 1))
  if (d.getDay() !== 0 && d.getDay() !== 6) days.push(new Date(d));
const events = Array.from({ length: count }, (_, i) => {
  const day = days[i % days.length];
  const start = new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    7 + (i % 9),
    (i % 2) * 30,
  );
  return {
    id: i,
    title: `Bench Customer ${i}`,
    start,
    end: new Date(start.getTime() + (2 + (i % 4)) * 3_600_000),
  };
});

createRoot(document.getElementById('root')!).render(
  <Calendar
    localizer={localizer}
    events={events}
    defaultDate={new Date(y, m - 1, 15)}
    style={{ height: 700 }}
  />,
);
