// Generated from the service's GET /api/v1/openapi.json by clients/typescript/scripts/generate.ts (the operation table).
// Do not edit: run `npm run generate -w payroll-service-client` against a running service instead.

/** Every operation of the API by operationId: how to call it. */
export const operationRoutes = {
  "retrieveOrganization": {
    "method": "GET",
    "path": "/organization",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "listEmployees": {
    "method": "GET",
    "path": "/employees",
    "idempotent": false,
    "list": true,
    "requestType": null,
    "responseType": "application/json"
  },
  "createEmployee": {
    "method": "POST",
    "path": "/employees",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "retrieveEmployee": {
    "method": "GET",
    "path": "/employees/{id}",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "updateEmployee": {
    "method": "PATCH",
    "path": "/employees/{id}",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "recordEmployeeLeaving": {
    "method": "POST",
    "path": "/employees/{id}/leave",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "acknowledgeBankNameMismatch": {
    "method": "POST",
    "path": "/employees/{id}/bank_name_check/acknowledge",
    "idempotent": true,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "importEmployees": {
    "method": "POST",
    "path": "/employee_imports",
    "idempotent": true,
    "list": false,
    "requestType": "application/x-ndjson",
    "responseType": "application/json"
  },
  "retrieveEmployeeImport": {
    "method": "GET",
    "path": "/employee_imports/{id}",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "listDepartments": {
    "method": "GET",
    "path": "/departments",
    "idempotent": false,
    "list": true,
    "requestType": null,
    "responseType": "application/json"
  },
  "createDepartment": {
    "method": "POST",
    "path": "/departments",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "listPositions": {
    "method": "GET",
    "path": "/positions",
    "idempotent": false,
    "list": true,
    "requestType": null,
    "responseType": "application/json"
  },
  "createPosition": {
    "method": "POST",
    "path": "/positions",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "listLocations": {
    "method": "GET",
    "path": "/locations",
    "idempotent": false,
    "list": true,
    "requestType": null,
    "responseType": "application/json"
  },
  "createLocation": {
    "method": "POST",
    "path": "/locations",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "listPayRuns": {
    "method": "GET",
    "path": "/pay_runs",
    "idempotent": false,
    "list": true,
    "requestType": null,
    "responseType": "application/json"
  },
  "createPayRun": {
    "method": "POST",
    "path": "/pay_runs",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "retrievePayRun": {
    "method": "GET",
    "path": "/pay_runs/{id}",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "calculatePayRun": {
    "method": "POST",
    "path": "/pay_runs/{pay_run_id}/calculate",
    "idempotent": true,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "approvePayRun": {
    "method": "POST",
    "path": "/pay_runs/{pay_run_id}/approve",
    "idempotent": true,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "reopenPayRun": {
    "method": "POST",
    "path": "/pay_runs/{pay_run_id}/reopen",
    "idempotent": true,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "payPayRun": {
    "method": "POST",
    "path": "/pay_runs/{pay_run_id}/pay",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "getPaymentFile": {
    "method": "GET",
    "path": "/pay_runs/{pay_run_id}/payment_file",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/xml"
  },
  "listPayRunTransitions": {
    "method": "GET",
    "path": "/pay_runs/{id}/transitions",
    "idempotent": false,
    "list": true,
    "requestType": null,
    "responseType": "application/json"
  },
  "listPayslipsOfPayRun": {
    "method": "GET",
    "path": "/pay_runs/{id}/payslips",
    "idempotent": false,
    "list": true,
    "requestType": null,
    "responseType": "application/json"
  },
  "retrievePayslip": {
    "method": "GET",
    "path": "/payslips/{id}",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "listFilings": {
    "method": "GET",
    "path": "/filings",
    "idempotent": false,
    "list": true,
    "requestType": null,
    "responseType": "application/json"
  },
  "createFiling": {
    "method": "POST",
    "path": "/filings",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "retrieveFiling": {
    "method": "GET",
    "path": "/filings/{id}",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "getFilingDocument": {
    "method": "GET",
    "path": "/filings/{id}/document",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/xml"
  },
  "submitFiling": {
    "method": "POST",
    "path": "/filings/{id}/submit",
    "idempotent": true,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "markFilingFiled": {
    "method": "POST",
    "path": "/filings/{id}/mark_filed",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "prepareFiling": {
    "method": "POST",
    "path": "/filings/{id}/prepare",
    "idempotent": true,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "setEmployerReferences": {
    "method": "POST",
    "path": "/employer_references",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "setEmployeeFilingInputs": {
    "method": "PUT",
    "path": "/employees/{id}/filing_inputs",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "getP60": {
    "method": "GET",
    "path": "/employees/{id}/p60",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "getP60Pdf": {
    "method": "GET",
    "path": "/employees/{id}/p60/pdf",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/pdf"
  },
  "getP45": {
    "method": "GET",
    "path": "/employees/{id}/p45",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "getP45Pdf": {
    "method": "GET",
    "path": "/employees/{id}/p45/pdf",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/pdf"
  },
  "getIrp5": {
    "method": "GET",
    "path": "/employees/{id}/irp5",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "getIrp5Pdf": {
    "method": "GET",
    "path": "/employees/{id}/irp5/pdf",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/pdf"
  },
  "getP9a": {
    "method": "GET",
    "path": "/employees/{id}/p9a",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "getP9aPdf": {
    "method": "GET",
    "path": "/employees/{id}/p9a/pdf",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/pdf"
  },
  "testHelperMovePayment": {
    "method": "POST",
    "path": "/test_helpers/payslips/{id}/payment_status",
    "idempotent": false,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "testHelperAnswerFiling": {
    "method": "POST",
    "path": "/test_helpers/filings/{id}/gateway_answer",
    "idempotent": false,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "getPayslipPdf": {
    "method": "GET",
    "path": "/payslips/{id}/pdf",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/pdf"
  },
  "exportPayslipsOfPayRun": {
    "method": "GET",
    "path": "/pay_runs/{id}/payslips.ndjson",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/x-ndjson"
  },
  "listPayRunItems": {
    "method": "GET",
    "path": "/pay_runs/{pay_run_id}/items",
    "idempotent": false,
    "list": true,
    "requestType": null,
    "responseType": "application/json"
  },
  "addPayRunItem": {
    "method": "POST",
    "path": "/pay_runs/{pay_run_id}/items",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "removePayRunItem": {
    "method": "DELETE",
    "path": "/pay_runs/{pay_run_id}/items/{item_id}",
    "idempotent": true,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "putOpeningBalances": {
    "method": "PUT",
    "path": "/employees/{id}/opening_balances/{tax_year}",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "listPayRunWarnings": {
    "method": "GET",
    "path": "/pay_runs/{pay_run_id}/warnings",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "listWebhookEndpoints": {
    "method": "GET",
    "path": "/webhook_endpoints",
    "idempotent": false,
    "list": true,
    "requestType": null,
    "responseType": "application/json"
  },
  "createWebhookEndpoint": {
    "method": "POST",
    "path": "/webhook_endpoints",
    "idempotent": false,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "retrieveWebhookEndpoint": {
    "method": "GET",
    "path": "/webhook_endpoints/{id}",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "deleteWebhookEndpoint": {
    "method": "DELETE",
    "path": "/webhook_endpoints/{id}",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "updateWebhookEndpoint": {
    "method": "PATCH",
    "path": "/webhook_endpoints/{id}",
    "idempotent": false,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "rotateWebhookEndpointSecret": {
    "method": "POST",
    "path": "/webhook_endpoints/{id}/rotate_secret",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "listEvents": {
    "method": "GET",
    "path": "/events",
    "idempotent": false,
    "list": true,
    "requestType": null,
    "responseType": "application/json"
  },
  "retrieveEvent": {
    "method": "GET",
    "path": "/events/{id}",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "redeliverEvent": {
    "method": "POST",
    "path": "/events/{id}/redeliver",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "retrieveLedgerAccounts": {
    "method": "GET",
    "path": "/accounting/accounts",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "replaceLedgerAccounts": {
    "method": "PUT",
    "path": "/accounting/accounts",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "getPayRunJournal": {
    "method": "GET",
    "path": "/pay_runs/{pay_run_id}/journal",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "listDeductions": {
    "method": "GET",
    "path": "/employees/{employee_id}/deductions",
    "idempotent": false,
    "list": true,
    "requestType": null,
    "responseType": "application/json"
  },
  "createDeduction": {
    "method": "POST",
    "path": "/employees/{employee_id}/deductions",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "retrieveDeduction": {
    "method": "GET",
    "path": "/employees/{employee_id}/deductions/{deduction_id}",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "stopDeduction": {
    "method": "DELETE",
    "path": "/employees/{employee_id}/deductions/{deduction_id}",
    "idempotent": true,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "changeDeduction": {
    "method": "PATCH",
    "path": "/employees/{employee_id}/deductions/{deduction_id}",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "listPaySchedules": {
    "method": "GET",
    "path": "/pay_schedules",
    "idempotent": false,
    "list": true,
    "requestType": null,
    "responseType": "application/json"
  },
  "createPaySchedule": {
    "method": "POST",
    "path": "/pay_schedules",
    "idempotent": true,
    "list": false,
    "requestType": "application/json",
    "responseType": "application/json"
  },
  "retrievePaySchedule": {
    "method": "GET",
    "path": "/pay_schedules/{id}",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  },
  "listUpcomingPayPeriods": {
    "method": "GET",
    "path": "/pay_schedules/{id}/upcoming",
    "idempotent": false,
    "list": false,
    "requestType": null,
    "responseType": "application/json"
  }
} as const;

export type OperationId = keyof typeof operationRoutes;
