/**
 * Whether an `If-None-Match` header names the current entity tag (RFC 9110 13.1.2: a list of tags, or `*` for any
 * current representation; compared weakly, so `W/"x"` matches `"x"`).
 */
export function noneMatchHits(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}
