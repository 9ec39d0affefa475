/** Cuts text at `max` characters with an ellipsis (100 on shop cards, 80 on product cards). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
