import { googleLogin, login, logout, me, updateMe } from './login.js';
import { forgotPassword, resetPassword } from './password-reset.js';
import { requestOtp, verifyOtp } from './phone-sign-in.js';
import { resendVerification, signup, verifyEmail } from './signup.js';

/**
 * Accounts: signup, verification, login (with the lock), Google, reset, logout. Each is a function
 * taking the `AccountsContext` (accounts-context.ts) first, as every service of the house.
 */
export const accounts = {
  signup,
  verifyEmail,
  resendVerification,
  login,
  googleLogin,
  forgotPassword,
  resetPassword,
  logout,
  me,
  updateMe,
  requestOtp,
  verifyOtp,
};
