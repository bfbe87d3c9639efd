import { useEffect } from 'react';
import { useAppDispatch } from '@/platform/store';
import { dropKeptOtpFlow } from './otp-flow-storage';
import { otpFlowCleared } from './otp.slice';

/**
 * Leaving a one-time-code page abandons its flow: the code id and token are single use. (A
 * reload is no leaving: the tab keeps the flow, otp-flow-storage.)
 */
export function useAbandonOtpFlowOnLeave(flowKey: string) {
  const dispatch = useAppDispatch();
  useEffect(
    () => () => {
      dispatch(otpFlowCleared());
      dropKeptOtpFlow(flowKey);
    },
    [dispatch, flowKey],
  );
}
