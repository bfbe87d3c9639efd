import type { HelperProfile, HelperRating, ServingArea } from '@/platform/api/generated/model';
import { db, type HelperProfileRecord, type UserRecord } from '../../db';
import { helperRating } from '../../db/services/helpers';

/* Helper-domain records -> contract shapes (internal fields never leave the mock). */

export function toServingArea(area: ServingArea): ServingArea {
  return {
    id: area.id,
    name: area.name,
    name_with_state_initials: area.name_with_state_initials,
    state_initials: area.state_initials,
    fips: area.fips,
    center: [...area.center],
  };
}

export function servingAreasOf(profile: HelperProfileRecord): ServingArea[] {
  return profile.serving_area_ids.flatMap((id) => {
    const area = db.findById('serving_areas', id);
    return area ? [toServingArea(area)] : [];
  });
}

export function toHelperProfile(user: UserRecord, profile: HelperProfileRecord): HelperProfile {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    id: profile.id,
    user_id: user.id,
    personal_info: {
      first_name: user.first_name,
      last_name: user.last_name,
      avatar_url: user.avatar_url,
      phone: user.phone ?? null,
      email: user.email,
      city: profile.city ?? null,
      state_initials: profile.state_initials ?? null,
      zip: profile.zip ?? null,
      about: profile.about ?? null,
    },
    positions: [...(user.positions ?? [])],
    serving_areas: servingAreasOf(profile),
    availabilities: [...profile.availabilities]
      .sort((a, b) => a.day - b.day)
      .map(({ day, from, to }) => ({ day, from, to })),
    hourly_rate: profile.hourly_rate,
    rating: helperRating(db, user.id),
    tools: profile.tool_ids
      .flatMap((id) => {
        const tool = db.findById('tools', id);
        return tool ? [{ id: tool.id, name: tool.name }] : [];
      })
      .sort(byName),
    vehicle_types: profile.vehicle_type_ids.flatMap((id) => {
      const type = db.findById('vehicle_types', id);
      return type ? [{ id: type.id, name: type.name }] : [];
    }),
    status: profile.status,
  };
}

/** Average, count and the 50 newest reviews with who wrote them. */
export function toHelperRating(helperUserId: number): HelperRating {
  const reviews = db.helper_reviews
    .findMany((q) => q.where({ helper_user_id: helperUserId }))
    .sort((a, b) =>
      a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1,
    )
    .slice(0, 50);
  return {
    helper_id: helperUserId,
    ...helperRating(db, helperUserId),
    reviews: reviews.map((review) => {
      const author = db.findById('users', review.author_user_id);
      const company =
        author?.company_id != null ? db.findById('companies', author.company_id) : undefined;
      const branch =
        review.branch_id != null ? db.findById('branches', review.branch_id) : undefined;
      const order = review.order_id != null ? db.findById('orders', review.order_id) : undefined;
      return {
        id: review.id,
        rating: review.rating,
        text: review.text,
        order_id: review.order_id,
        order_number: order?.number ?? null,
        author: {
          id: review.author_user_id,
          first_name: author?.first_name ?? 'Former',
          last_name: author?.last_name ?? 'user',
          avatar_url: author?.avatar_url ?? null,
          company_name: company?.name ?? null,
          branch_name: branch?.name ?? null,
        },
        created_at: review.created_at,
      };
    }),
  };
}
