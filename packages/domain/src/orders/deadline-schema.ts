import { z } from 'zod';
import { IF_NO_ANSWER } from './deadline.js';

/**
 * The customer's choice for "when nobody answers", as requests and orders carry it. Apart from
 * deadline.ts so that a screen reading the labels and the timer does not take the schema library along.
 */
export const ifNoAnswerSchema = z.enum(IF_NO_ANSWER);
