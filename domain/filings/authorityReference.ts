/** The reference an authority's portal gave an uploaded filing, as POST /filings/{id}/mark_filed takes it (api/schemas/filing.ts MarkFiled). */
export function authorityReferenceProblem(reference: string): string | null {
  if (reference.length === 0) return 'must not be empty';
  if (reference.length > 100) return 'must be at most 100 characters';
  return /^[\x20-\x7E]+$/u.test(reference) ? null : 'must be printable ASCII, as the portals issue it';
}
