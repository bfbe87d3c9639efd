import { useEffect } from 'react';
import { useAppDispatch } from '@/platform/store';
import { otpFlowCleared } from './otp.slice';

/** Leaving a one-time-code page abandons its flow: the code id and token are single use. */
export function useAbandonOtpFlowOnLeave() {
  const dispatch = useAppDispatch();
  useEffect(() => () => void dispatch(otpFlowCleared()), [dispatch]);
}
