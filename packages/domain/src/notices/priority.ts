// Kept free of zod so the notifications (in the web's first load) can use it; notice.ts re-exports it.

/** Priorities urgent and high are important (PRODUCT.md §9 sound alerts). */
export const isImportantPriority = (priority: string | undefined): boolean =>
  priority === 'urgent' || priority === 'high';
