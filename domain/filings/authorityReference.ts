/**
 * The reference an authority's portal gives an uploaded return, as POST /filings/{id}/mark_filed takes it
 * (api/schemas/filing.ts states the same rule for the API): 1 to 100 printable ASCII characters once trimmed.
 */
export function authorityReferenceProblem(reference: string): string | null {
  if (reference.length === 0) return 'must not be empty';
  if (reference.length > 100) return 'must be at most 100 characters';
  if (!/^[\x20-\x7E]+$/u.test(reference)) return 'must be printable ASCII, as the portals issue it';
  return null;
}
