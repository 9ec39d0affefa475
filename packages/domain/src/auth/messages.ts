// Kept free of zod so the web's first load can use them without the schema library; rules.ts
// re-exports them, so every existing import keeps working.

import { ACCOUNT_LOCKED, SESSION_MESSAGES } from './session-messages.js';

/** PRODUCT.md §5 Signup and Login messages, exactly as the spec words them. */
export const AUTH_MESSAGES = {
  ...SESSION_MESSAGES,
  nameRequired: 'Name is required',
  nameShort: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 8 characters',
  passwordWeak: 'Password must include uppercase, lowercase, number, and special character',
  passwordsDiffer: 'Passwords do not match',
  loginBothRequired: 'Please enter both email and password',
  notCustomer: 'This account is not registered as a customer. Please use the correct app.',
  invalidAuthData: 'Invalid authentication data received',
  incompleteUser: 'Incomplete user data received',
  verifyLinkInvalid: 'Invalid verification link. Please check your email again.',
} as const;

/** Messages the server answers with on the accounts endpoints (the web shows them as PRODUCT.md §8 allows). */
export const AUTH_SERVER_MESSAGES = {
  signupDone:
    'Account created successfully! Please check your email to verify your account before logging in',
  emailTaken: 'An account with this email already exists. Please log in or reset your password.',
  wrongCredentials: 'Invalid email or password',
  unverified: 'Please verify your email before logging in.',
  locked: ACCOUNT_LOCKED,
  /** Issue 26: the lock holds back one client address, and says how long. */
  lockedFor:
    'Too many failed logins from this device. Login is locked here for {minutes} min; try again later or reset your password.',
  loginWait: 'Too many failed logins. Please wait {seconds} s and try again.',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out',
  verified: 'Email verified successfully!',
  verifyTokenInvalid: 'This verification link is invalid. Please request a new one.',
  verifyTokenUsed: 'This verification link has already been used. You can log in.',
  verifyTokenExpired: 'This verification link has expired. Please request a new one.',
  verificationSent: 'If that account still needs verification, a new link has been sent to its email.',
  resetLinkSent: 'If an account exists for that email, a reset link has been sent.',
  resetTokenInvalid: 'This reset link is invalid. Please request a new one.',
  resetTokenUsed: 'This reset link has already been used. Please request a new one.',
  resetTokenExpired: 'This reset link has expired. Please request a new one.',
  passwordReset: 'Password reset successful',
  googleOff: 'Google sign-in is not enabled on this server.',
  googleFailed: 'Google sign-in failed: the Google token could not be verified.',
  googleUnverified: 'Google sign-in failed: this Google account has no verified email.',
  googleUnavailable: 'Google sign-in is temporarily unavailable. Please try again later.',
} as const;
