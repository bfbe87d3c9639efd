import type { SimpleFaker } from '@faker-js/faker';
import { invitationAcceptedBody, type NotificationKind } from '../services/notifications';
import { DEMO_ACCOUNTS } from './accounts';
import { personName } from './names';
import type { Place } from './places';

export interface ActivityItem {
  kind: NotificationKind;
  title: string;
  body: string;
  /** How long before the seed anchor it happened. */
  minutesAgo: number;
}

interface OpenOrder {
  number: number;
  customer: string;
  crew: number;
  joined: number;
}

const POSITION_LABELS = ['Driver', 'Foreman', 'Helper', 'Helper', 'Helper', 'Foreman/Driver'];
const HELP_TYPES = ['Pick-up only', 'Destination only', 'Full move'];
const PARTNER_COMPANIES = [
  'Bluebonnet Movers',
  'Gulf Coast Hauling',
  'Red River Moving Co.',
  'Hill Country Movers',
  'Trinity Moving & Storage',
  'Magnolia Moving Crew',
];

/** Display order numbers are company-wide, like a real order sequence. */
export interface OrderSequence {
  next: number;
}

export function streetAddress(faker: SimpleFaker, place: Place): string {
  return `${faker.number.int({ min: 100, max: 9899 })} ${faker.helpers.arrayElement(place.streets)}`;
}

/**
 * A believable stream of branch activity, oldest first while it is generated: orders are
 * created, helpers accept or decline invitations, full crews form the order, some moves
 * get cancelled, partner companies apply to outsourcing offers. Returned newest first.
 *
 * Its people, customers, counts and order numbers are made up: only its kinds, times and
 * read states last. Once the whole world is seeded, `rewriteSeededActivity`
 * (activity-truth.ts) rewrites every row from real records of its branch. The faker calls
 * made here must stay exactly as they are (count and order): every later seed step draws
 * from the same faker, so any change here would change the whole world.
 */
export function buildBranchActivity(
  faker: SimpleFaker,
  place: Place,
  /** The branch's name, which its rows say ("joined your Lone Star Movers Austin branch"). */
  branchName: string,
  count: number,
  orders: OrderSequence,
): ActivityItem[] {
  const helpers = [
    `${DEMO_ACCOUNTS.helper.first_name} ${DEMO_ACCOUNTS.helper.last_name}`,
    ...Array.from({ length: 9 }, () => personName(faker).full),
  ];
  const items: Omit<ActivityItem, 'minutesAgo'>[] = [
    {
      kind: 'system',
      title: 'Welcome to Movers Marketplace',
      body: `Your ${branchName} branch is ready. Add your team and post your first job to get started.`,
    },
  ];
  const open: OpenOrder[] = [];

  while (items.length < count) {
    const roll = faker.number.float({ min: 0, max: 1 });
    const order = open.length > 0 ? faker.helpers.arrayElement(open) : undefined;
    const helper = faker.helpers.arrayElement(helpers);
    const helperFirst = helper.split(' ')[0];

    if (!order || roll < 0.2) {
      const crew = faker.number.int({ min: 2, max: 4 });
      const trucks = faker.number.int({ min: 1, max: 2 });
      const customer = personName(faker).full;
      const number = orders.next++;
      open.push({ number, customer, crew, joined: 0 });
      items.push({
        kind: 'order_created',
        title: `New order #${number} for ${customer}`,
        body: `${faker.helpers.arrayElement(HELP_TYPES)} from ${streetAddress(faker, place)}, ${place.city}. ${crew} helpers, ${trucks} truck${trucks > 1 ? 's' : ''}.`,
      });
    } else if (roll < 0.28) {
      items.push({
        kind: 'outsourcing_application',
        title: 'New application to your outsourcing offer',
        body: `${faker.helpers.arrayElement(PARTNER_COMPANIES)} applied to help with order #${order.number}.`,
      });
    } else if (roll < 0.34) {
      const position = faker.helpers.arrayElement(POSITION_LABELS);
      items.push({
        kind: 'branch_invitation_accepted',
        title: `${helper} joined your ${branchName} branch`,
        body: `${helperFirst} accepted your invitation and is now on your team as a ${position.toLowerCase()}.`,
      });
    } else if (roll < 0.38) {
      open.splice(open.indexOf(order), 1);
      items.push({
        kind: 'order_cancelled',
        title: `Order #${order.number} was cancelled`,
        body: `${order.customer} cancelled the move. Everyone on the crew has been notified.`,
      });
    } else if (roll < 0.5) {
      items.push({
        kind: 'invitation_rejected',
        title: `${helper} declined your invitation to order #${order.number}`,
        body: `${helperFirst} is not available that day. Invite another helper to fill the spot.`,
      });
    } else {
      order.joined++;
      items.push({
        kind: 'invitation_accepted',
        title: `${helper} accepted your invitation to order #${order.number}`,
        body: invitationAcceptedBody(helperFirst, order.customer, order.joined, order.crew),
      });
      if (order.joined >= order.crew && items.length < count) {
        open.splice(open.indexOf(order), 1);
        items.push({
          kind: 'order_formed',
          title: `Order #${order.number} is now formed`,
          body: `All ${order.crew} crew spots for ${order.customer}'s move are filled.`,
        });
      }
    }
  }

  // Newest first; the newest is minutes old and earlier ones are spread over past days.
  const newestFirst = items.reverse();
  let minutesAgo = faker.number.int({ min: 4, max: 45 });
  return newestFirst.map((item) => {
    const stamped = { ...item, minutesAgo };
    minutesAgo += faker.number.int({ min: 20, max: 600 });
    return stamped;
  });
}
