import { type Language, languageFromHeader, type TimelineNoteText } from '@jhola/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localise, renderNote } from './translator.js';

/** The language a request is answered in: its `Accept-Language` (hi, hi-IN → Hindi; else English). */
export const requestLanguage = (request: FastifyRequest): Language =>
  languageFromHeader(request.headers['accept-language']);

/**
 * The catalogue text behind a timeline entry the order mapper built, kept beside the object (never in
 * it, so socket payloads and tests see the entries as before) until the reply is serialised.
 * module-state: keyed by the reply's own objects (weakly), so nothing outlives the reply or crosses apps.
 */
const noteTexts = new WeakMap<object, TimelineNoteText>();
export const rememberNoteText = (entry: object, note: TimelineNoteText | null): void => {
  if (note) noteTexts.set(entry, note);
};

/** Rewrites, in place, every timeline note found in a reply that has a catalogue text. */
function renderNotesIn(value: unknown, language: Language, depth = 0): void {
  if (depth > 6 || !value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) renderNotesIn(item, language, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const timeline = record.timeline;
  if (Array.isArray(timeline)) {
    for (const entry of timeline) {
      const note = entry && typeof entry === 'object' ? noteTexts.get(entry) : undefined;
      if (note) (entry as { note: string }).note = renderNote(note, language);
    }
  }
  for (const [key, child] of Object.entries(record))
    if (key !== 'timeline') renderNotesIn(child, language, depth + 1);
}

/**
 * Issue 19: a reply in the request's language. Success messages and timeline notes are rendered here
 * (errors in the error handler); English replies are left exactly as the routes wrote them.
 */
export function registerReplyLanguage(app: FastifyInstance): void {
  // Only the API's words depend on the language (the app's files and media never do).
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) void reply.header('vary', 'Accept-Language');
  });
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const language = requestLanguage(request);
    if (language === 'en' || !payload || typeof payload !== 'object') return payload;
    const body = payload as { success?: unknown; message?: unknown; data?: unknown };
    if (body.success !== true) return payload;
    if (typeof body.message === 'string') body.message = localise(body.message, language);
    renderNotesIn(body.data, language);
    return payload;
  });
}
