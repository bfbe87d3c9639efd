import type { ServingArea } from '@/platform/api/generated/model';
import { rankCandidates } from './crew-ranking';
import { END, invitable, START, TRAVIS, ZONE } from './crew-ranking.test-helpers';
import { nobodyText } from './nobody-text';

const HARRIS: ServingArea = {
  id: 2,
  name: 'Harris County',
  name_with_state_initials: 'Harris County, TX',
  state_initials: 'TX',
  fips: '48201',
  center: [-95.4, 29.86],
};
const order = {
  start_at: START,
  end_at: END,
  helpers_needed: 2,
  trucks_needed: 0,
  hourly_rate: 4000,
};
const blocked = (people: ReturnType<typeof invitable>[], areas = [HARRIS]) =>
  rankCandidates({
    order,
    crew: [],
    branchEmployees: people,
    otherBranchEmployees: [],
    orderAreas: areas,
    timeZone: ZONE,
  }).filter((r) => !r.eligible);

describe("Best matches' line when nobody invitable can take the job (QA-221 L2)", () => {
  it('a job outside the branch’s serving area that nobody serves says so', () => {
    const people = [invitable(), invitable(), invitable()];
    expect(nobodyText(blocked(people), [HARRIS], [TRAVIS.id])).toBe(
      "Nobody invitable can take this job: it is outside the branch's serving area (Harris County, TX), and nobody invitable serves it.",
    );
  });

  it('else says how many each reason keeps off, in words', () => {
    const busy = invitable({
      serving_area_ids: [HARRIS.id],
      is_available: false,
      busy_with: { order_id: 5, number: 1005, start_at: START, end_at: END },
    });
    const people = [invitable(), invitable(), busy];
    expect(nobodyText(blocked(people), [HARRIS], [HARRIS.id])).toBe(
      'Nobody invitable can take this job: 2 are outside their serving areas (Harris County, TX); 1 is busy with another job then.',
    );
    // The branch's own area left out too, before the reasons; everyone outside: "all".
    expect(nobodyText(blocked([invitable(), invitable()]), [HARRIS])).toBe(
      'Nobody invitable can take this job: all 2 are outside their serving areas (Harris County, TX).',
    );
    expect(nobodyText(blocked(people), [HARRIS], [TRAVIS.id])).toBe(
      "Nobody invitable can take this job: it is outside the branch's serving area (Harris County, TX); 2 are outside their serving areas (Harris County, TX); 1 is busy with another job then.",
    );
    // Nobody invitable at all: nothing to explain.
    expect(nobodyText([], [HARRIS], [TRAVIS.id])).toBe('Nobody invitable can take this job.');
  });
});
