/**
 * The generated calls this part of the app uses: the only importer of generated endpoints
 * here (3/8, one way to reach the API). Screens import from this folder, never from generated/.
 */
export {
  getMe,
  handleAppleCallback,
  handleGoogleCallback,
  useRegisterCompany,
  useRequestPasswordResetOtp,
  useRequestRegisterOtp,
  useResetPassword,
  useSignUpHelper,
  useVerifyPasswordResetOtp,
  useVerifyRegisterOtp,
} from '@/platform/api/generated/endpoints/auth/auth';
