import { z } from 'zod';

/**
 * The contract's ErrorEnvelope (no zod is generated for error responses). Its own module, free
 * of the mock db, so `npm run contract:verify` can check a live server's errors with it.
 */
export const errorEnvelope = z.object({
  data: z.null(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  success: z.literal(false),
});
