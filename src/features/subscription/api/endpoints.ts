/**
 * The generated calls this part of the app uses: the only importer of generated endpoints
 * here (3/8, one way to reach the API). Screens import from this folder, never from generated/.
 */
export {
  getGetSubscriptionQueryKey,
  useChangeSubscription,
  useGetSubscription,
  useListSubscriptionPlans,
} from '@/platform/api/generated/endpoints/subscriptions/subscriptions';
export {
  getGetCompanyQueryKey,
  useGetCompany,
  useUpdateCompany,
} from '@/platform/api/generated/endpoints/branches/branches';
