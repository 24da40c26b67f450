/** How long ago, in words an operator reads at a glance (seconds to days). */
export function ageOf(since: Date | string | null, now = Date.now()): string {
  if (since === null) return '—';
  const seconds = Math.max(0, Math.round((now - new Date(since).getTime()) / 1000));
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7_200) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 172_800) return `${Math.floor(seconds / 3_600)} h ${Math.floor((seconds % 3_600) / 60)} min`;
  return `${Math.floor(seconds / 86_400)} days`;
}

/** The console's page of any record by id (console/pages/record), as operator pages link to it. */
export const recordPath = (id: string) => `/console/records/${encodeURIComponent(id)}`;
