import { Button, Callout, HTMLSelect, PopoverNext } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { getCurrentScenario, getSeededAt, listScenarios, resetMockData } from '../backend';
import { formatDate } from '@/platform/format/date';
import { zonedDate } from '@/platform/format/zone';
import { activeBranchStorage } from '@/platform/session/storage';
import { useToday } from '@/platform/ui/use-now';
import { db } from '../db';
import { WORLD_ZONE } from '../db/world';
import { MOCK_OTP_CODE } from '../handlers/otp-code';
import { hybridProblem, hybridSetup } from '../hybrid/setup';
import { type CompanyMove, sendDemoHelperJob } from '../realtime/company-side';
import { pauseAutoAnswer } from '../realtime/auto-answer';
import { emitDemoNotifications } from '../realtime/simulator';
import { HybridSection } from './hybrid-section';
import './demo-panel.css';

/**
 * The branch the person is looking at, as the app keeps it (the spec's `activeBranchId`); a
 * helper (no branch) or an id the demo's data does not have gives none, and the event goes to
 * a demo branch.
 */
export function viewedBranchId(): number | undefined {
  const id = activeBranchStorage.get();
  return id && db.findById('branches', id) ? id : undefined;
}

/** The newest one-time code the mock "emailed" (sign-up, password reset), if any. */
export function latestOneTimeCode(): { email: string; purpose: string } | undefined {
  const latest = db.otps.findMany().sort((a, b) => b.id - a.id)[0];
  return latest ? { email: latest.email, purpose: latest.purpose } : undefined;
}

/** No mail is sent in mock mode: the code to type is shown here. */
function OneTimeCode() {
  const latest = latestOneTimeCode();
  return (
    <div aria-label="One-time code" role="group">
      <div className="bp6-text-small bp6-text-muted">One-time code (sign-up, password reset)</div>
      <div style={{ fontSize: 22, fontWeight: 700, letterSpacing: 4 }}>{MOCK_OTP_CODE}</div>
      <div className="bp6-text-small bp6-text-muted">
        {latest
          ? `Last sent to ${latest.email} (${latest.purpose === 'reset' ? 'password reset' : 'sign-up'})`
          : 'Every code is this one in the demo.'}
      </div>
    </div>
  );
}

/**
 * The day (on the demo world's clocks) the kept world was seeded for, when that is before
 * `today`: its jobs of that day, "today" then, are past now. Nothing when it is today's.
 */
export function oldWorldDay(seededAt: string | undefined, today: string): string | undefined {
  if (!seededAt) return undefined;
  const day = zonedDate(seededAt, WORLD_ZONE);
  return day < today ? day : undefined;
}

/**
 * What "Send the helper a job now" did: it may find no order she is free for. The order by its
 * number, as her notification and lists name it (QA-228 L2: "#62", its id, for #1062).
 */
export function sentText(move: CompanyMove | null): string {
  if (!move) return 'No company has an order she is free for right now.';
  return move.kind === 'offer'
    ? `Sent: an outsourcing offer of order #${move.order_number}.`
    : `Sent: an invitation to order #${move.order_number}.`;
}

/**
 * A small corner button (mock and hybrid mode) to reset the demo data or switch scenario.
 * Both reseed and reload, so every part of the app starts from the new data. In hybrid mode
 * it lists the mocked operations first; the realtime buttons are gone (the socket is the
 * provider's, which never hears of the mock's events).
 */
export function DemoPanel() {
  const scenarios = listScenarios();
  const [scenario, setScenario] = useState<string>(getCurrentScenario());
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string>();
  const selectId = useId();
  const description = scenarios.find((item) => item.name === scenario)?.description;
  const hybrid = hybridSetup();
  const problem = hybrid ? hybridProblem(hybrid) : undefined;
  // A reload keeps the data and its changes, so a demo opened days later shows that day's
  // world; a reset brings today's (a demo left open overnight turns too).
  const oldDay = oldWorldDay(getSeededAt(), useToday(WORLD_ZONE));
  const oldText = oldDay && `The demo's data was made on ${formatDate(oldDay)}`;

  async function apply() {
    setBusy(true);
    // Nothing of this page's writes to the new world before the reload (pauseAutoAnswer).
    const resumeAutoAnswer = pauseAutoAnswer();
    try {
      await resetMockData(scenario);
      // A branch the new data does not have (another scenario's, or one made since the seed)
      // is forgotten: the reloaded app asked for it first and logged three 404s (QA 2026-12-05),
      // and now starts from the first branch, or "No branches yet".
      if (activeBranchStorage.get() && !viewedBranchId()) activeBranchStorage.clear();
      window.location.reload();
    } catch (error) {
      console.error('[mocks] reset failed', error);
      resumeAutoAnswer();
      setBusy(false);
    }
  }

  const content = (
    <div style={{ padding: 12, width: hybrid ? 320 : 260 }} role="group" aria-label="Demo data">
      {hybrid && (
        <>
          <HybridSection setup={hybrid} />
          <hr className="bp6-divider" style={{ margin: '12px 0' }} />
        </>
      )}
      <h4 className="bp6-heading" style={{ marginTop: 0 }}>
        Demo data
      </h4>
      <label className="bp6-label" htmlFor={selectId}>
        Scenario
      </label>
      <HTMLSelect
        id={selectId}
        fill
        value={scenario}
        onChange={(event) => setScenario(event.currentTarget.value)}
        options={scenarios.map((item) => ({ value: item.name, label: item.label }))}
      />
      {description && <p className="bp6-text-muted bp6-text-small">{description}</p>}
      {oldText && (
        <Callout intent="warning" compact style={{ marginBottom: 8 }}>
          {oldText}: its jobs of that day are past. Reset data to start from today; changes made
          since then go.
        </Callout>
      )}
      <Button intent="primary" fill loading={busy} onClick={apply}>
        {scenario === getCurrentScenario() ? 'Reset data' : 'Switch scenario'}
      </Button>
      <hr className="bp6-divider" style={{ margin: '12px 0' }} />
      {/* Hybrid mode: the code matters only when the mock signs people up (tag auth). */}
      {(!hybrid || hybrid.operations.some((op) => op.tag === 'auth')) && (
        <>
          <OneTimeCode />
          <hr className="bp6-divider" style={{ margin: '12px 0' }} />
        </>
      )}
      {!hybrid && (
        <>
          <Button
            fill
            icon="notifications"
            onClick={() => void emitDemoNotifications({ branchId: viewedBranchId() })}
          >
            Emit a notification now
          </Button>
          <Button
            fill
            icon="briefcase"
            style={{ marginTop: 8 }}
            title="A company invites Maria Lopez (helper@demo.test) to an order, or sends her an outsourcing offer"
            onClick={() => {
              // Cleared first, so the same result twice is said twice.
              setSent(undefined);
              sendDemoHelperJob().then(
                (move) => setSent(sentText(move)),
                (error: unknown) => {
                  console.error('[mocks] sending the helper a job failed', error);
                  setSent('Nothing was sent: the demo data could not be changed.');
                },
              );
            }}
          >
            Send the helper a job now
          </Button>
          <p role="status" className="bp6-text-small bp6-text-muted" style={{ margin: '4px 0 0' }}>
            {sent}
          </p>
        </>
      )}
      <Button
        fill
        icon="new-person"
        style={hybrid ? undefined : { marginTop: 8 }}
        title="A new tab with a session of its own: sign in there as the other side (e.g. helper@demo.test) and work both sides at once"
        onClick={() => void window.open('/login?tab-session', '_blank', 'noopener')}
      >
        Open a second person's tab
      </Button>
    </div>
  );

  return (
    <div className="demo-corner">
      <PopoverNext content={content} placement="top-start">
        <Button
          size="small"
          variant="outlined"
          intent={problem ? 'danger' : oldText ? 'warning' : undefined}
          title={
            problem ??
            (oldText
              ? `${oldText}: reset it to start from today`
              : 'Demo data: reset or switch scenario')
          }
        >
          {hybrid
            ? problem
              ? 'Demo: VITE_MOCK error'
              : 'Demo (hybrid)'
            : oldText
              ? 'Demo (old data)'
              : 'Demo'}
        </Button>
      </PopoverNext>
    </div>
  );
}
