import { describe, expect, it } from 'vitest';
import { passwordRequirements, passwordStrength } from './rules.js';
import {
  loginRequestSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
  signupFormSchema,
  signupRequestSchema,
  verifyEmailQuerySchema,
} from './schemas.js';

const good = {
  name: 'Asha Rao',
  email: 'Asha@Example.COM',
  phone: '9876543210',
  password: 'Strong@123',
  confirmPassword: 'Strong@123',
};

/** The messages of every failing field, in order. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((i) => `${String(i.path[0])}: ${i.message}`);
}

describe('PRODUCT.md §5 signup rules', () => {
  it('accepts a complete form, lower-cases the e-mail and defaults the role to customer', () => {
    const parsed = signupRequestSchema.parse(good);
    expect(parsed.email).toBe('asha@example.com');
    expect(parsed.role).toBe('customer');
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['name', 'A', 'Name must be at least 2 characters'],
    ['email', '', 'Email is required'],
    ['email', 'asha.example.com', 'Invalid email format'],
    ['email', 'asha@example', 'Invalid email format'],
    ['email', 'as ha@example.com', 'Invalid email format'],
    ['phone', '', 'Phone number is required'],
    ['phone', '98765', 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'],
    ['phone', '98765432101', 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'],
    ['phone', '98765abcde', 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'],
    ['password', 'Sh@1a', 'Password must be at least 8 characters'],
    ['password', 'alllower@123', 'Password must include uppercase, lowercase, number, and special character'],
    ['password', 'ALLUPPER@123', 'Password must include uppercase, lowercase, number, and special character'],
    ['password', 'NoDigits@abc', 'Password must include uppercase, lowercase, number, and special character'],
    ['password', 'NoSpecial123', 'Password must include uppercase, lowercase, number, and special character'],
    [
      'password',
      'Other#Special1',
      'Password must include uppercase, lowercase, number, and special character',
    ],
  ])('%s %j → %s', (field, value, message) => {
    const result = signupRequestSchema.safeParse({ ...good, [field]: value });
    expect(result.success).toBe(false);
    expect(messages(result)[0]).toBe(`${field}: ${message}`);
  });

  it('accepts every special character of the rule', () => {
    for (const special of '@$!%*?&') {
      expect(signupRequestSchema.safeParse({ ...good, password: `Abcdef1${special}` }).success).toBe(true);
    }
  });

  it('refuses any role other than customer', () => {
    const result = signupRequestSchema.safeParse({ ...good, role: 'admin' });
    expect(messages(result)).toEqual(['role: Only customers can sign up here']);
  });

  it('says "Passwords do not match" when the confirmation differs', () => {
    const result = signupFormSchema.safeParse({ ...good, confirmPassword: 'Strong@124' });
    expect(messages(result)).toEqual(['confirmPassword: Passwords do not match']);
  });
});

describe('PRODUCT.md §5 login, verify and reset rules', () => {
  it('asks for both e-mail and password', () => {
    expect(messages(loginRequestSchema.safeParse({ email: '', password: 'x' }))).toEqual([
      'email: Please enter both email and password',
    ]);
    expect(messages(loginRequestSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual([
      'password: Please enter both email and password',
    ]);
    expect(loginRequestSchema.parse({ email: ' A@B.co ', password: 'x' }).email).toBe('a@b.co');
  });

  it('needs both token and e-mail in a verification link', () => {
    const result = verifyEmailQuerySchema.safeParse({ token: '', email: 'a@b.co' });
    expect(messages(result)).toEqual(['token: Invalid verification link. Please check your email again.']);
    expect(verifyEmailQuerySchema.parse({ token: 't', email: 'A@B.CO' }).email).toBe('a@b.co');
  });

  it('applies the signup password rules and the match rule on reset', () => {
    expect(
      messages(
        resetPasswordRequestSchema.safeParse({ token: 't', email: 'a@b.co', newPassword: 'short' }),
      )[0],
    ).toBe('newPassword: Password must be at least 8 characters');
    expect(
      messages(
        resetPasswordFormSchema.safeParse({ newPassword: 'Strong@123', confirmPassword: 'Strong@12' }),
      ),
    ).toEqual(['confirmPassword: Passwords do not match']);
    expect(
      resetPasswordFormSchema.safeParse({ newPassword: 'Strong@123', confirmPassword: 'Strong@123' }).success,
    ).toBe(true);
  });
});

describe('PRODUCT.md §5 strength meter and checklist', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['a', 1, 'Very Weak'],
    ['aA', 2, 'Weak'],
    ['aA1', 3, 'Fair'],
    ['aA1@', 4, 'Good'],
    ['aaaaaaaa', 2, 'Weak'],
    ['Strong@123', 5, 'Strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });

  it('lists each requirement as met or not', () => {
    expect(passwordRequirements('abc1').map((r) => r.met)).toEqual([false, false, true, true, false]);
    expect(passwordRequirements('Strong@123').every((r) => r.met)).toBe(true);
  });
});
