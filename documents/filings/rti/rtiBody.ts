import { el, writeCanonical, type XmlNode } from '../canonicalXml.ts';
import { govTalkNamespace, irmarkOf, withoutIrmark } from './irmark.ts';

export interface RtiEmployer {
  /** The tax office number, the part of the PAYE reference before the slash ("123"). */
  officeNumber: string;
  /** The part after the slash ("AB45678"). */
  payeReference: string;
  accountsOfficeReference: string;
}

/** The employer's references as every RTI submission opens with them. */
export const empRefs = (employer: RtiEmployer) =>
  el('EmpRefs', [el('OfficeNo', employer.officeNumber), el('PayeRef', employer.payeReference), el('AORef', employer.accountsOfficeReference)]);

/**
 * The GovTalk Body of an RTI submission (FPS, EPS) with its IRmark in place, canonical: the IR header, then the
 * submission in its own namespace. The IRmark is taken over the canonical body without it, as HMRC specifies.
 */
export function rtiBody(employer: RtiEmployer, periodEnd: string, namespace: string, submission: XmlNode): string {
  const envelope = (irmark: string) =>
    el('Body', [
      el(
        'IRenvelope',
        [
          el('IRheader', [
            el('Keys', [el('Key', employer.officeNumber, [['Type', 'TaxOfficeNumber']]), el('Key', employer.payeReference, [['Type', 'TaxOfficeReference']])]),
            el('PeriodEnd', periodEnd),
            el('DefaultCurrency', 'GBP'),
            el('IRmark', irmark, [['Type', 'generic']]),
            el('Sender', 'Employer'),
          ]),
          submission,
        ],
        [['xmlns', namespace]],
      ),
    ], [['xmlns', govTalkNamespace]]);
  const irmark = irmarkOf(withoutIrmark(writeCanonical(envelope(''))));
  return writeCanonical(envelope(irmark));
}
