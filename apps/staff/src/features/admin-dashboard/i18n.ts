import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/** The admin's dashboard: the business at a glance (English here, Hindi loaded on demand). */
export const { t: tDashboard, useT: useDashboardT } = defineCatalogue(english);
