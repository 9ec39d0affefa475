/**
 * Whether an If-None-Match header names `etag` (RFC 9110 §13.1.2: weak comparison, `*` matches
 * anything). A hit lets the server answer 304 Not Modified without a body.
 */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = etag.replace(/^W\//, '');
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',');
  return tags.some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === wanted;
  });
}
