/**
 * The generated calls this part of the app uses: the only importer of generated endpoints
 * here (3/8, one way to reach the API). Screens import from this folder, never from generated/.
 */
export { getMe } from '@/platform/api/generated/endpoints/auth/auth';
export {
  getCreateCompanyBranchMutationOptions,
  getDeleteCompanyBranchMutationOptions,
  getGetCompanyBranchQueryOptions,
  getListCompanyBranchesQueryKey,
  getListCompanyBranchesQueryOptions,
  listCompanyBranches,
  useGetCompanyBranch,
  useListCompanyBranches,
} from '@/platform/api/generated/endpoints/branches/branches';
