/**
 * The generated calls this part of the app uses: the only importer of generated endpoints
 * here (3/8, one way to reach the API). Screens import from this folder, never from generated/.
 */
export { useDeleteAccount, useUpdatePassword } from '@/platform/api/generated/endpoints/auth/auth';
export {
  getGetHelperAvailabilitiesQueryKey,
  getGetHelperAvailabilitiesQueryOptions,
  getGetHelperCalendarFeedQueryKey,
  getGetHelperHourlyRateQueryKey,
  getGetHelperHourlyRateQueryOptions,
  getGetHelperNotificationSettingsQueryKey,
  getGetHelperProfileQueryKey,
  getGetHelperProfileQueryOptions,
  getGetHelperServingAreasQueryKey,
  getGetHelperServingAreasQueryOptions,
  useGetHelperAvailabilities,
  useGetHelperCalendarFeed,
  useGetHelperHourlyRate,
  useGetHelperNotificationSettings,
  useGetHelperProfile,
  useGetHelperServingAreas,
  useGetRatingWithUserData,
  useListTools,
  useListVehicleTypes,
  useRegenerateHelperCalendarFeed,
  useUpdateHelperAvailabilities,
  useUpdateHelperHourlyRate,
  useUpdateHelperNotificationSettings,
  useUpdateHelperPersonalInfo,
  useUpdateHelperPosition,
  useUpdateHelperServingAreas,
  useUpdateHelperTools,
  useUpdateHelperVehicle,
} from '@/platform/api/generated/endpoints/helper-profile/helper-profile';
export {
  useCreateHelperTimeOff,
  useDeleteHelperTimeOff,
  useListHelperTimeOff,
} from '@/platform/api/generated/endpoints/time-off/time-off';
// Her jobs during an entry of her time off (the card names them: time-off-jobs.ts).
export { useListHelperCalendar } from '@/platform/api/generated/endpoints/helper-calendar/helper-calendar';
