/**
 * The generated calls this part of the app uses: the only importer of generated endpoints
 * here (3/8, one way to reach the API). Screens import from this folder, never from generated/.
 */
export {
  getGetOrderQueryKey,
  getGetOrderQueryOptions,
  useCreateBranchOrder,
  useGetOrder,
  useGetOrderDetail,
  useUpdateOrder,
} from '@/platform/api/generated/endpoints/orders/orders';
// The company's name on a job sheet (contract/README "The company's name"; left out without it).
export { useGetCompany } from '@/platform/api/generated/endpoints/branches/branches';
