/** The demo logins, shared by every scenario (see mocks/README.md). */
export const DEMO_PASSWORD = 'demo1234';

export interface AccountSpec {
  email: string;
  first_name: string;
  last_name: string;
  type: 1 | 2 | 4 | 5;
  positions?: Array<1 | 2 | 3 | 4>;
  /** Leave the avatar empty, to show the placeholder path of the UI. */
  noAvatar?: boolean;
}

export const DEMO_ACCOUNTS = {
  owner: { email: 'owner@demo.test', first_name: 'Olivia', last_name: 'Bennett', type: 1 },
  manager: {
    email: 'manager@demo.test',
    first_name: 'Marcus',
    last_name: 'Reed',
    type: 5,
    positions: [2],
  },
  helper: {
    email: 'helper@demo.test',
    first_name: 'Maria',
    last_name: 'Lopez',
    type: 4,
    positions: [3, 1],
  },
  newManager: {
    email: 'newmanager@demo.test',
    first_name: 'Nathan',
    last_name: 'Cole',
    type: 5,
    noAvatar: true,
  },
  /** Owner of a second company: its branches are "another company's" for the 403 rules. */
  otherOwner: {
    email: 'other-owner@demo.test',
    first_name: 'Diego',
    last_name: 'Ramirez',
    type: 1,
  },
} satisfies Record<string, AccountSpec>;

export const DEMO_COMPANIES = {
  main: 'Lone Star Movers',
  other: 'Sunshine State Movers',
} as const;
