/**
 * The reference an authority's portal gives an uploaded return, as POST /filings/{id}/mark_filed and the console
 * take it: 1 to 100 printable ASCII characters once trimmed. The API's schema validates with this and documents
 * the same form, so the two cannot drift.
 */
export const authorityReferenceForm = { minLength: 1, maxLength: 100, pattern: /^[\x20-\x7E]+$/u } as const;

export function authorityReferenceProblem(reference: string): string | null {
  if (reference.length < authorityReferenceForm.minLength) return 'must not be empty';
  if (reference.length > authorityReferenceForm.maxLength) return `must be at most ${authorityReferenceForm.maxLength} characters`;
  if (!authorityReferenceForm.pattern.test(reference)) return 'must be printable ASCII, as the portals issue it';
  return null;
}
