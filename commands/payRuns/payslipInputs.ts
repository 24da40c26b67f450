import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { CommandContext } from '../context.ts';
import type { SealedPayslipInputs } from '../../db/payslipWrites.ts';
import { sealedInputsOfPayslip } from '../../db/payslips.ts';
import type { PricingRequest } from '../../domain/payroll/pricing.ts';
import type { DataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { newId } from '../../domain/ids.ts';
import { openBytesNow, openSealedValueNow, sealBytesNow, sealContext } from '../../domain/sealing/sealedValue.ts';

/**
 * What priced a payslip and its own columns do not hold: the request less its run's jurisdiction, as-of date and
 * period, and the year to date before (the payslip's ytd_before).
 */
export type PayslipInputs = Omit<PricingRequest, 'ytd' | 'jurisdiction' | 'asOfDate' | 'periodStart' | 'periodEnd'>;

export function payslipInputsOf(request: PricingRequest): PayslipInputs {
  const { ytd: _ytd, jurisdiction: _jurisdiction, asOfDate: _asOfDate, periodStart: _periodStart, periodEnd: _periodEnd, ...inputs } = request;
  return inputs;
}

const contextOf = (id: string) => sealContext('payslip_inputs', id, 'inputs');

/**
 * A chunk's payslips' inputs in one seal, by payslip id (migration 073): one cipher per chunk, not per payslip,
 * over the JSON deflated first: a chunk's inputs repeat the same keys and mostly the same values, so the stored
 * seal is about a tenth of what sealing each payslip's apart wrote (ciphertext does not compress).
 */
export function sealPayslipInputs(keyring: DataKeyring, payslips: readonly { id: string; inputs: PayslipInputs }[]): SealedPayslipInputs {
  const id = newId();
  const byPayslip: Record<string, PayslipInputs> = {};
  for (const payslip of payslips) byPayslip[payslip.id] = payslip.inputs;
  return { id, sealed: sealBytesNow(keyring, contextOf(id), deflateRawSync(JSON.stringify(byPayslip), { level: 1 })) };
}

/** What priced one payslip, to reproduce or audit it: from its own seal (before migration 073) or its chunk's. */
export async function inputsOfPayslip(ctx: CommandContext, payslipId: string): Promise<PayslipInputs | undefined> {
  const sealed = await sealedInputsOfPayslip(ctx.tx, payslipId);
  if (sealed === undefined) return undefined;
  if ('own' in sealed) return openSealedValueNow(ctx.keyring, sealContext('payslip', payslipId, 'inputs'), sealed.own) as PayslipInputs;
  const json = inflateRawSync(openBytesNow(ctx.keyring, contextOf(sealed.chunk.id), sealed.chunk.sealed)).toString('utf8');
  return (JSON.parse(json) as Record<string, PayslipInputs>)[payslipId];
}
