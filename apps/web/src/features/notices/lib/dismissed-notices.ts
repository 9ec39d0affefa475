import { create } from 'zustand';
import { onForgetCustomer } from '../../../lib/forget-customer';

/** PRODUCT.md §3: dismissed one-time notice ids, a list in local storage under dismissedNotices. */
export const DISMISSED_NOTICES_KEY = 'dismissedNotices';
/** Old ids would pile up forever; the newest few hundred are more than any banner needs. */
const MAX_REMEMBERED = 300;

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DISMISSED_NOTICES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

interface DismissedNotices {
  ids: string[];
  dismiss(id: string): void;
  /** Re-reads local storage (after "clear storage" or a change in another tab). */
  reload(): void;
}

export const useDismissedNotices = create<DismissedNotices>((set, get) => ({
  ids: typeof localStorage === 'undefined' ? [] : readDismissed(),
  dismiss(id) {
    if (get().ids.includes(id)) return;
    const ids = [...get().ids, id].slice(-MAX_REMEMBERED);
    try {
      localStorage.setItem(DISMISSED_NOTICES_KEY, JSON.stringify(ids));
    } catch {
      // Storage full or blocked: the notice still goes away for this visit.
    }
    set({ ids });
  },
  reload: () => set({ ids: readDismissed() }),
}));

// Logout: the next person starts with the notices undismissed (local storage is already cleared).
onForgetCustomer(() => useDismissedNotices.getState().reload());
