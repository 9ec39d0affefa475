import type { UserRole } from '@jhola/domain';

export interface DemoAccount {
  role: UserRole;
  name: string;
  email: string;
  phone: string;
  password: string;
}

/** Verified demo accounts, one per role, printed at start and listed in the README. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'customer',
    name: 'Asha Verma',
    email: 'customer@jhola.test',
    phone: '9876501234',
    password: 'Customer@123',
  },
  {
    role: 'shopper',
    name: 'Ravi Kumar',
    email: 'shopper@jhola.test',
    phone: '9811122233',
    password: 'Shopper@123',
  },
  {
    role: 'delivery',
    name: 'Imran Shaikh',
    email: 'delivery@jhola.test',
    phone: '9822233344',
    password: 'Delivery@123',
  },
  {
    role: 'admin',
    name: 'Meera Iyer',
    email: 'admin@jhola.test',
    phone: '9900011122',
    password: 'Admin@123',
  },
];
