import type { ActivityState } from '@/features/activity';
import type { OtpState } from '@/features/auth';

/**
 * The features' slices, added to the platform's RootState so that every selector hook is
 * typed for the whole store (the reducers are registered in bootstrap.ts under these keys).
 */
declare module '@/platform/store/create-store' {
  interface RootState {
    activity: ActivityState;
    otp: OtpState;
  }
}
