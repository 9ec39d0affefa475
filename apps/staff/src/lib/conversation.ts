import { createConversation } from '@jhola/client';
import { staffTransport } from './api';

/** Issue 29: the order's conversation as the order's staff see it (@jhola/client, the customer app's too). */
export const staffConversation = createConversation(staffTransport, 'staff');
