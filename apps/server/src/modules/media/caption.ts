/**
 * A shop's name as at most `maxLines` lines of at most `maxChars` characters, broken between words;
 * what does not fit ends in "…". A single word longer than a line is cut (with "…") rather than
 * allowed to run past the picture's edge.
 */
export function wrapCaption(label: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = label.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const joined = current ? `${current} ${word}` : word;
    if (joined.length <= maxChars) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    if (lines.length === maxLines) return ellipsize(lines, maxChars, true);
  }
  if (current) lines.push(current);
  return ellipsize(lines.slice(0, maxLines), maxChars, lines.length > maxLines);
}

function ellipsize(lines: string[], maxChars: number, cut: boolean): string[] {
  return lines.map((line, index) => {
    if (index === lines.length - 1 && cut) return withEllipsis(line, maxChars);
    return line.length > maxChars ? `${line.slice(0, maxChars - 1)}…` : line;
  });
}

/** "General Stores And" → "General Stores…": the last whole words that leave room for "…". */
function withEllipsis(line: string, maxChars: number): string {
  if (line.length < maxChars) return `${line}…`;
  const words = line.split(' ');
  if (words.length > 1) return withEllipsis(words.slice(0, -1).join(' '), maxChars);
  return `${line.slice(0, maxChars - 1)}…`;
}
