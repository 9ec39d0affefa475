import { availableOrdersSchema } from '@jhola/domain';
import { envelope } from '../../../http/envelope.js';

/** The waiting-order lists of shoppers and delivery people. */
export const cardsReply = envelope(availableOrdersSchema);
