/**
 * The generated calls the earnings use: the only importer of generated endpoints in this
 * feature (3/8). The same list calls as the helper's Job lists, so their cache keys (and
 * the refresh table's entries for them) apply here too.
 */
export {
  getListHelperCompanyInvitationsQueryOptions,
  getListHelperOutsourceOffersQueryOptions,
} from '@/platform/api/generated/endpoints/helper-jobs/helper-jobs';
