import { unitWord } from '@jhola/domain';
import { tDomain } from './domain-text';

/**
 * A product's unit in the language on screen (the domain's words: "pack" is "पैक", "bunch" is "गड्डी");
 * metric symbols and a unit the list does not know stay as stored.
 */
export const unitText = (unit: string): string => tDomain(unitWord(unit));
