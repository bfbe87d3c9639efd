/**
 * The generated calls this part of the app uses: the only importer of generated endpoints
 * here (3/8, one way to reach the API). Screens import from this folder, never from generated/.
 */
export {
  getGetAddressServingAreaQueryOptions,
  getGetOrderQueryKey,
  getGetOrderQueryOptions,
  useCreateBranchOrder,
  useGetOrder,
  useGetOrderDetail,
  useUpdateOrder,
} from '@/platform/api/generated/endpoints/orders/orders';
// The company's name on a job sheet (contract/README "The company's name"; left out without it);
// a branch's serving area, which the job form and Best matches hold a job's addresses against.
export {
  useGetCompany,
  useGetCompanyBranch,
} from '@/platform/api/generated/endpoints/branches/branches';
