import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';
import {
  departmentExample,
  employeeExample,
  employeeUpdateExample,
  newDepartmentExample,
  newEmployeeExample,
  newPayRunExample,
  organizationExample,
  payPayRunExample,
  payRunExample,
  payslipExample,
  transitionExample,
} from '../../api/examples/resources.ts';

/** The document's examples, sent to the service: the requests are accepted, and the answers have the examples' shape. */
let api: ApiHarness;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
});
afterAll(() => api.close());

const call = (method: string, path: string, body?: unknown) => api.json(method, path, { token: tenant.token, body });

/** Every key path of a JSON value (array items as []), so two values of one shape give the same list. */
function shape(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.length ? shape(value[0], `${prefix}[]`) : [`${prefix}[]`];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [`${prefix}.${k}`, ...shape(v, `${prefix}.${k}`)]).sort();
  return [];
}

describe('the OpenAPI examples', () => {
  it('are requests the service accepts, answering in the shape of the response examples', async () => {
    expect(shape((await call('GET', '/organization')).body)).toEqual(shape(organizationExample));

    const department = await call('POST', '/departments', newDepartmentExample);
    expect(department.status).toBe(201);
    expect(shape(department.body)).toEqual(shape(departmentExample));

    const employee = await call('POST', '/employees', newEmployeeExample);
    expect(employee.status).toBe(201);
    expect(shape(employee.body)).toEqual(shape(employeeExample));
    expect(employee.body).toMatchObject({ full_name: employeeExample.full_name, first_name: 'Amina', middle_name: 'Wanjiru', last_name: 'Otieno' });
    const updated = await call('PATCH', `/employees/${employee.body.id}`, employeeUpdateExample);
    expect(updated.status).toBe(200);

    const run = await call('POST', '/pay_runs', newPayRunExample);
    expect(run.status).toBe(201);
    expect(run.body).toMatchObject({ ...payRunExample('draft'), id: run.body.id, created_at: run.body.created_at, updated_at: run.body.updated_at });
    const calculated = await call('POST', `/pay_runs/${run.body.id}/calculate`);
    expect(calculated.body.status).toBe('calculated');
    expect(shape(calculated.body)).toEqual(shape(payRunExample('calculated')));
    const payslips = await call('GET', `/pay_runs/${run.body.id}/payslips`);
    expect(shape(payslips.body.data[0])).toEqual(shape(payslipExample()));
    // The amounts are the engine's own: the example is what the service prices for newEmployeeExample.
    const payslip = payslips.body.data[0];
    expect(payslip).toEqual({ ...payslipExample(), id: payslip.id, pay_run_id: run.body.id, employee_id: employee.body.id, created_at: payslip.created_at, updated_at: payslip.updated_at });
    expect(calculated.body.totals).toEqual(payRunExample('calculated').totals);

    expect((await call('POST', `/pay_runs/${run.body.id}/approve`)).status).toBe(200);
    const paid = await call('POST', `/pay_runs/${run.body.id}/pay`, payPayRunExample);
    expect(paid.body.status).toBe('paid');
    expect(shape(paid.body)).toEqual(shape(payRunExample('paid')));
    const transitions = await call('GET', `/pay_runs/${run.body.id}/transitions`);
    expect(shape(transitions.body.data[1])).toEqual(shape({ ...transitionExample, details: transitions.body.data[1].details }));
  });
});
