/** In mock mode every one-time code (sign-up, password reset) is this one. */
export const MOCK_OTP_CODE = '123456';
