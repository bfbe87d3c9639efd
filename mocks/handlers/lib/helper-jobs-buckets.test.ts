import type { HelperBucket } from '@/platform/api/generated/model';
import type { OfferApplicationRecord, OutsourceOfferRecord } from '../../db';
import { db, resetDb } from '../../node';
import { offerBucket, offerInHelperAreas } from './helper-jobs';

/*
 * offerBucket, row by row, as contract/README.md writes it ("Helper outsourcing offers:
 * buckets"). Each case builds its state on a fresh seed: one open offer in Maria's serving
 * areas that she has not answered, then the application, decline, offer and order states of
 * the row.
 */

beforeEach(() => resetDb());

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;

/** An open offer of an active order in Maria's areas, with nothing of hers on it. */
function untouchedOffer(): OutsourceOfferRecord {
  const id = maria().id;
  const offer = db.outsource_offers.all().find((o) => {
    const order = db.findById('orders', o.order_id);
    return (
      o.status === 'open' &&
      order != null &&
      !order.cancelled_at &&
      !order.completed_at &&
      offerInHelperAreas(o, id) &&
      !db.offer_applications.findFirst((q) => q.where({ offer_id: o.id, helper_id: id })) &&
      !db.offer_declines.findFirst((q) => q.where({ offer_id: o.id, helper_id: id }))
    );
  });
  if (!offer) throw new Error('the seed has no open offer in Maria’s areas she has not answered');
  return offer;
}

type Status = OfferApplicationRecord['status'];

async function apply(offer: OutsourceOfferRecord, status: Status) {
  const now = new Date().toISOString();
  await db.insert('offer_applications', {
    offer_id: offer.id,
    helper_id: maria().id,
    status,
    message: null,
    proposed_hourly_rate: null,
    created_at: now,
    updated_at: now,
    responded_at: null,
    employee_id: null,
    order_invitation_id: null,
    via: 'apply',
  });
}

async function decline(offer: OutsourceOfferRecord) {
  await db.insert('offer_declines', {
    offer_id: offer.id,
    helper_id: maria().id,
    reason: null,
    created_at: new Date().toISOString(),
  });
}

async function setOffer(offer: OutsourceOfferRecord, status: OutsourceOfferRecord['status']) {
  await db.patch('outsource_offers', offer.id, { status });
}

async function setOrder(offer: OutsourceOfferRecord, field: 'cancelled_at' | 'completed_at') {
  await db.patch('orders', offer.order_id, { [field]: new Date().toISOString() });
}

async function setProfile(patch: { status?: 1 | 2 | 3; outsideAreas?: boolean }) {
  const profile = db.helper_profiles.findFirst((q) => q.where({ user_id: maria().id }))!;
  await db.patch('helper_profiles', profile.id, {
    ...(patch.status !== undefined && { status: patch.status }),
    ...(patch.outsideAreas && { serving_area_ids: [-1] }),
  });
}

type Row = [
  state: string,
  setUp: (offer: OutsourceOfferRecord) => Promise<void>,
  HelperBucket | null,
];

const ROWS: Row[] = [
  // Her application was accepted.
  ['accepted application', (o) => apply(o, 'accepted'), 'accepted'],
  [
    'accepted application, offer filled',
    async (o) => {
      await apply(o, 'accepted');
      await setOffer(o, 'filled');
    },
    'accepted',
  ],
  [
    'accepted application, order cancelled',
    async (o) => {
      await apply(o, 'accepted');
      await setOrder(o, 'cancelled_at');
    },
    'cancelled',
  ],
  // She declined the offer (reject), with or without an application she withdrew by it.
  ['declined, never applied', decline, 'waiting'],
  [
    'declined after applying (application withdrawn)',
    async (o) => {
      await apply(o, 'withdrawn');
      await decline(o);
    },
    'waiting',
  ],
  // The company answered her application.
  ['application rejected by the company', (o) => apply(o, 'rejected'), 'waiting'],
  ['application cancelled by the company', (o) => apply(o, 'cancelled'), 'cancelled'],
  // The offer can still be taken.
  ['pending application, offer open', (o) => apply(o, 'pending'), 'new'],
  [
    'pending application, outside her areas now',
    async (o) => {
      await apply(o, 'pending');
      await setProfile({ outsideAreas: true });
    },
    'new',
  ],
  ['withdrawn application, offer open (may apply again)', (o) => apply(o, 'withdrawn'), 'new'],
  ['never answered, offer open, in her areas', async () => {}, 'new'],
  ['never answered, outside her areas', () => setProfile({ outsideAreas: true }), null],
  ['never answered, her profile inactive', () => setProfile({ status: 3 }), null],
  // No longer takeable.
  ...(['filled', 'closed', 'cancelled'] as const).flatMap((status): Row[] => [
    [
      `pending application, offer ${status}`,
      async (o) => {
        await apply(o, 'pending');
        await setOffer(o, status);
      },
      'cancelled',
    ],
    [
      `withdrawn application, offer ${status}`,
      async (o) => {
        await apply(o, 'withdrawn');
        await setOffer(o, status);
      },
      'cancelled',
    ],
    [`never answered, offer ${status}`, (o) => setOffer(o, status), null],
  ]),
  ...(['cancelled_at', 'completed_at'] as const).flatMap((field): Row[] => [
    [
      `pending application, order ${field}`,
      async (o) => {
        await apply(o, 'pending');
        await setOrder(o, field);
      },
      'cancelled',
    ],
    [`never answered, order ${field}`, (o) => setOrder(o, field), null],
  ]),
];

describe('offerBucket: offer and application state -> helper bucket', () => {
  const cases = ROWS.map(([state, setUp, bucket]) => ({ state, setUp, bucket: String(bucket) }));
  it.each(cases)('$state -> $bucket', async ({ setUp, bucket }) => {
    const offer = untouchedOffer();
    await setUp(offer);
    expect(String(offerBucket(db.findById('outsource_offers', offer.id)!, maria().id))).toBe(
      bucket,
    );
  });

  it('the latest application counts: withdrawn, then applied again -> new with it pending', async () => {
    const offer = untouchedOffer();
    await apply(offer, 'withdrawn');
    await apply(offer, 'pending');
    expect(offerBucket(offer, maria().id)).toBe('new');
    await setOffer(offer, 'filled');
    expect(offerBucket(db.findById('outsource_offers', offer.id)!, maria().id)).toBe('cancelled');
  });
});
