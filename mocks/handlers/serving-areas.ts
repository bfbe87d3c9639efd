import { http } from './lib/http';
import { listServingAreasQueryParams } from '@/platform/api/generated/zod/serving-areas/serving-areas.zod';
import { db } from '../db';
import { notFound, ok } from './lib/envelope';
import { parseQuery } from './lib/validation';
import { parseId, requireUser } from './lib/guards';
import { paginate } from './lib/pagination';

/** Contract tag `serving-areas`: the US county catalogue (any signed-in user). */
export const servingAreaHandlers = [
  // listServingAreas: paged (20) by name; `search` = word prefix, `state_initials`; `ids` unpaged.
  http.get('*/api/serving-areas', async ({ request }) => {
    requireUser(request);
    const query = parseQuery(request, listServingAreasQueryParams);
    let items = db.serving_areas.findMany((q) => q.where(() => true));
    if (query.ids) {
      const ids = new Set(query.ids.split(',').map(Number));
      items = items.filter((a) => ids.has(a.id)).sort((a, b) => a.id - b.id);
      return ok({
        current_page: 1,
        last_page: 1,
        per_page: Math.max(1, items.length),
        total: items.length,
        data: items,
      });
    }
    if (query.state_initials)
      items = items.filter((a) => a.state_initials === query.state_initials);
    const search = (query.search ?? '').trim().toLowerCase();
    if (search)
      items = items.filter((a) =>
        a.name_with_state_initials
          .toLowerCase()
          .split(/[\s,-]+/)
          .some(
            (word, i, words) =>
              words.slice(i).join(' ').startsWith(search) || word.startsWith(search),
          ),
      );
    items.sort(
      (a, b) => a.name.localeCompare(b.name) || a.state_initials.localeCompare(b.state_initials),
    );
    return ok(paginate(items, query.page, query.per_page, (a) => a));
  }),

  http.get('*/api/serving-areas/:id', async ({ request, params }) => {
    requireUser(request);
    const id = parseId(params.id);
    const area = id === null ? undefined : db.findById('serving_areas', id);
    if (!area) throw notFound('Serving area');
    return ok(area);
  }),
];
