import type { PeriodicFilingKind } from '../../documents/filings/periodicFiling.ts';
import type { FilingChannel } from '../../machines/filing.ts';
import { keFilingKinds } from '../../documents/filings/ke/kinds.ts';
import { zaFilingKinds } from '../../documents/filings/za/kinds.ts';
import { sgFilingKinds } from '../../documents/filings/sg/kinds.ts';
import { ngFilingKinds } from '../../documents/filings/ng/kinds.ts';
import { ghFilingKinds } from '../../documents/filings/gh/kinds.ts';

/** Every country's periodic returns, by type. */
export const periodicFilingKinds: readonly PeriodicFilingKind[] = [...keFilingKinds, ...zaFilingKinds, ...sgFilingKinds, ...ngFilingKinds, ...ghFilingKinds];

const byType = new Map(periodicFilingKinds.map((k) => [k.type, k]));

export function periodicFilingKind(type: string): PeriodicFilingKind | undefined {
  return byType.get(type);
}

export function periodicFilingKindsOf(jurisdiction: string): PeriodicFilingKind[] {
  return periodicFilingKinds.filter((k) => k.jurisdiction === jurisdiction);
}

/** Every filing type, GB's first: the API's `type` filter and schema. */
export const filingTypes = ['fps', 'eps', ...periodicFilingKinds.map((k) => k.type)] as const;


/** How a filing of this type reaches its authority (GB's RTI through the gateway). */
export function channelOf(type: string): FilingChannel {
  return byType.get(type)?.channel ?? 'gateway';
}

/** The document's media type and file extension. */
export function mediaOf(type: string): { contentType: string; extension: string } {
  return byType.get(type)?.media ?? { contentType: 'application/xml; charset=utf-8', extension: 'xml' };
}
