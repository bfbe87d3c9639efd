import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HelperCrewMate, HelperOrderSummary } from '@/platform/api/generated/model';
import { CrewFact } from './job-facts';

const order = (crew: number, needed: number) =>
  ({ crew_count: crew, helpers_needed: needed, trucks_needed: 1 }) as HelperOrderSummary;
const mate: HelperCrewMate = { first_name: 'Jessica', last_initial: 'M', positions: [] };

describe('the Crew fact of an offer (QA 2026-12-04, L4)', () => {
  it("names the offer's spots and, when the company's own people are on the job too, its whole crew", () => {
    render(
      <dl>
        <CrewFact
          order={order(2, 2)}
          offer={{ accepted_count: 1, helpers_needed: 1 }}
          mates={[mate]}
        />
      </dl>,
    );
    expect(screen.getByRole('definition')).toHaveTextContent(
      /^1 of 1 helper booked through this offer · 2 of 2 helpers on the crew · 1 truck\s*With Jessica M\.$/,
    );
  });

  it('names only the spots when the offer made the whole crew', () => {
    render(
      <dl>
        <CrewFact order={order(1, 2)} offer={{ accepted_count: 1, helpers_needed: 2 }} />
      </dl>,
    );
    expect(screen.getByRole('definition')).toHaveTextContent(
      /^1 of 2 helpers booked through this offer · 1 truck$/,
    );
  });

  it("an invitation's job counts its crew", () => {
    render(
      <dl>
        <CrewFact order={order(2, 3)} />
      </dl>,
    );
    expect(screen.getByRole('definition')).toHaveTextContent(
      /^2 of 3 helpers on the crew · 1 truck$/,
    );
  });
});
