import { http } from './lib/http';
import { getAddressServingAreaQueryParams } from '@/platform/api/generated/zod/orders/orders.zod';
import { db } from '../db';
import { countyOf, loadZipCounties } from '../db/services/geography';
import { ok } from './lib/envelope';
import { parseQuery } from './lib/validation';
import { requireManageableBranch } from './lib/guards';

/**
 * The job form's address check (contract tag `orders`, not in the spec; QA-221 L2): the
 * county a typed address lies in, placed as crew matching places a saved order's addresses
 * (geography.countyOf: its ZIP code, else its city), so the form's warning and the crew page
 * agree.
 */
export const addressAreaHandlers = [
  // getAddressServingArea: the branch's owner and managers; null when it cannot be placed.
  http.get('*/api/company-branches/:id/address-area', async ({ request, params }) => {
    requireManageableBranch(request, params.id);
    const query = parseQuery(request, getAddressServingAreaQueryParams);
    const area = countyOf(db.serving_areas.all(), query, await loadZipCounties());
    return ok({ serving_area: area ?? null });
  }),
];
