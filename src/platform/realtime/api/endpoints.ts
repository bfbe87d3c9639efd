/**
 * The generated calls realtime uses: the only importer of generated endpoints here (3/8).
 */
export { authorizeBroadcastingChannel } from '@/platform/api/generated/endpoints/broadcasting/broadcasting';
