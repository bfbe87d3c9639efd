import { authHandlers } from './auth';
import { branchHandlers } from './branches';
import { broadcastingHandlers } from './broadcasting';
import { helperProfileHandlers } from './helper-profile';
import { notificationHandlers } from './notifications';
import { orderHandlers } from './orders';
import { servingAreaHandlers } from './serving-areas';
import { searchHandlers } from './search';
import { outsourcingHandlers } from './outsourcing';

export { setMockLatency } from './lib/latency';

/** Every mocked endpoint, one array per contract tag. Add a tag: a file + one line here. */
export const handlers = [
  ...authHandlers,
  ...branchHandlers,
  ...notificationHandlers,
  ...orderHandlers,
  ...broadcastingHandlers,
  ...helperProfileHandlers,
  ...servingAreaHandlers,
  ...searchHandlers,
  ...outsourcingHandlers,
];
