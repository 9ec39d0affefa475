import { describe, expect, it } from 'vitest';
import { checkLoginData } from './login-result.js';

const user = { _id: 'u1', name: 'Asha', email: 'asha@example.com', phone: '9876543210', role: 'customer' };

describe('PRODUCT.md §5 login data checks', () => {
  it('accepts a customer with a token', () => {
    expect(checkLoginData({ user, token: 'tok' })).toEqual({ ok: true, token: 'tok', user });
  });
  it('accepts an account made by phone sign-in: no e-mail, a proved phone (issue 31)', () => {
    const byPhone = { ...user, email: '', phone: '9845012345' };
    expect(checkLoginData({ user: byPhone, token: 'tok' })).toEqual({
      ok: true,
      token: 'tok',
      user: byPhone,
    });
  });
  it.each([
    [null, 'Invalid authentication data received'],
    [{ user }, 'Invalid authentication data received'],
    [{ token: 'tok' }, 'Invalid authentication data received'],
    [{ user: { ...user, email: '', phone: '' }, token: 'tok' }, 'Incomplete user data received'],
    [{ user: { ...user, name: undefined }, token: 'tok' }, 'Incomplete user data received'],
    [
      { user: { ...user, role: 'shopper' }, token: 'tok' },
      'This account is not registered as a customer. Please use the correct app.',
    ],
  ])('%j → %s', (data, message) => {
    expect(checkLoginData(data)).toEqual({ ok: false, message });
  });
});
