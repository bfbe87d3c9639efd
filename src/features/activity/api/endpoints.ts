/**
 * The generated calls this part of the app uses: the only importer of generated endpoints
 * here (3/8, one way to reach the API). Screens import from this folder, never from generated/.
 */
export { getGetBranchNotificationsCountQueryOptions } from '@/platform/api/generated/endpoints/notifications/notifications';
export { useGetCompanyBranch } from '@/platform/api/generated/endpoints/branches/branches';
export { useGetSubscription } from '@/platform/api/generated/endpoints/subscriptions/subscriptions';
