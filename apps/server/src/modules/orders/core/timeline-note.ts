import { englishText, type TimelineNoteParams, type TimelineNoteText } from '@jhola/domain';

/** The note columns of a timeline row: the English note, and its catalogue text when the server wrote it. */
export interface NoteColumns {
  note: string;
  noteKey: string | null;
  noteParams: TimelineNoteParams | null;
}

const englishOf = (note: TimelineNoteText): string => {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(note.params ?? {}))
    values[name] = Array.isArray(value) ? value.map(englishOf).join('; ') : (value as string | number);
  return englishText(note.key, values);
};

/** A note the server writes from a catalogue text (issue 19): stored in English and as text + values. */
export const catalogueNote = (key: string, params?: TimelineNoteParams): TimelineNoteText => ({
  key,
  ...(params ? { params } : {}),
});

/** The columns of a note: a catalogue note keeps its text and values; a typed note is stored as typed. */
export const noteColumns = (note: string | TimelineNoteText | null | undefined): NoteColumns =>
  typeof note === 'object' && note !== null
    ? { note: englishOf(note), noteKey: note.key, noteParams: note.params ?? {} }
    : { note: note ?? '', noteKey: null, noteParams: null };
