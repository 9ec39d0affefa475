import type { Language } from '@jhola/domain';
import type { AuthContext } from '../../context.js';

/** How many checked sessions one process keeps (a few MB): about one per signed-in device. */
const KEPT_SESSIONS = 20_000;
/**
 * The longest a kept session is used without reading its row again: the bound on a change missed while
 * the listening connection was silently gone (a lost one is noticed at once and forgets everything).
 */
export const SESSION_KEPT_MS = 30_000;

interface Kept {
  auth: AuthContext;
  expiresAt: number;
  /** performance.now() when its row was read. */
  readAt: number;
}

/**
 * Sessions this process has checked (issue 48): the session row and its account, read once and used until
 * the session or its account changes, so a request does not read them again. Every write to `sessions`
 * or to the account's `users` columns a session carries notifies every process on `auth_changed` with the
 * account's id when it commits (migration 0038); the account's kept sessions are then forgotten. So logout,
 * reset and an admin's disable end access at once on the process that did them (it forgets before it
 * answers) and on every other within the notification's delivery; a session is kept only while this
 * process listens (a lost connection forgets all and keeps none until it listens again), and never longer
 * than SESSION_KEPT_MS. Expiry is checked on every use.
 */
export class SessionCache {
  private readonly kept = new Map<string, Kept>();
  /** Accounts' saved languages (a live update to a customer is worded in it), kept and forgotten alike. */
  private readonly languages = new Map<string, { language: Language; readAt: number }>();
  private listening = false;
  /** Moves on every forgetting: a read that started before one must not be kept after it. */
  private generation = 0;

  constructor(
    private readonly limit = KEPT_SESSIONS,
    private readonly keptMs = SESSION_KEPT_MS,
  ) {}

  /** The session's account when kept, unexpired at `now` and read within keptMs; else null. */
  get(sessionId: string, userId: string, now: Date): AuthContext | null {
    const kept = this.kept.get(sessionId);
    if (!kept) return null;
    if (kept.auth.userId !== userId || kept.expiresAt <= now.getTime() || this.isStale(kept)) {
      this.kept.delete(sessionId);
      return null;
    }
    return kept.auth;
  }

  /** Taken before the row is read, and handed to keep(). */
  mark(): number {
    return this.generation;
  }

  /** Keeps a session read since `mark`, unless something was forgotten meanwhile or nothing listens. */
  keep(mark: number, auth: AuthContext, expiresAt: Date): void {
    if (!this.listening || mark !== this.generation) return;
    if (this.kept.size >= this.limit) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(auth.sessionId, { auth, expiresAt: expiresAt.getTime(), readAt: performance.now() });
  }

  /** The account's kept language, when read within keptMs. */
  language(userId: string): Language | null {
    const kept = this.languages.get(userId);
    if (!kept) return null;
    if (!this.isStale(kept)) return kept.language;
    this.languages.delete(userId);
    return null;
  }

  /** Keeps a language read since `mark`, like keep(). */
  keepLanguage(mark: number, userId: string, language: Language): void {
    if (!this.listening || mark !== this.generation) return;
    if (this.languages.size >= this.limit) this.languages.delete(this.languages.keys().next().value!);
    this.languages.set(userId, { language, readAt: performance.now() });
  }

  /** The account changed, or one of its sessions did: its kept sessions and language go. */
  forgetAccount(userId: string): void {
    this.generation += 1;
    this.languages.delete(userId);
    for (const [sessionId, kept] of this.kept) if (kept.auth.userId === userId) this.kept.delete(sessionId);
  }

  /** Listening started or stopped: either way what is kept may have missed a change. */
  listen(listening: boolean): void {
    this.generation += 1;
    this.kept.clear();
    this.languages.clear();
    this.listening = listening;
  }

  private isStale(kept: { readAt: number }): boolean {
    return performance.now() - kept.readAt > this.keptMs;
  }
}
