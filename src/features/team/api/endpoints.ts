/**
 * The generated calls this part of the app uses: the only importer of generated endpoints
 * here (3/8, one way to reach the API). Screens import from this folder, never from generated/.
 */
export {
  getGetEmployeeQueryKey,
  getGetEmployeeQueryOptions,
  useCreateEmployee,
  useGetEmployee,
  useUpdateEmployee,
} from '@/platform/api/generated/endpoints/team/team';
export { useListEmployeeTimeOff } from '@/platform/api/generated/endpoints/time-off/time-off';
