import { englishText } from '@jhola/domain';
import { defineSourceCatalogue } from '@jhola/ui';

/**
 * The domain's words (status labels, validation and error messages, tracker steps, deadlines), keyed by
 * their English text: `tDomain(ORDER_STATUS_LABELS[status])`, `useDomainT()` in components, or passed
 * as the translator of a domain function (`trackerSteps(order, tDomain)`). English is the text itself.
 */
export const { t: tDomain, useT: useDomainT } = defineSourceCatalogue(englishText);
