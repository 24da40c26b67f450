import type { ListItem, ListOperationId, OperationInput } from './operationTypes.ts';

type Paginate = <K extends ListOperationId>(operationId: K, input?: OperationInput<K>) => AsyncGenerator<ListItem<K>, void, undefined>;
type Query<K extends ListOperationId> = OperationInput<K>['query'];
type Items<K extends ListOperationId> = AsyncGenerator<ListItem<K>, void, undefined>;

/** Every list endpoint as an async iterator, named by the resource it lists. */
export interface ListResources {
  employees: {
    list(query?: Query<'listEmployees'>): Items<'listEmployees'>;
    deductions(employeeId: string): Items<'listDeductions'>;
  };
  departments: { list(query?: Query<'listDepartments'>): Items<'listDepartments'> };
  positions: { list(query?: Query<'listPositions'>): Items<'listPositions'> };
  locations: { list(query?: Query<'listLocations'>): Items<'listLocations'> };
  payRuns: {
    list(query?: Query<'listPayRuns'>): Items<'listPayRuns'>;
    payslips(payRunId: string): Items<'listPayslipsOfPayRun'>;
    transitions(payRunId: string): Items<'listPayRunTransitions'>;
    items(payRunId: string): Items<'listPayRunItems'>;
  };
  paySchedules: { list(): Items<'listPaySchedules'> };
  filings: { list(query?: Query<'listFilings'>): Items<'listFilings'> };
  webhookEndpoints: { list(): Items<'listWebhookEndpoints'> };
  events: { list(query?: Query<'listEvents'>): Items<'listEvents'> };
}

// 100 a page, the most the API gives, so a long walk takes as few requests as it can.
const page = { limit: 100 };

export function listsByResource(client: { paginate: Paginate }): ListResources {
  const { paginate } = client;
  return {
    employees: {
      list: (query) => paginate('listEmployees', { query: { ...page, ...query } }),
      deductions: (employee_id) => paginate('listDeductions', { path: { employee_id }, query: page }),
    },
    departments: { list: (query) => paginate('listDepartments', { query: { ...page, ...query } }) },
    positions: { list: (query) => paginate('listPositions', { query: { ...page, ...query } }) },
    locations: { list: (query) => paginate('listLocations', { query: { ...page, ...query } }) },
    payRuns: {
      list: (query) => paginate('listPayRuns', { query: { ...page, ...query } }),
      payslips: (id) => paginate('listPayslipsOfPayRun', { path: { id }, query: page }),
      transitions: (id) => paginate('listPayRunTransitions', { path: { id }, query: page }),
      items: (pay_run_id) => paginate('listPayRunItems', { path: { pay_run_id }, query: page }),
    },
    paySchedules: { list: () => paginate('listPaySchedules', { query: page }) },
    filings: { list: (query) => paginate('listFilings', { query: { ...page, ...query } }) },
    webhookEndpoints: { list: () => paginate('listWebhookEndpoints', { query: page }) },
    events: { list: (query) => paginate('listEvents', { query: { ...page, ...query } }) },
  };
}
