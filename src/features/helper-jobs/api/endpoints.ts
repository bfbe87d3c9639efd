/**
 * The generated calls this part of the app uses: the only importer of generated endpoints
 * here (3/8, one way to reach the API). Screens import from this folder, never from generated/.
 */
export {
  useAcceptHelperCompanyInvitation,
  useAcceptOutsourceOffer,
  useApplyToOutsourceOffer,
  useGetHelperCompanyInvitation,
  useGetHelperOutsourceOffer,
  useRejectHelperCompanyInvitation,
  useRejectOutsourceOffer,
  useSearchHelperJobs,
  useWithdrawOutsourceOfferApplication,
} from '@/platform/api/generated/endpoints/helper-jobs/helper-jobs';
export { useRateCompanyForJob } from '@/platform/api/generated/endpoints/company-ratings/company-ratings';
export {
  useCantMakeHelperJob,
  useConfirmHelperJob,
  useTellOnMyWay,
  useClockIn,
  useClockOut,
} from '@/platform/api/generated/endpoints/confirmations/confirmations';
export { useGetHelperProfile } from '@/platform/api/generated/endpoints/helper-profile/helper-profile';
export { useListHelperTimeOff } from '@/platform/api/generated/endpoints/time-off/time-off';
export { useListHelperCalendar } from '@/platform/api/generated/endpoints/helper-calendar/helper-calendar';
