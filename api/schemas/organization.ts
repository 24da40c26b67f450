import { z } from '@hono/zod-openapi';
import { DateTime, Uuid } from './common.ts';
import type { OrganizationRow } from '../../db/organizations.ts';

export const Organization = z
  .object({
    id: Uuid,
    object: z.literal('organization'),
    name: z.string(),
    country_code: z.string().nullable(),
    default_currency: z.string().openapi({ description: 'ISO 4217 code new employees are denominated in unless they say otherwise' }),
    status: z.enum(['active', 'suspended', 'deactivated']).openapi({ description: 'Only an active organization can be written to; a suspended one can still be read' }),
    kyc_status: z.enum(['not_started', 'pending', 'verified', 'rejected']).openapi({
      description: 'Payroll cannot be calculated until it is verified.',
    }),
    created_at: DateTime,
  })
  .openapi('Organization');

export function presentOrganization(row: OrganizationRow): z.infer<typeof Organization> {
  return {
    id: row.id,
    object: 'organization',
    name: row.name,
    country_code: row.country_code,
    default_currency: row.default_currency,
    status: row.status,
    kyc_status: row.kyc_status,
    created_at: row.created_at.toISOString(),
  };
}
