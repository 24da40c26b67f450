import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// HMRC's published RTI schemas as vendored in documents/filings/rti/xsd (see its README): the 2025-26 ones, the
// latest found published. A 2026-27 document is checked against them with its namespace's year segment read as
// 25-26 and the dates the schema bounds to its tax year (the FPS's PmtDate, the EPS's NoPaymentDates) a year
// earlier: the element structure, order and types are what is checked; the namespace is asserted apart.
const xsdOf = {
  FullPaymentSubmission: fileURLToPath(new URL('../../documents/filings/rti/xsd/FullPaymentSubmission-2026-v1-0.xsd', import.meta.url)),
  EmployerPaymentSummary: fileURLToPath(new URL('../../documents/filings/rti/xsd/EmployerPaymentSummary-2026-v1-0.xsd', import.meta.url)),
} as const;
const dir = mkdtempSync(join(tmpdir(), 'rti-xsd-'));
let count = 0;

/** The IRenvelope of a GovTalk message or Body, as a document of its own with its namespace read as 2025-26. */
function irEnvelopeOf(message: string): { kind: keyof typeof xsdOf; xml: string } {
  const start = message.indexOf('<IRenvelope ');
  const end = message.indexOf('</IRenvelope>');
  if (start < 0 || end < 0) throw new Error('no IRenvelope in the document');
  const envelope = message.slice(start, end + '</IRenvelope>'.length);
  const match = /<IRenvelope xmlns="http:\/\/www\.govtalk\.gov\.uk\/taxation\/PAYE\/RTI\/(FullPaymentSubmission|EmployerPaymentSummary)\/26-27\/1">/u.exec(envelope);
  if (!match) throw new Error(`not a 2026-27 FPS or EPS: ${envelope.slice(0, 160)}`);
  const kind = match[1] as keyof typeof xsdOf;
  const yearEarlier = envelope
    .replace(`/${kind}/26-27/1"`, `/${kind}/25-26/1"`)
    .replace(/<(PmtDate|From|To)>(\d{4})-(\d{2}-\d{2})<\/\1>/gu, (_all, name: string, year: string, rest: string) => `<${name}>${Number(year) - 1}-${rest}</${name}>`);
  return { kind, xml: `<?xml version="1.0" encoding="UTF-8"?>\n${yearEarlier}\n` };
}

/** Validates an FPS or EPS with libxml2's xmllint against HMRC's schema; throws with xmllint's message when invalid. */
export function validateRti(message: string): void {
  const { kind, xml } = irEnvelopeOf(message);
  const file = join(dir, `${kind}-${count++}.xml`);
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', xsdOf[kind], file], { stdio: 'pipe' });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`${kind} does not validate against HMRC's schema:\n${stderr}`);
  }
}
