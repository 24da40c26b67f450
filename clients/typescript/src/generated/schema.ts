// Generated from the service's GET /api/v1/openapi.json by clients/typescript/scripts/generate.ts (openapi-typescript).
// Do not edit: run `npm run generate -w payroll-service-client` against a running service instead.

export interface paths {
    "/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization the key belongs to
         * @description Also the way to check that a key and environment are wired correctly. Its scope, organization.read, is implied by every key.
         */
        get: operations["retrieveOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List employees
         * @description Active employees, oldest first, a page at a time (pass next_cursor as starting_after). archived=true lists the archived ones instead.
         */
        get: operations["listEmployees"];
        put?: never;
        /**
         * Create an employee
         * @description Write-only fields (tax_profile, household_composition, birthdate, phone, bank_details, statutory_ids, compensation amounts) are sealed at rest and never returned. tax_profile takes the fields of the jurisdiction (TaxProfile<CC>); bank_details exactly one scheme (BankDetails<Scheme>).
         */
        post: operations["createEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an employee
         * @description The read shape: write-only fields are never returned.
         */
        get: operations["retrieveEmployee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an employee
         * @description Omitted fields are left untouched. Compensation entries close and append. jurisdiction and denomination_currency cannot change.
         */
        patch: operations["updateEmployee"];
        trace?: never;
    };
    "/employees/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that an employee leaves
         * @description Sets end_date to leaving_date and keeps the reason. The GB FPS of the run covering the date carries it as the leaving date. A date before a period the employee was already priced for is refused (422, details.fields.leaving_date names the run).
         */
        post: operations["recordEmployeeLeaving"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employees/{id}/bank_name_check/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge a bank name mismatch
         * @description The account on file did not match the employee's name. Acknowledging it (who and when are recorded) lets payments by rail go to it again, including the ones it held. Only a mismatch can be acknowledged (409 otherwise).
         */
        post: operations["acknowledgeBankNameMismatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employee_imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import employees
         * @description Up to 100000 employees as JSON lines (Content-Type: application/x-ndjson), each line a POST /employees body with the same fields and rules, at most 256 MiB (read as a stream, never held whole). Answers 202 once the upload is stored; the rows are validated and written in the background. A row that fails writes nothing and is listed with its line number and fields; the other rows go in.
         */
        post: operations["importEmployees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employee_imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow an employee import
         * @description Progress and failed rows (row number and fields), at most 1000 per answer.
         */
        get: operations["retrieveEmployeeImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List departments
         * @description The organization's departments, oldest first.
         */
        get: operations["listDepartments"];
        put?: never;
        /**
         * Create a department
         * @description A department name employees refer to by department_id.
         */
        post: operations["createDepartment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List positions
         * @description The organization's positions, oldest first.
         */
        get: operations["listPositions"];
        put?: never;
        /**
         * Create a position
         * @description A position name employees refer to by position_id.
         */
        post: operations["createPosition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List locations
         * @description The organization's locations, oldest first.
         */
        get: operations["listLocations"];
        put?: never;
        /**
         * Create a location
         * @description A location name employees refer to by location_id.
         */
        post: operations["createLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pay runs
         * @description Newest first, a page at a time; filter by status or updated_since.
         */
        get: operations["listPayRuns"];
        put?: never;
        /**
         * Create a pay run (draft)
         * @description A draft run for one jurisdiction and period. One run per jurisdiction and period may be open at a time (409 otherwise). pay_frequency is monthly unless given, and monthly takes any period (priced as the tax month of period_end). Weekly, fortnightly and four-weekly pay (GB only) need a period of exactly 7, 14 or 28 days; otherwise, or for a frequency the jurisdiction does not price, the answer is 422 validation_failed with details.reason period_does_not_match_frequency or pay_frequency_not_supported, and nothing is written.
         */
        post: operations["createPayRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a pay run
         * @description Its status and totals; poll it while it reads calculating.
         */
        get: operations["retrievePayRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_runs/{pay_run_id}/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calculate a pay run
         * @description Prices every employee of the run's jurisdiction. 200 employees or fewer: priced inside the request (reads calculated). More: priced in the background (reads calculating; poll until calculated). Safe to repeat: a recalculation first reverses the prior calculation's year-to-date contributions.
         */
        post: operations["calculatePayRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_runs/{pay_run_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a calculated pay run
         * @description calculated → approved. Every payslip's payment_status becomes not_sent. A recalculation needs a reopen first.
         */
        post: operations["approvePayRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_runs/{pay_run_id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen an approved pay run
         * @description approved → calculated, payments back to none. A paid run is never reopened: corrections arrive on the next run.
         */
        post: operations["reopenPayRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_runs/{pay_run_id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an approved pay run
         * @description approved → paid. The run and its payslips are then immutable; payments move on as the bank reports.
         */
        post: operations["payPayRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_runs/{pay_run_id}/payment_file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The run's bank payment file (ISO 20022 pain.001.001.09)
         * @description One credit transfer per payment going through the bank (not paid_by_employer), in the payment currency, EndToEndId = the payslip id without hyphens, debited from the organization's debtor account. The same bytes at every download.
         */
        get: operations["getPaymentFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_runs/{id}/transitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A pay run's state history
         * @description Every transition of the run, oldest first, with the key or actor that caused it.
         */
        get: operations["listPayRunTransitions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_runs/{id}/payslips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A pay run's payslips
         * @description One per employee priced, line items included, a page at a time. Every page carries a strong `ETag` that changes whenever its bytes would (a recalculation, a payment moving on); send it back in `If-None-Match` and an unchanged page answers 304 with no body, without being built. A calculated or paid run's pages keep their tag until a payment moves. For a whole run at once, GET /pay_runs/{id}/payslips.ndjson.
         */
        get: operations["listPayslipsOfPayRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payslips/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a payslip
         * @description Amounts, line items with the statutory row that priced each, and the payment status.
         */
        get: operations["retrievePayslip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List filings
         * @description Oldest first, a page at a time; filter by jurisdiction, type, period_start or status.
         */
        get: operations["listFilings"];
        put?: never;
        /**
         * Make a GB Employer Payment Summary for a tax month
         * @description A draft EPS declaring no payment for the month and/or the Employment Allowance indicator, prepared at once (ready unless blocked). A no-payment declaration for a month a GB run pays in is blocked, naming the run.
         */
        post: operations["createFiling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a filing
         * @description Its type, period, status, totals, what blocks it and the authority's errors.
         */
        get: operations["retrieveFiling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filings/{id}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document exactly as the authority takes it
         * @description GB: the GovTalk message with its IRmark. KE and GH: the CSV the authority's portal takes (KE P10: iTax sheet B rows; NSSF, SHIF, housing levy; GH DT 0107a and SSNIT), media type text/csv. 409 while the filing is blocked (no document is written then).
         */
        get: operations["getFilingDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filings/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a ready filing
         * @description ready → submitted; the filing actor sends it to the authority once and polls for its answer. 409 for any other status.
         */
        post: operations["submitFiling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filings/{id}/mark_filed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the authority's reference for an uploaded filing
         * @description ready → accepted for a filing an operator uploads to the authority's portal (channel `upload`). The same reference again is a replay that changes nothing; another reference is 409, as is a filing sent through the gateway.
         */
        post: operations["markFilingFiled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filings/{id}/prepare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Build a filing again after a correction
         * @description A draft or ready filing is built again from what is on file; a rejected one goes back to draft first. 409 once sent or settled.
         */
        post: operations["prepareFiling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employer_references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the employer's references with an authority
         * @description Each country's references with its authority (GB: the PAYE and Accounts Office references; KE: the employer's KRA PIN and NSSF number; ZA: SARS's PAYE, SDL and UIF references; SG: the UEN, the CPF Submission Number and the person IRAS's IR8A header names as authorised (name, designation, phone, email); NG: the TIN and PenCom employer code; GH: the TIN and SSNIT number); a field left out keeps its value. The country's draft filings are prepared again by the filing actor once this commits (shortly after the answer).
         */
        post: operations["setEmployerReferences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employees/{id}/filing_inputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set what the authority's filings need of an employee
         * @description Write-only (never returned): GB gender as HMRC holds it and a new starter's declaration; KE residential status and employee type for the P10, national ID number for NSSF and SHA, a disability exemption certificate number; GH secondary employment (DT 0107a); NG state of residence and Pension Fund Administrator. Closed lists are taken in any case. The draft filings reporting the employee are prepared again by the filing actor once this commits (shortly after the answer).
         */
        put: operations["setEmployeeFilingInputs"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employees/{id}/p60": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A GB employee's P60 for a tax year
         * @description The sums of the employee's payslips of the year. 422 for a leaver (who has a P45) or a year without payslips.
         */
        get: operations["getP60"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employees/{id}/p60/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A GB employee's P60 as PDF
         * @description The same figures as the JSON, laid out with the payslip document engine.
         */
        get: operations["getP60Pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employees/{id}/p45": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A GB leaver's P45 (parts 1A, 2 and 3)
         * @description 422 for an employee who has not left.
         */
        get: operations["getP45"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employees/{id}/p45/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A GB leaver's P45 as PDF
         * @description Parts 1A, 2 and 3, laid out with the payslip document engine.
         */
        get: operations["getP45Pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employees/{id}/irp5": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A ZA employee's IRP5 / IT3(a) for a tax year
         * @description The employee's record in the year's EMP501 reconciliation, from the paid runs of the year. 422 naming each missing input, or for a year without paid runs.
         */
        get: operations["getIrp5"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employees/{id}/irp5/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A ZA employee's IRP5 / IT3(a) as PDF
         * @description The same figures as the JSON, laid out with the payslip document engine; the same bytes on every render.
         */
        get: operations["getIrp5Pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employees/{id}/p9a": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A Kenyan employee's P9A tax deduction card for a year of income
         * @description KRA's P9A: a row per month and the year's totals, each the sum of the employee's payslips. 422 naming the field when the employee's or the employer's KRA PIN is missing, or for a year without payslips.
         */
        get: operations["getP9a"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employees/{id}/p9a/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A Kenyan employee's P9A as PDF
         * @description The same figures as the JSON, laid out with the payslip document engine.
         */
        get: operations["getP9aPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test_helpers/payslips/{id}/payment_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staging only: move a sent payment the way the bank would
         * @description A payment in sent moves to arrived, returned or refused, as a bank report would move it. Absent (404) in production.
         */
        post: operations["testHelperMovePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test_helpers/filings/{id}/gateway_answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staging only: answer a submitted filing the way the authority would
         * @description A submitted filing is accepted or rejected (with the errors given, kept verbatim), without waiting for the filing actor. Absent (404) in production.
         */
        post: operations["testHelperAnswerFiling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payslips/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A payslip as PDF
         * @description Rendered on demand from the stored payslip and the rules that priced it, never stored as a file; byte-identical on every render. Errors use the JSON error envelope.
         */
        get: operations["getPayslipPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_runs/{id}/payslips.ndjson": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All of a pay run's payslips, streamed
         * @description Every payslip of the run as newline-delimited JSON: one Payslip object per line (the same bytes as the entries of the run's pages, in the same order), each ended by a newline. Streamed from one snapshot of the run, in constant memory on both sides, at the pace the client reads. An empty run is an empty body.
         */
        get: operations["exportPayslipsOfPayRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_runs/{pay_run_id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A pay run's one-off pay items
         * @description The items added to the run, in the order they were added, as a list envelope.
         */
        get: operations["listPayRunItems"];
        put?: never;
        /**
         * Add a one-off pay item (bonus, commission, overtime, deduction)
         * @description One-off pay for one employee in this run only, on a draft or calculated run (409 otherwise). It is priced by the next calculation and shown on the payslip as its own line, rule_version_ref "pay_run_item:<id>". Calculate again after a change: until then the run's warnings list the item as pay_item_not_priced.
         */
        post: operations["addPayRunItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_runs/{pay_run_id}/items/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a one-off pay item
         * @description One-off pay for one employee in this run only, on a draft or calculated run (409 otherwise). It is priced by the next calculation and shown on the payslip as its own line, rule_version_ref "pay_run_item:<id>". Calculate again after a change: until then the run's warnings list the item as pay_item_not_priced.
         */
        delete: operations["removePayRunItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employees/{id}/opening_balances/{tax_year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Seed an employee's year to date for a tax year
         * @description For an employee paid earlier in the tax year by another system, or a new starter's previous employment (P45). tax_year is the jurisdiction's label (GB "2025-26", KE "2025") or any date in it. Write-only: the figures are sealed and never returned. Replaces what was there; refused with 409 once a run of that tax year has priced the employee.
         */
        put: operations["putOpeningBalances"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_runs/{pay_run_id}/warnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Why employees were not priced, and what looks wrong in what was
         * @description Not priced: archived, not_employed_in_period, no_compensation_in_period. Priced: cumulative_year_to_date_missing (GB cumulative code, earlier months of the tax year neither run here nor seeded by opening balances), statutory_id_missing (the tax identifier the filings need), negative_net, pay_item_not_priced; beyond_published_tables (the run as a whole) when its tax year is later than the newest statutory tables the service has. A calculated run with no payslips always carries no_payslips.
         */
        get: operations["listPayRunWarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Oldest first. Secrets are never returned after creation or rotation.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Subscribe an endpoint to events
         * @description The response carries the signing `secret`, shown this once. Production refuses URLs that are not https or that resolve to loopback, private, link-local or otherwise non-public addresses (422); staging accepts them, to reach a receiver on a laptop.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook_endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a webhook endpoint
         * @description An endpoint disabled after failing continuously for 3 days says so in `disabled_reason` and `disabled_at`.
         */
        get: operations["retrieveWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Nothing more is sent to it; its waiting deliveries read failed. Past attempts stay on their events.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Any of `url`, `events`, `description`, `disabled`. Disabling stops its waiting deliveries (they read failed); `disabled: false` enables it again and forgets its failures. A new URL is checked like one on creation.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/webhook_endpoints/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint's signing secret
         * @description Returns the new secret, shown this once. For the next 24 hours every delivery carries one `v1=` signature per live secret (the new one first), so a receiver can switch at its own pace; then only the new one signs.
         */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Every event of the organization, oldest first, whether or not an endpoint was subscribed when it happened. Kept for at least 30 days. Filter by `type` and by creation time: `created[gte]` (inclusive) and `created[lt]` (exclusive).
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an event with its deliveries
         * @description The event as it is delivered, with each delivery (one per endpoint) and every attempt: endpoint, time, response status or error, duration.
         */
        get: operations["retrieveEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an event again
         * @description A new delivery to every enabled endpoint subscribed to its type now, with the same event id, so a receiver deduplicates it.
         */
        post: operations["redeliverEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounting/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's ledger account map
         * @description Empty until first PUT.
         */
        get: operations["retrieveLedgerAccounts"];
        /**
         * Map line codes and payment destinations to the organization's ledger accounts
         * @description Replaces the whole map. Each payslip line code gets an expense_account (earnings, employer costs) and/or a liability_account (deductions, employer costs); each payment destination the account net pay payable is credited to. Journals name what is left unmapped.
         */
        put: operations["replaceLedgerAccounts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_runs/{pay_run_id}/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A pay run's accounting journal
         * @description Gross pay by department (cost centre), employer costs, deductions and employer costs owed by authority, and net pay payable, debits equal to credits to the minor unit. A calculated run's journal is a preview. format=xero_csv gives Xero's manual journal import file, format=quickbooks_online_csv QuickBooks Online's journal entry import file; both answer 422 naming each missing mapping.
         */
        get: operations["getPayRunJournal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employees/{employee_id}/deductions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An employee's deductions
         * @description Oldest first, stopped ones included.
         */
        get: operations["listDeductions"];
        put?: never;
        /**
         * Add a deduction that carries a balance (loan, advance, court order, dues)
         * @description Each calculated run takes the next instalment after the statutory lines, highest priority first, never below the protected amount, the jurisdiction's statutory floor (docs/deductions.md) or zero net; it stops when total_minor is recovered. The payslip line shows the balance left.
         */
        post: operations["createDeduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employees/{employee_id}/deductions/{deduction_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A deduction with its balance and history
         * @description recovered_minor counts approved and paid runs; a reopened run gives its instalment back.
         */
        get: operations["retrieveDeduction"];
        put?: never;
        post?: never;
        /**
         * Stop a deduction
         * @description No instalment from effective_from on; the deduction and what it took stay readable.
         */
        delete: operations["stopDeduction"];
        options?: never;
        head?: never;
        /**
         * Pause, resume or change the instalment, from a date
         * @description Adds an effective-dated term; a term of the same date is replaced.
         */
        patch: operations["changeDeduction"];
        trace?: never;
    };
    "/pay_schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pay schedules
         * @description Oldest first, a page at a time.
         */
        get: operations["listPaySchedules"];
        put?: never;
        /**
         * Create a pay schedule
         * @description The scheduler makes each period's draft run create_days_ahead days before its pay date, exactly once. Pay dates keep off weekends and the jurisdiction's public holidays (docs/pay-schedules.md). A rule that could leave a period without a pay date is 422 naming the field.
         */
        post: operations["createPaySchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a pay schedule
         * @description Its terms.
         */
        get: operations["retrievePaySchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay_schedules/{id}/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The next periods and pay dates of a schedule
         * @description From the period holding `from` (today by default).
         */
        get: operations["listUpcomingPayPeriods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Organization: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "organization";
            name: string;
            country_code: string | null;
            /** @description ISO 4217 code new employees are denominated in unless they say otherwise */
            default_currency: string;
            /**
             * @description Only an active organization can be written to; a suspended one can still be read
             * @enum {string}
             */
            status: "active" | "suspended" | "deactivated";
            /**
             * @description Payroll cannot be calculated until it is verified.
             * @enum {string}
             */
            kyc_status: "not_started" | "pending" | "verified" | "rejected";
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            created_at: string;
        };
        Error401: {
            error: {
                /**
                 * @description Stable, machine-readable; branch on it, not on message
                 * @enum {string}
                 */
                code: "missing_token" | "invalid_token" | "revoked" | "expired";
                /** @description For people; may change */
                message: string;
                /** @description validation_failed and invalid_request: `fields` maps each bad field (a JSON path) to the reason. insufficient_scope: `required_scope` */
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        Error429: {
            error: {
                /**
                 * @description Stable, machine-readable; branch on it, not on message
                 * @enum {string}
                 */
                code: "rate_limited";
                /** @description For people; may change */
                message: string;
                /** @description validation_failed and invalid_request: `fields` maps each bad field (a JSON path) to the reason. insufficient_scope: `required_scope` */
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        EmployeeList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Employee"][];
            /** @description Whether more items follow this page */
            has_more: boolean;
            /**
             * Format: uuid
             * @description Pass as starting_after for the next page; null on the last page
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            next_cursor: string | null;
        };
        Employee: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "employee";
            staff_id: string | null;
            /** @description Derived from the name parts; never includes the honorific */
            full_name: string;
            title: string | null;
            first_name: string;
            middle_name: string | null;
            last_name: string | null;
            suffix: string | null;
            /**
             * @description An employee is priced with PAYE and social contributions; a contractor with the withholding tax on fees
             * @enum {string}
             */
            classification: "employee" | "contractor";
            /** @description The country whose statutory rules price this person (GB, KE, NG, GH, ZA, SG) */
            jurisdiction: string;
            /** @description ISO 4217 code compensation amounts are written in */
            denomination_currency: string;
            /** @description ISO 4217 code net pay is paid in; converted at the run's rate when it differs */
            payment_currency: string;
            /**
             * Format: date
             * @example 2025-07-31
             */
            start_date: string | null;
            /**
             * Format: date
             * @example 2025-07-31
             */
            end_date: string | null;
            /** @description Archived employees keep their payslips but no new run prices them */
            archived: boolean;
            /**
             * @description How the name the bank holds compares with the employee's; a mismatch holds rail payments until acknowledged. Null until checked
             * @enum {string|null}
             */
            bank_name_check: "matched" | "close" | "mismatch" | "unavailable" | null;
            /**
             * Format: date-time
             * @description When the bank last answered the name check
             * @example 2025-07-31T12:00:00.000Z
             */
            bank_name_checked_at: string | null;
            department: string | null;
            position: string | null;
            location: string | null;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            updated_at: string;
        };
        Error400: {
            error: {
                /**
                 * @description Stable, machine-readable; branch on it, not on message
                 * @enum {string}
                 */
                code: "invalid_request";
                /** @description For people; may change */
                message: string;
                /** @description validation_failed and invalid_request: `fields` maps each bad field (a JSON path) to the reason. insufficient_scope: `required_scope` */
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        Error403: {
            error: {
                /**
                 * @description Stable, machine-readable; branch on it, not on message
                 * @enum {string}
                 */
                code: "insufficient_scope" | "organization_not_operable";
                /** @description For people; may change */
                message: string;
                /** @description validation_failed and invalid_request: `fields` maps each bad field (a JSON path) to the reason. insufficient_scope: `required_scope` */
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        Error404: {
            error: {
                /**
                 * @description Stable, machine-readable; branch on it, not on message
                 * @enum {string}
                 */
                code: "not_found";
                /** @description For people; may change */
                message: string;
                /** @description validation_failed and invalid_request: `fields` maps each bad field (a JSON path) to the reason. insufficient_scope: `required_scope` */
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        Error409: {
            error: {
                /**
                 * @description Stable, machine-readable; branch on it, not on message
                 * @enum {string}
                 */
                code: "invalid_transition" | "idempotency_in_progress";
                /** @description For people; may change */
                message: string;
                /** @description validation_failed and invalid_request: `fields` maps each bad field (a JSON path) to the reason. insufficient_scope: `required_scope` */
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        Error413: {
            error: {
                /**
                 * @description Stable, machine-readable; branch on it, not on message
                 * @enum {string}
                 */
                code: "invalid_request";
                /** @description For people; may change */
                message: string;
                /** @description validation_failed and invalid_request: `fields` maps each bad field (a JSON path) to the reason. insufficient_scope: `required_scope` */
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        Error422: {
            error: {
                /**
                 * @description Stable, machine-readable; branch on it, not on message
                 * @enum {string}
                 */
                code: "validation_failed" | "idempotency_key_reuse" | "kyc_not_verified";
                /** @description For people; may change */
                message: string;
                /** @description validation_failed and invalid_request: `fields` maps each bad field (a JSON path) to the reason. insufficient_scope: `required_scope` */
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        /** @description KE tax profile */
        TaxProfileKE: {
            /**
             * @description Monthly life, education or health insurance premiums paid, in KES minor units, for the insurance relief (default 0)
             * @default 0
             */
            insurance_premiums_minor?: number;
            /**
             * @description Holds a KRA disability exemption certificate (default false)
             * @default false
             */
            disability_exemption?: boolean;
            /**
             * @description Monthly contributions to a registered pension, provident or individual retirement fund besides NSSF (minor units); with NSSF, deductible up to KES 30,000 a month
             * @default 0
             */
            pension_contributions_minor?: number;
            /**
             * @description Monthly owner-occupier mortgage interest to a Fourth Schedule lender (minor units); deductible up to KES 30,000 a month
             * @default 0
             */
            mortgage_interest_minor?: number;
            /**
             * @description Monthly contributions to a registered post-retirement medical fund (minor units); deductible up to KES 15,000 a month from 27 Dec 2024
             * @default 0
             */
            post_retirement_medical_fund_minor?: number;
        };
        /** @description NG tax profile */
        TaxProfileNG: {
            /**
             * @description Annual rent paid, in NGN minor units, for the rent relief (default 0)
             * @default 0
             */
            annual_rent_minor?: number;
            /**
             * @description Contributes to the National Housing Fund (default false)
             * @default false
             */
            nhf?: boolean;
            /**
             * @description Contributes to the contributory pension scheme (8% employee, 10% employer); false only for persons exempt under the Pension Reform Act 2014 s.5. Default true
             * @default true
             */
            pension_member?: boolean;
            /**
             * @description Monthly voluntary pension contribution on top of the 8% (minor units), deducted and tax-relieved. Default 0
             * @default 0
             */
            pension_voluntary_minor?: number;
            /**
             * @description Life assurance or deferred annuity premiums for the year (minor units), relieved as the regime of the pay period allows. Default 0
             * @default 0
             */
            annual_life_insurance_minor?: number;
        };
        /** @description GH tax profile */
        TaxProfileGH: {
            /**
             * @description Resident for Ghana income tax (default true); non-residents pay a flat rate
             * @default true
             */
            resident?: boolean;
            /**
             * @description Monthly voluntary Tier 3 contribution by the employee (minor units); relieved with the employer share up to 16.5% of basic. Default 0
             * @default 0
             */
            tier3_employee_minor?: number;
            /**
             * @description Monthly voluntary Tier 3 contribution by the employer (minor units); above the 16.5% relief it is taxed. Default 0
             * @default 0
             */
            tier3_employer_minor?: number;
        };
        /** @description ZA tax profile */
        TaxProfileZA: {
            /**
             * @description Member of a registered medical scheme, for the medical tax credit (default false)
             * @default false
             */
            medical_scheme_member?: boolean;
            /**
             * @description Monthly contributions to pension, provident and retirement annuity funds (minor units); deductible up to 27.5% of remuneration and R350,000 a year
             * @default 0
             */
            retirement_fund_contributions_minor?: number;
            /**
             * @description The employer is exempt from the Skills Development Levy (payroll not over R500,000 in the next 12 months); default: SDL charged
             * @default false
             */
            sdl_exempt_employer?: boolean;
        };
        /** @description GB tax profile */
        TaxProfileGB: {
            /**
             * @description HMRC PAYE tax code (default 1257L); England, Wales and Northern Ireland codes only: a Scottish S code is refused
             * @default 1257L
             */
            tax_code?: string;
            /**
             * @description National Insurance category letter (default A)
             * @default A
             * @enum {string}
             */
            ni_category?: "A" | "B" | "C" | "F" | "H" | "I" | "J" | "L" | "M" | "S" | "V" | "X" | "Z";
            /**
             * @description Non-cumulative (emergency) basis: each period is taxed on its own (default false)
             * @default false
             */
            week1_month1?: boolean;
            /**
             * @description Student loan plans to collect through payroll (HMRC SL1/PGL1 start notice, P45 or starter checklist): plan_1, plan_2, plan_4, plan_5 (9% of NIC earnings above the plan threshold; with more than one undergraduate plan the lowest threshold is used) and postgraduate (6% above its threshold, alongside a plan). Default [] (no deductions).
             * @default []
             */
            student_loan_plans?: ("plan_1" | "plan_2" | "plan_4" | "plan_5" | "postgraduate")[];
            /**
             * @description Workplace pension arrangement: relief_at_source (employee contribution deducted after tax, net of 20% basic-rate relief the scheme claims), net_pay (deducted before tax, not before NICs), salary_sacrifice (pay given up for an employer contribution: reduces pay for tax, NICs and student loans). Default none (not enrolled).
             * @default none
             * @enum {string}
             */
            pension_arrangement?: "none" | "relief_at_source" | "net_pay" | "salary_sacrifice";
            /**
             * @description Pay the pension percentages apply to: qualifying_earnings (the band between the lower and upper qualifying earnings limits, Pensions Act 2008 s.13) or whole_pay. Default qualifying_earnings.
             * @default qualifying_earnings
             * @enum {string}
             */
            pension_basis?: "qualifying_earnings" | "whole_pay";
            /**
             * @description Employee pension contribution in basis points of the pension basis (500 = 5%). Default 500 (5%, the auto-enrolment minimum on qualifying earnings).
             * @default 500
             */
            pension_employee_rate_bp?: number;
            /**
             * @description Employer pension contribution in basis points of the pension basis (500 = 5%). Default 300 (3%, the auto-enrolment minimum on qualifying earnings).
             * @default 300
             */
            pension_employer_rate_bp?: number;
        };
        /** @description SG tax profile */
        TaxProfileSG: {
            /**
             * @description Citizen, permanent resident in year 1, 2 or 3+, or foreigner: decides CPF (default citizen)
             * @default citizen
             * @enum {string}
             */
            residency?: "citizen" | "pr_1" | "pr_2" | "pr_3" | "foreigner";
            /**
             * @description CPF rates of a first- or second-year permanent resident: graduated (G/G, the default), full_employer (F/G) or full (F/F, by joint election); ignored from the third year
             * @default graduated
             * @enum {string}
             */
            spr_rates?: "graduated" | "full_employer" | "full";
        };
        /** @description IBAN */
        BankDetailsIban: {
            /** @description IBAN; mod-97 check digits and country length verified */
            iban: string;
        };
        /** @description Mexico CLABE */
        BankDetailsClabe: {
            /** @description 18-digit CLABE; check digit verified */
            clabe: string;
        };
        /** @description Nigeria NUBAN */
        BankDetailsNuban: {
            /** @description 10-digit NUBAN; check digit verified against bank_code */
            nuban: string;
            /** @description 3-digit CBN bank code or 6-digit institution code */
            bank_code: string;
        };
        /** @description US ABA */
        BankDetailsUsAba: {
            /** @description 9-digit ABA routing number; check digit verified */
            routing_number: string;
            /** @description 4 to 17 digits */
            account_number: string;
        };
        /** @description UK sort code */
        BankDetailsUkSortCode: {
            /** @description 6 digits, dashes or spaces allowed */
            sort_code: string;
            /** @description 8 digits */
            account_number: string;
        };
        /** @description Canada institution / transit */
        BankDetailsCanadaTransit: {
            /** @description 3 digits */
            institution_number: string;
            /** @description 5 digits */
            transit_number: string;
            /** @description 7 to 12 digits */
            account_number: string;
        };
        /** @description Mobile money wallet */
        BankDetailsMobileMoney: {
            /**
             * @description Provider slug
             * @example mpesa
             */
            mobile_money_provider: string;
            /** @description Wallet phone number; normalized to E.164 (the jurisdiction is the default country) */
            mobile_money_number: string;
            /** @description Name the wallet is registered under */
            mobile_money_name: string;
        };
        EmployeeLeaving: {
            /**
             * Format: date
             * @description The last day of the employment: the run covering it pays up to it, later runs do not price the employee
             */
            leaving_date: string;
            /**
             * @description Why the employment ended
             * @enum {string}
             */
            reason: "resignation" | "dismissal" | "redundancy" | "retirement" | "end_of_contract" | "death" | "other";
        };
        EmployeeImport: {
            /** @enum {string} */
            object: "employee_import";
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @description Employees in the upload (non-blank lines) */
            rows_total: number;
            /** @description Rows validated so far, written or failed */
            rows_done: number;
            /** @description Rows refused, each listed in errors with its line number and fields; they wrote nothing */
            rows_failed: number;
            /** @description Every row is done */
            completed: boolean;
            /** @description Failed rows in row order, at most 1000; ask again with errors_after=<last row> for more */
            errors: {
                /** @description Line number in the upload, from 1 */
                row: number;
                fields: {
                    [key: string]: string;
                };
            }[];
            /** @description More failed rows follow this page of errors */
            has_more_errors: boolean;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the last row was done; null while the import runs
             * @example 2025-07-31T12:00:00.000Z
             */
            completed_at: string | null;
        };
        Department: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "department";
            name: string;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            created_at: string;
        };
        DepartmentList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Department"][];
            /** @description Whether more items follow this page */
            has_more: boolean;
            /**
             * Format: uuid
             * @description Pass as starting_after for the next page; null on the last page
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            next_cursor: string | null;
        };
        Position: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "position";
            name: string;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            created_at: string;
        };
        PositionList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Position"][];
            /** @description Whether more items follow this page */
            has_more: boolean;
            /**
             * Format: uuid
             * @description Pass as starting_after for the next page; null on the last page
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            next_cursor: string | null;
        };
        Location: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "location";
            name: string;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            created_at: string;
        };
        LocationList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Location"][];
            /** @description Whether more items follow this page */
            has_more: boolean;
            /**
             * Format: uuid
             * @description Pass as starting_after for the next page; null on the last page
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            next_cursor: string | null;
        };
        PayRun: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "pay_run";
            /**
             * @description As the pay run machine moves it: draft, calculating, calculated, approved, paid (docs/machines/payRun.md)
             * @enum {string}
             */
            status: "draft" | "calculating" | "calculated" | "approved" | "paid";
            /** @description The country whose employees the run prices */
            jurisdiction: string;
            /** @description ISO 4217 code the run is calculated in */
            currency: string;
            /**
             * Format: date
             * @example 2025-07-31
             */
            period_start: string;
            /**
             * Format: date
             * @example 2025-07-31
             */
            period_end: string;
            /**
             * Format: date
             * @example 2025-07-31
             */
            pay_date: string;
            /**
             * Format: date
             * @description The date whose statutory rules priced the run
             * @example 2025-07-31
             */
            as_of_date: string;
            /**
             * @description How often the run pays: which statutory period figures price its per-period compensation
             * @enum {string}
             */
            pay_frequency: "monthly" | "weekly" | "fortnightly" | "four_weekly";
            /**
             * @description regular, or off_cycle: a bonus, correction or termination run sharing the period (docs/off-cycle-runs.md)
             * @enum {string}
             */
            type: "regular" | "off_cycle";
            /**
             * @description An off-cycle run's reason; null on a regular run
             * @enum {string|null}
             */
            reason: "bonus" | "correction" | "termination" | "other" | null;
            /** @description Payslips of the latest calculation; 0 before one */
            payslip_count: number;
            /** @description employer_cost sits on top of gross and is not part of it */
            totals: {
                gross: components["schemas"]["Money"];
                net: components["schemas"]["Money"];
                employee_deductions: components["schemas"]["Money"];
                employer_cost: components["schemas"]["Money"];
            };
            /**
             * Format: date-time
             * @description Null until approved, and again after a reopen
             * @example 2025-07-31T12:00:00.000Z
             */
            approved_at: string | null;
            /**
             * Format: date-time
             * @description When the run was paid; a paid run never changes
             * @example 2025-07-31T12:00:00.000Z
             */
            paid_at: string | null;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            updated_at: string;
        };
        Money: {
            /**
             * @description An integer of the currency's minor units (cents, kobo, ...)
             * @example 50000
             */
            amount_minor: number;
            /**
             * @description ISO 4217 code
             * @example KES
             */
            currency: string;
        };
        NewPayRun: {
            /**
             * @description The country whose employees the run prices
             * @enum {string}
             */
            jurisdiction: "KE" | "NG" | "GH" | "ZA" | "GB" | "SG";
            /**
             * Format: date
             * @description First day of the period the compensation amounts are per
             */
            period_start: string;
            /**
             * Format: date
             * @description Last day of the period; the tax period is counted from it
             */
            period_end: string;
            /** Format: date */
            pay_date: string;
            /**
             * Format: date
             * @description Defaults to period_end. Statutory tables start on 2024-01-01
             */
            as_of_date?: string;
            /**
             * @description How often the run pays; compensation amounts are per period. monthly (the default) takes any period, priced as the tax month of period_end (a whole month, a month from any day, a starter's or split month). weekly, fortnightly and four_weekly need a period of exactly 7, 14 or 28 days (else 422 with details.reason period_does_not_match_frequency) and are priced in GB only, with HMRC's weekly tables and the tax week of period_end; another jurisdiction answers 422 with details.reason pay_frequency_not_supported
             * @default monthly
             * @enum {string}
             */
            pay_frequency?: "monthly" | "weekly" | "fortnightly" | "four_weekly";
            /**
             * @description regular (the default): one per jurisdiction and period. off_cycle: pays only the run's items (a bonus, a correction, a termination payment), may share its period, and is priced on the period's aggregate less what was already paid in it (docs/off-cycle-runs.md)
             * @default regular
             * @enum {string}
             */
            type?: "regular" | "off_cycle";
            /**
             * @description Required for an off_cycle run: bonus, correction, termination or other
             * @enum {string}
             */
            reason?: "bonus" | "correction" | "termination" | "other";
        };
        PayRunList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["PayRun"][];
            /** @description Whether more items follow this page */
            has_more: boolean;
            /**
             * Format: uuid
             * @description Pass as starting_after for the next page; null on the last page
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            next_cursor: string | null;
        };
        PayPayRun: {
            /**
             * @description payment_rail: each payment is sent through the payment partner. employer_bank: paid from the employer's own bank (paid_by_employer, no per-payment record)
             * @enum {string}
             */
            method: "payment_rail" | "employer_bank";
        };
        PayRunTransitionList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["PayRunTransition"][];
            /** @description Whether more items follow this page */
            has_more: boolean;
            /**
             * Format: uuid
             * @description Pass as starting_after for the next page; null on the last page
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            next_cursor: string | null;
        };
        PayRunTransition: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "pay_run_transition";
            /**
             * @description The status before; null for the creation
             * @enum {string|null}
             */
            from: "draft" | "calculating" | "calculated" | "approved" | "paid" | null;
            /**
             * @description The status after
             * @enum {string}
             */
            to: "draft" | "calculating" | "calculated" | "approved" | "paid";
            /**
             * @description The machine event that moved the run
             * @example CALCULATE
             */
            event: string;
            /** @description The API key id, or the actor (calculator, coordinator) that caused it */
            actor: string;
            /**
             * Format: date-time
             * @description When the transition committed
             * @example 2025-07-31T12:00:00.000Z
             */
            at: string;
            /** @description What the event carried, e.g. a failure reason */
            details: {
                [key: string]: unknown;
            } | null;
        };
        PayslipList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Payslip"][];
            /** @description Whether more items follow this page */
            has_more: boolean;
            /**
             * Format: uuid
             * @description Pass as starting_after for the next page; null on the last page
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            next_cursor: string | null;
        };
        Payslip: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "payslip";
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            pay_run_id: string;
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            employee_id: string;
            /** @description Calculation currency */
            currency: string;
            gross: components["schemas"]["Money"];
            net: components["schemas"]["Money"];
            employee_deductions: components["schemas"]["Money"];
            employer_cost: components["schemas"]["Money"];
            tax: components["schemas"]["Money"];
            payment: components["schemas"]["Money"] & unknown;
            /** @description The exchange rate (a decimal string) that converted net pay into the payment currency; null when none did */
            fx_rate_used: string | null;
            /**
             * Format: date
             * @description First day of the pay period
             * @example 2025-07-31
             */
            period_start: string;
            /**
             * Format: date
             * @description Last day of the pay period
             * @example 2025-07-31
             */
            period_end: string;
            /**
             * Format: date
             * @description The day the run pays
             * @example 2025-07-31
             */
            pay_date: string | null;
            /** @description What the authority requires a payslip to show, as the PDF prints it: the employee's tax identifiers (masked), and for GB the tax code, NI number (masked), NI category, tax period, student loans and pension. Empty on payslips calculated before they were recorded */
            statutory_facts: {
                /** @example KRA PIN */
                label: string;
                /** @example A••••••••7Z */
                value: string;
            }[];
            /** @description Where net pay goes, masked, as the employee's bank details stood when the payslip was calculated. Null when none were on file, and on payslips calculated before it was recorded */
            payment_destination: {
                /**
                 * @description The kind of account the employee's bank details named
                 * @enum {string}
                 */
                scheme: "iban" | "clabe" | "nuban" | "aba" | "sort_code" | "canadian" | "mobile_money";
                /**
                 * @description What names the bank or wallet provider: sort code, routing number, bank code, IBAN country, wallet provider
                 * @example 12-34-56
                 */
                institution: string | null;
                /**
                 * @description The last four characters of the account, IBAN or wallet number; the rest is never stored on the payslip
                 * @example 5678
                 */
                account_ending: string;
                /**
                 * @description As the payslip PDF prints it
                 * @example Sort code 12-34-56 ••••5678
                 */
                printed: string;
            } | null;
            /** @description Where the payment of this payslip stands */
            payment_status: {
                /**
                 * @description As the payment status machine moves it (docs/machines/paymentStatus.md)
                 * @enum {string}
                 */
                state: "none" | "not_sent" | "sent" | "arrived" | "returned" | "refused" | "paid_by_employer";
                /**
                 * Format: date-time
                 * @example 2025-07-31T12:00:00.000Z
                 */
                sent_at: string | null;
                /**
                 * Format: date-time
                 * @example 2025-07-31T12:00:00.000Z
                 */
                settled_at: string | null;
                note: string | null;
            };
            /** @description Every earning, deduction, employer cost and informational figure of the payslip */
            line_items: components["schemas"]["LineItem"][];
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            updated_at: string;
        };
        LineItem: {
            /**
             * @description The line's code in the jurisdiction's tables (BASIC, PAYE, RETRO_BASIC, ...)
             * @example PAYE
             */
            code: string;
            /**
             * @description earning adds to gross, deduction comes off net, employer_cost is paid on top, informational moves no money
             * @enum {string}
             */
            kind: "earning" | "deduction" | "employer_cost" | "informational";
            description: string | null;
            amount: components["schemas"]["Money"];
            base: components["schemas"]["Money"];
            /**
             * @description The rate applied to the base, as printed; rate_kind says which kind of rate it is
             * @example 30%
             */
            rate_applied: string | null;
            /**
             * @description marginal: the rate of the tax band the last unit of the base fell in (a progressive table), not the rate of the whole base; flat: one rate on the whole base. Null when the line applies no rate, and on payslips calculated before it was recorded
             * @example marginal
             * @enum {string|null}
             */
            rate_kind: "marginal" | "flat" | null;
            /**
             * @description The effective-dated statutory row the line was priced against
             * @example KE/paye@2023-07-01#3f9a1c2b
             */
            rule_version_ref: string | null;
            /** @description On an earning paid for part of the period (joined, left, or pay changed to or from nothing mid-period): its share of the period, "16 of 31 days". Null on every other line, and on payslips calculated before it was recorded */
            proration: {
                /**
                 * @description Calendar days of the period the component was paid for (employed and in force)
                 * @example 16
                 */
                days_paid: number;
                /**
                 * @description Calendar days of the pay period
                 * @example 31
                 */
                days_in_period: number;
            } | null;
        };
        FilingList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Filing"][];
            /** @description Whether more items follow this page */
            has_more: boolean;
            /**
             * Format: uuid
             * @description Pass as starting_after for the next page; null on the last page
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            next_cursor: string | null;
        };
        Filing: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "filing";
            /** @description The country whose authority takes it */
            jurisdiction: string;
            /**
             * @description fps: HMRC's Full Payment Submission; eps: its Employer Payment Summary; `<country>_<return>`: each country's returns (docs/filings.md)
             * @enum {string}
             */
            type: "fps" | "eps" | "ke_p10" | "ke_nssf" | "ke_shif" | "ke_ahl" | "za_emp201" | "za_emp501" | "za_emp501_interim" | "sg_cpf_summary" | "sg_ir8a" | "ng_paye_schedule" | "ng_pension_schedule" | "ng_nhf_schedule" | "ng_form_h1" | "gh_paye" | "gh_ssnit";
            /** @description The state or fund a return made per state or fund is for (NG: the state's ISO 3166-2 code); empty otherwise */
            subdivision: string;
            /**
             * @description The tax year the payments belong to (GB: 6 April to 5 April)
             * @example 2026-27
             */
            tax_year: string;
            /**
             * Format: date
             * @example 2025-07-31
             */
            period_start: string;
            /**
             * Format: date
             * @example 2025-07-31
             */
            period_end: string;
            /**
             * Format: date
             * @description The last day it may reach the authority (an FPS: on or before the pay date)
             * @example 2025-07-31
             */
            due_on: string;
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            pay_run_id: string | null;
            /**
             * @description As the filing machine moves it (docs/machines/filing.md)
             * @enum {string}
             */
            status: "draft" | "ready" | "submitted" | "rejected" | "accepted" | "superseded";
            /** @description The last FPS of the tax year */
            final_submission: boolean;
            /** @description What it reports, in minor units of the currency it is filed in: GB RTI's figures by these names, each other return's by its own (documents/filings/<country>/SOURCES.md) */
            totals: {
                employees?: number;
                taxable_pay_minor?: number;
                tax_minor?: number;
                employee_nic_minor?: number;
                employer_nic_minor?: number;
                student_loan_minor?: number;
                postgraduate_loan_minor?: number;
                employee_pension_minor?: number;
            } & {
                [key: string]: number;
            };
            /** @description Every missing or invalid input: while any remains, it stays draft */
            blocked_by: {
                /** @description `employer`, `pay_run:<id>` or `employee:<id>` */
                subject: string;
                field: string;
                message: string;
            }[];
            /** @description The authority's errors of the last rejection, verbatim */
            gateway_errors: {
                number: string | null;
                type: string | null;
                text: string;
                location: string | null;
            }[];
            /** @description The authority's id of the submission */
            correlation_id: string | null;
            /**
             * @description gateway: sent with POST /filings/{id}/submit; upload: an operator uploads the document to the authority's portal and records its reference with POST /filings/{id}/mark_filed
             * @enum {string}
             */
            channel: "gateway" | "upload";
            /** @description The reference the authority's portal gave an uploaded filing */
            authority_reference: string | null;
            /**
             * Format: date-time
             * @description When it was last submitted
             * @example 2025-07-31T12:00:00.000Z
             */
            submitted_at: string | null;
            /**
             * Format: date-time
             * @description When the authority accepted or rejected it
             * @example 2025-07-31T12:00:00.000Z
             */
            decided_at: string | null;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            updated_at: string;
        };
        NewEmployerPaymentSummary: {
            /**
             * @description GB only so far
             * @enum {string}
             */
            jurisdiction: "GB";
            /**
             * @description eps: an Employer Payment Summary
             * @enum {string}
             */
            type: "eps";
            /**
             * @description The tax year
             * @enum {string}
             */
            tax_year: "2026-27";
            /** @description Tax month 1 runs 6 April to 5 May */
            tax_month: number;
            /**
             * @description No employee was paid in the tax month
             * @default false
             */
            no_payment?: boolean;
            /**
             * @description The Employment Allowance indicator (claimed on the first EPS of the year); null: not sent
             * @default null
             */
            employment_allowance?: boolean | null;
        };
        MarkFiled: {
            /**
             * @description The reference or acknowledgement number the authority's portal gave the upload
             * @example KRA202611090012345
             */
            reference: string;
        };
        /** @description Every reference of the country's authority, null until set */
        EmployerReferencesRead: {
            /** @enum {string} */
            object: "employer_references";
            /**
             * @description The country whose authority issued them
             * @enum {string}
             */
            jurisdiction: "KE" | "NG" | "GH" | "ZA" | "GB" | "SG";
        } & {
            [key: string]: string | null;
        };
        /** @description Each country's references by field (a field left out keeps its value); checked for the authority's form */
        EmployerReferences: {
            /** @enum {string} */
            jurisdiction: "GB";
            /**
             * @description HMRC employer PAYE reference
             * @example 123/AB45678
             */
            paye_reference?: string;
            /**
             * @description HMRC Accounts Office reference
             * @example 123PA00012345
             */
            accounts_office_reference?: string;
        } | {
            /** @enum {string} */
            jurisdiction: "KE";
            /**
             * @description The employer's KRA PIN (iTax)
             * @example P051234567X
             */
            employer_pin?: string;
            /**
             * @description The employer's NSSF registration number
             * @example 1234567
             */
            nssf_employer_number?: string;
        } | {
            /** @enum {string} */
            jurisdiction: "NG";
            /**
             * @description The employer's Tax Identification Number
             * @example 12345678-0001
             */
            employer_tin?: string;
            /**
             * @description The employer's PenCom employer code
             * @example PR0000012345
             */
            pencom_employer_code?: string;
        } | {
            /** @enum {string} */
            jurisdiction: "GH";
            /**
             * @description The employer's GRA Taxpayer Identification Number
             * @example C0001234567
             */
            employer_tin?: string;
            /**
             * @description The employer's SSNIT establishment number
             * @example E12345678901
             */
            ssnit_employer_number?: string;
        } | {
            /** @enum {string} */
            jurisdiction: "ZA";
            /**
             * @description SARS PAYE reference number (BRS code 2020: 7 and 9 digits, modulus 10 check)
             * @example 7000000002
             */
            paye_reference?: string;
            /**
             * @description SARS Skills Development Levy reference (code 2022: L and the 9 digits of the PAYE reference)
             * @example L000000002
             */
            sdl_reference?: string;
            /**
             * @description UIF reference with SARS (code 2024: U and the 9 digits of the PAYE reference)
             * @example U000000002
             */
            uif_reference?: string;
            /**
             * @description Employer contact person (code 2025, free text, 30 characters)
             * @example Naledi Khumalo
             */
            contact_person?: string;
            /**
             * @description Employer contact telephone number (code 2026: 10 to 15 digits, national numbers start with 0)
             * @example 0115550123
             */
            contact_number?: string;
            /**
             * @description Employer contact e-mail (code 2027, 70 characters)
             * @example payroll@example.co.za
             */
            contact_email?: string;
            /**
             * @description Employer's physical address: street or farm name (code 2064, 35 characters)
             * @example Rivonia Road
             */
            business_street?: string;
            /**
             * @description Employer's physical address: city or town (code 2066, 21 characters)
             * @example Sandton
             */
            business_city?: string;
            /**
             * @description Employer's physical address: postal code (code 2080, 4 digits)
             * @example 2196
             */
            business_postal_code?: string;
            /**
             * @description The employer's Standard Industrial Classification (code 2082, SIC7 5-digit sub-class)
             * @example 62010
             */
            sic7_code?: string;
        } | {
            /** @enum {string} */
            jurisdiction: "SG";
            /**
             * @description The employer's Unique Entity Number
             * @example 201912345K
             */
            uen?: string;
            /**
             * @description CPF Submission Number: the UEN, the payment type and a serial
             * @example 201912345KPTE01
             */
            cpf_submission_number?: string;
            /**
             * @description IR8A header: name of the person authorised by the employer to submit (AIS)
             * @example Tan Mei Ling
             */
            iras_authorised_person?: string;
            /**
             * @description IR8A header: designation of the authorised person
             * @example Finance Manager
             */
            iras_authorised_designation?: string;
            /**
             * @description IR8A header: telephone of the authorised person (8 digits)
             * @example 61234567
             */
            iras_authorised_phone?: string;
            /**
             * @description IR8A header: email of the authorised person
             * @example payroll@example.sg
             */
            iras_authorised_email?: string;
        };
        EmployeeFilingInputsStored: {
            /** @enum {string} */
            object: "employee_filing_inputs";
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            employee_id: string;
            /** @description The inputs this request stored; their values are write-only */
            stored: string[];
        };
        EmployeeFilingInputs: {
            /**
             * @description Write-only. Gender as HMRC holds it for the person (RTI Data Item Guide 2026-27): M or F (any case is taken and stored as listed)
             * @example M
             * @enum {string}
             */
            gender?: "M" | "F";
            /**
             * @description Write-only. A new starter's declaration: A first job, B only job now, C another job or pension (any case is taken and stored as listed)
             * @example A
             * @enum {string}
             */
            starter_declaration?: "A" | "B" | "C";
            /**
             * @description Write-only. KRA P10: Resident or Non-Resident (any case is taken and stored as listed)
             * @example RESIDENT
             * @enum {string}
             */
            residential_status?: "RESIDENT" | "NON_RESIDENT";
            /**
             * @description Write-only. KRA P10: Primary Employee (this job takes the personal relief) or Secondary Employee (any case is taken and stored as listed)
             * @example PRIMARY
             * @enum {string}
             */
            employee_type?: "PRIMARY" | "SECONDARY";
            /**
             * @description Write-only. Kenyan national ID (or alien ID) number, as NSSF and SHA returns take it
             * @example 12345678
             */
            national_id_number?: string;
            /**
             * @description Write-only. KRA P10: the number of the employee's disability exemption certificate (when the tax profile has disability_exemption)
             * @example DEC2024001234
             */
            disability_exemption_certificate?: string;
            /**
             * @description Write-only. The state whose revenue service the employee's PAYE goes to (ISO 3166-2:NG code; FC: the Federal Capital Territory) (any case is taken and stored as listed)
             * @example AB
             * @enum {string}
             */
            state_of_residence?: "AB" | "AD" | "AK" | "AN" | "BA" | "BY" | "BE" | "BO" | "CR" | "DE" | "EB" | "ED" | "EK" | "EN" | "FC" | "GO" | "IM" | "JI" | "KD" | "KN" | "KT" | "KE" | "KO" | "KW" | "LA" | "NA" | "NI" | "OG" | "ON" | "OS" | "OY" | "PL" | "RI" | "SO" | "TA" | "YO" | "ZA";
            /**
             * @description Write-only. The Pension Fund Administrator holding the employee's RSA: a PFA licensed by PenCom, by code (domain/filings/ngPensionFundAdministrators.ts); NONE for a person outside the contributory scheme (PRA 2014 s.5 exemptions, contractors) (any case is taken and stored as listed)
             * @example ARM
             * @enum {string}
             */
            pension_fund_administrator?: "ARM" | "ACCESS" | "CRUSADER_STERLING" | "FIDELITY" | "FCMB" | "GUARANTY_TRUST" | "LEADWAY" | "NUPEMCO" | "NLPC" | "NORRENBERGER" | "NPF" | "OAK" | "PAL" | "PREMIUM" | "RADIX" | "STANBIC_IBTC" | "TANGERINE_APT" | "TRUSTFUND" | "VERITAS_GLANVILLS" | "NONE";
            /**
             * @description Write-only. SARS IRP5 code 3214: the employee's residential street or farm name (35 characters)
             * @example Jan Smuts Avenue
             */
            residential_street?: string;
            /**
             * @description Write-only. SARS IRP5 code 3216: the employee's residential city or town (21 characters)
             * @example Johannesburg
             */
            residential_city?: string;
            /**
             * @description Write-only. SARS IRP5 code 3217: the employee's residential postal code (4 digits)
             * @example 2193
             */
            residential_postal_code?: string;
            /**
             * @description Write-only. IRAS IR8A: sex of the employee, M or F (any case is taken and stored as listed)
             * @example M
             * @enum {string}
             */
            sex?: "M" | "F";
            /**
             * @description Write-only. IRAS IR8A: the employee's nationality by IRAS's three-digit nationality code
             * @example 301
             */
            nationality_code?: string;
            /**
             * @description Write-only. GRA DT 0107a: Y when this is not the employee's main employment, else N (any case is taken and stored as listed)
             * @example N
             * @enum {string}
             */
            secondary_employment?: "N" | "Y";
            /** @description Write-only. GB: the UK address HMRC takes in place of a NINO: 2 to 4 lines of at most 35 characters, and the postcode (RTI Data Item Guide 2026-27) */
            address?: {
                lines: string[];
                postcode: string;
            };
            /** @description Write-only. GB: hours normally worked a week; the FPS reports its band (HoursWorked A-D; E when not given or 0) */
            normal_weekly_hours?: number;
            /** @description Write-only. GB: the employment's payroll ID for HMRC when it is not the staff id; a re-employment needs a new one */
            payroll_id?: string;
        };
        P60: {
            /** @enum {string} */
            object: "p60";
            /** @description The tax year, e.g. 2026-27 */
            tax_year: string;
            /** @description Whom the certificate is for */
            employee: {
                /** @description As the payslips name the employee */
                name: string;
                /** @description National Insurance number, null when not held */
                nino: string | null;
                /** @description The staff id, or the employee id without one */
                payroll_id: string;
            };
            /** @description Who paid the employee */
            employer: {
                /** @description As on the last payslip */
                name: string;
                /** @description HMRC employer PAYE reference */
                paye_reference: string | null;
            };
            /** @description The tax code in use at the end of the year */
            final_tax_code: string;
            /** @description Taxable pay and tax of the year, minor units (pence) */
            in_this_employment: {
                pay: number;
                tax: number;
            };
            /** @description By category letter, minor units */
            national_insurance: {
                letter: string;
                earnings: number;
                /** @description Earnings at the Lower Earnings Limit */
                earnings_at_lel: number;
                /** @description Earnings above the LEL up to and including the Primary Threshold */
                earnings_lel_to_pt: number;
                /** @description Earnings above the PT up to and including the Upper Earnings Limit */
                earnings_pt_to_uel: number;
                employee_contributions: number;
            }[];
            /** @description Pence */
            student_loan_deductions: number;
            /** @description Pence */
            postgraduate_loan_deductions: number;
            /** @description How many payslips the figures sum */
            payslips: number;
            /**
             * @description Every amount is in pence of this currency
             * @enum {string}
             */
            currency: "GBP";
        };
        P45: {
            /** @enum {string} */
            object: "p45";
            /** @description The same details on each part */
            parts: {
                2: {
                    /** @description HMRC employer PAYE reference */
                    employer_paye_reference: string | null;
                    employee: {
                        /** @description As the payslips name the employee */
                        name: string;
                        /** @description National Insurance number, null when not held */
                        nino: string | null;
                        /** @description The staff id, or the employee id without one */
                        payroll_id: string;
                    };
                    /** @description The last day of the employment */
                    leaving_date: string;
                    /** @description The tax code at the leaving date */
                    tax_code_at_leaving: string;
                    /** @description Whether the code was operated on the week 1 / month 1 basis */
                    week1_month1: boolean;
                    /** @description The tax month of the last payslip */
                    last_entry: {
                        month: number;
                        tax_year: string;
                    } | null;
                    /** @description Whether the new employer should keep deducting a student loan */
                    student_loan_deductions_continue: boolean;
                    /** @description Whether the new employer should keep deducting a postgraduate loan */
                    postgraduate_loan_deductions_continue: boolean;
                    /** @description Taxable pay of the tax year in this employment, pence */
                    total_pay_to_date: number;
                    /** @description Tax of the tax year in this employment, pence */
                    total_tax_to_date: number;
                    /** @enum {string} */
                    currency: "GBP";
                };
                3: {
                    /** @description HMRC employer PAYE reference */
                    employer_paye_reference: string | null;
                    employee: {
                        /** @description As the payslips name the employee */
                        name: string;
                        /** @description National Insurance number, null when not held */
                        nino: string | null;
                        /** @description The staff id, or the employee id without one */
                        payroll_id: string;
                    };
                    /** @description The last day of the employment */
                    leaving_date: string;
                    /** @description The tax code at the leaving date */
                    tax_code_at_leaving: string;
                    /** @description Whether the code was operated on the week 1 / month 1 basis */
                    week1_month1: boolean;
                    /** @description The tax month of the last payslip */
                    last_entry: {
                        month: number;
                        tax_year: string;
                    } | null;
                    /** @description Whether the new employer should keep deducting a student loan */
                    student_loan_deductions_continue: boolean;
                    /** @description Whether the new employer should keep deducting a postgraduate loan */
                    postgraduate_loan_deductions_continue: boolean;
                    /** @description Taxable pay of the tax year in this employment, pence */
                    total_pay_to_date: number;
                    /** @description Tax of the tax year in this employment, pence */
                    total_tax_to_date: number;
                    /** @enum {string} */
                    currency: "GBP";
                };
                "1A": {
                    /** @description HMRC employer PAYE reference */
                    employer_paye_reference: string | null;
                    employee: {
                        /** @description As the payslips name the employee */
                        name: string;
                        /** @description National Insurance number, null when not held */
                        nino: string | null;
                        /** @description The staff id, or the employee id without one */
                        payroll_id: string;
                    };
                    /** @description The last day of the employment */
                    leaving_date: string;
                    /** @description The tax code at the leaving date */
                    tax_code_at_leaving: string;
                    /** @description Whether the code was operated on the week 1 / month 1 basis */
                    week1_month1: boolean;
                    /** @description The tax month of the last payslip */
                    last_entry: {
                        month: number;
                        tax_year: string;
                    } | null;
                    /** @description Whether the new employer should keep deducting a student loan */
                    student_loan_deductions_continue: boolean;
                    /** @description Whether the new employer should keep deducting a postgraduate loan */
                    postgraduate_loan_deductions_continue: boolean;
                    /** @description Taxable pay of the tax year in this employment, pence */
                    total_pay_to_date: number;
                    /** @description Tax of the tax year in this employment, pence */
                    total_tax_to_date: number;
                    /** @enum {string} */
                    currency: "GBP";
                };
            };
        };
        Irp5: {
            /** @enum {string} */
            object: "irp5";
            /** @description SARS year of assessment: 2026 is 1 March 2025 to 28 February 2026 */
            tax_year: string;
            /** @description Code 3010: PAYE reference, transaction year, 02 and 14 characters */
            certificate_number: string;
            /**
             * @description IRP5 when PAYE was deducted, otherwise IT3(a)
             * @enum {string}
             */
            certificate_type: "IRP5" | "IT3(a)";
            /** @description Code 4150 on an IT3(a): 02 below the tax threshold, 03 independent contractor */
            reason_code: string | null;
            /** @description Codes 3030-3160 */
            employee: {
                surname: string;
                first_names: string;
                initials: string;
                id_number: string | null;
                tax_reference: string | null;
                date_of_birth: string;
                employee_number: string;
            };
            /** @description Trading name and SARS references (codes 2010, 2020, 2022, 2024) */
            employer: {
                name: string;
                paye_reference: string;
                sdl_reference: string | null;
                uif_reference: string | null;
            };
            /** @description Codes 3170, 3180 (CCYYMMDD), 3200, 3210 */
            period: {
                from: string;
                to: string;
                pay_periods_in_year: string;
                pay_periods_worked: string;
            };
            /** @description By IRP5 income source code, cents (the SARS file drops the cents) */
            income: {
                code: string;
                description: string;
                amount_minor: number;
            }[];
            /** @description Code 3699, cents: every income code summed */
            gross_employment_income_minor: number;
            /** @description Code 4102, cents */
            paye_minor: number;
            /** @description Code 4116, cents */
            medical_scheme_fees_tax_credit_minor: number;
            /** @description Employee and employer contributions (code 4141) */
            uif_minor: number;
            /** @description Code 4142, cents: the employer's Skills Development Levy */
            sdl_minor: number;
            /** @description How many payslips the figures sum */
            payslips: number;
            /**
             * @description Every amount is in cents of this currency
             * @enum {string}
             */
            currency: "ZAR";
            /** @description The employee's record in the EMP501 certificate file, code by code */
            codes: {
                code: string;
                value: string;
            }[];
        };
        P9A: {
            /** @enum {string} */
            object: "p9a";
            /** @description The calendar year */
            year_of_income: string;
            /** @description Whom the card is for: name, KRA PIN, staff id (or employee id without one) */
            employee: {
                name: string;
                kra_pin: string;
                payroll_id: string;
            };
            /** @description Who paid the employee: name and the employer's KRA PIN */
            employer: {
                name: string;
                kra_pin: string;
            };
            /** @description January to December, by the month the payslips were paid */
            months: {
                month: string;
                /** @description A: basic salary and cash allowances, cents */
                cash_pay: number;
                /** @description B: benefits in kind (none are paid through payroll), cents */
                non_cash_benefits: number;
                /** @description C: housing benefit (none), cents */
                value_of_quarters: number;
                /** @description D = A + B + C, cents */
                gross_pay: number;
                /** @description E2: NSSF and registered scheme contributions made, cents */
                retirement_contribution: number;
                shif: number;
                affordable_housing_levy: number;
                post_retirement_medical_fund: number;
                owner_occupied_interest: number;
                /** @description H: taxable pay, cents */
                chargeable_pay: number;
                /** @description J: tax at the bands before reliefs, cents */
                tax_charged: number;
                personal_relief: number;
                insurance_relief: number;
                /** @description L: PAYE deducted, cents */
                paye: number;
            }[];
            /** @description The year */
            totals: {
                /** @description A: basic salary and cash allowances, cents */
                cash_pay: number;
                /** @description B: benefits in kind (none are paid through payroll), cents */
                non_cash_benefits: number;
                /** @description C: housing benefit (none), cents */
                value_of_quarters: number;
                /** @description D = A + B + C, cents */
                gross_pay: number;
                /** @description E2: NSSF and registered scheme contributions made, cents */
                retirement_contribution: number;
                shif: number;
                affordable_housing_levy: number;
                post_retirement_medical_fund: number;
                owner_occupied_interest: number;
                /** @description H: taxable pay, cents */
                chargeable_pay: number;
                /** @description J: tax at the bands before reliefs, cents */
                tax_charged: number;
                personal_relief: number;
                insurance_relief: number;
                /** @description L: PAYE deducted, cents */
                paye: number;
            };
            /** @description How many payslips the figures sum */
            payslips: number;
            /**
             * @description Every amount is in cents of this currency
             * @enum {string}
             */
            currency: "KES";
        };
        TestPaymentStatus: {
            /**
             * @description What the bank reports: the money arrived, came back, or was refused
             * @enum {string}
             */
            state: "arrived" | "returned" | "refused";
            /** @description The bank's own words (returned, refused) */
            note?: string;
        };
        TestGatewayAnswer: {
            /**
             * @description What the authority answers
             * @enum {string}
             */
            state: "accepted" | "rejected";
            /** @description rejected: the errors the authority returns, kept verbatim */
            errors?: {
                number: string | null;
                type: string | null;
                text: string;
                location: string | null;
            }[];
        };
        PayRunItem: {
            /** @enum {string} */
            object: "pay_run_item";
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            pay_run_id: string;
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            employee_id: string;
            /** @description The compensation component it is priced as (BONUS, OVERTIME, ...) or DEDUCTION */
            component_code: string;
            /**
             * @description earning is priced through the component's tables; deduction comes off net pay after tax
             * @enum {string}
             */
            kind: "earning" | "deduction";
            /** @description The amount in the run's currency, minor units (quantity × rate_minor when those were given) */
            amount_minor: number;
            description: string | null;
            /** @description Hours or units, as sent; null when an amount was sent */
            quantity: string | null;
            /** @description Minor units per unit of quantity; null when an amount was sent */
            rate_minor: number | null;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            created_at: string;
        };
        NewPayRunItem: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            employee_id: string;
            /**
             * @description A compensation component (BONUS, OVERTIME, COMMISSION, ...: priced through its tables — taxable, pensionable, SG additional wages for BONUS, ZA annual payment for BONUS) or DEDUCTION (taken off net pay after the statutory lines)
             * @enum {string}
             */
            component_code: "BASIC" | "HOUSING" | "TRANSPORT" | "MEAL" | "OVERTIME" | "BONUS" | "COMMISSION" | "OTHER_ALLOWANCE" | "CONTRACT_FEE" | "DEDUCTION";
            /** @description Required unless quantity and rate_minor are given */
            amount_minor?: number;
            description?: string;
            /** @description Hours or units; amount = quantity × rate_minor, rounded half up */
            quantity?: string;
            /** @description Minor units per unit of quantity (an hourly rate); with quantity, instead of amount_minor */
            rate_minor?: number;
        };
        PayRunItemList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["PayRunItem"][];
            /** @description Whether more items follow this page */
            has_more: boolean;
            /**
             * Format: uuid
             * @description Pass as starting_after for the next page; null on the last page
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            next_cursor: string | null;
        };
        DeletedPayRunItem: {
            /** @enum {string} */
            object: "pay_run_item";
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {boolean} */
            deleted: true;
        };
        OpeningBalancesStored: {
            /** @enum {string} */
            object: "opening_balances";
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            employee_id: string;
            /** @description The tax year's label in its jurisdiction (GB 2025-26, KE 2025) */
            tax_year: string;
            /** @description The tax year's first day */
            tax_year_start: string;
            /** @description The employee's jurisdiction, whose accumulators the balances are */
            jurisdiction: string;
        };
        OpeningBalances: {
            /**
             * @description Year to date before this service, in minor units, by the accumulators of the employee's jurisdiction. GB: taxable_pay_to_date, tax_paid_to_date, niable_pay, ni_employee, ni_employer, student_loan, postgraduate_loan, pension_employee, pension_employer, ni_earnings_at_lel, ni_earnings_lel_to_pt, ni_earnings_pt_to_uel. GH: gross_pay, paye, bonus_at_final_rate, bonus_tax, ssnit_employee, ssnit_employer, withholding_tax, tier3_employee, tier3_employer. KE: gross_pay, taxable_pay, paye, nssf_employee, health_contribution, ahl_employee, withholding_tax. NG: gross_pay, paye, pension_employee, pension_employer, nhf, withholding_tax, pension_voluntary. SG: gross_pay, cpf_ow_subject, cpf_aw_subject, cpf_employee, cpf_employer, sdl, withholding_tax, cpf_aw_paid. ZA: taxable_remuneration, paye, medical_tax_credit, uif_employee, uif_employer, sdl, contractor_fees. GB taxable_pay_to_date and tax_paid_to_date are a new starter's P45 "total pay to date" and "total tax to date", or the previous system's. SG cpf_ow_subject and cpf_aw_subject are the ordinary and additional wages subject to CPF. Omitted accumulators are 0.
             * @example {
             *       "taxable_pay_to_date": 1000000,
             *       "tax_paid_to_date": 148560
             *     }
             */
            balances: {
                [key: string]: number;
            };
        };
        PayRunWarnings: {
            /** @enum {string} */
            object: "pay_run_warnings";
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            pay_run_id: string;
            data: components["schemas"]["RunWarning"][];
        };
        RunWarning: {
            /**
             * Format: uuid
             * @description Null for the run as a whole
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            employee_id: string | null;
            /**
             * @description Why: see the operation's description for each code
             * @enum {string}
             */
            code: "archived" | "not_employed_in_period" | "no_compensation_in_period" | "no_payslips" | "cumulative_year_to_date_missing" | "statutory_id_missing" | "negative_net" | "pay_item_not_priced" | "beyond_published_tables";
            message: string;
        };
        WebhookEndpointWithSecret: components["schemas"]["WebhookEndpoint"] & {
            /**
             * @description whsec_ and 43 base64url characters; the whole string, as UTF-8, is the HMAC-SHA256 key. Shown once.
             * @example whsec_3q2-7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
             */
            secret: string;
        };
        WebhookEndpoint: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "webhook_endpoint";
            /** @example https://hooks.example.com/payroll */
            url: string;
            /** @description The event types sent to this endpoint */
            events: ("pay_run.calculated" | "pay_run.calculation_failed" | "pay_run.approved" | "pay_run.paid" | "payslip.payment_status_changed" | "employee.bank_name_check_changed" | "filing.ready" | "filing.submitted" | "filing.accepted" | "filing.rejected" | "filing.superseded")[];
            /** @example Ledger sync */
            description: string | null;
            /** @description Nothing is sent while true: disabled by a client, or by 3 days of failed deliveries */
            disabled: boolean;
            /** @description Why the endpoint stopped receiving: a client disabled it, or every delivery failed for 3 days */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description When it was disabled; null while enabled
             * @example 2025-07-31T12:00:00.000Z
             */
            disabled_at: string | null;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            updated_at: string;
        };
        /**
         * @example {
         *       "url": "https://hooks.example.com/payroll",
         *       "events": [
         *         "pay_run.calculated",
         *         "pay_run.paid"
         *       ],
         *       "description": "Ledger sync"
         *     }
         */
        NewWebhookEndpoint: {
            url: string;
            /** @description The event types to send to this endpoint */
            events: ("pay_run.calculated" | "pay_run.calculation_failed" | "pay_run.approved" | "pay_run.paid" | "payslip.payment_status_changed" | "employee.bank_name_check_changed" | "filing.ready" | "filing.submitted" | "filing.accepted" | "filing.rejected" | "filing.superseded")[];
            description?: string | null;
        };
        WebhookEndpointList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["WebhookEndpoint"][];
            /** @description Whether more items follow this page */
            has_more: boolean;
            /**
             * Format: uuid
             * @description Pass as starting_after for the next page; null on the last page
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "disabled": false
         *     }
         */
        WebhookEndpointChange: {
            url?: string;
            /** @description The event types to send to this endpoint */
            events?: ("pay_run.calculated" | "pay_run.calculation_failed" | "pay_run.approved" | "pay_run.paid" | "payslip.payment_status_changed" | "employee.bank_name_check_changed" | "filing.ready" | "filing.submitted" | "filing.accepted" | "filing.rejected" | "filing.superseded")[];
            description?: string | null;
            /** @description true stops deliveries; false enables the endpoint again and forgets its failures */
            disabled?: boolean;
        };
        DeletedWebhookEndpoint: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "webhook_endpoint";
            /** @enum {boolean} */
            deleted: true;
        };
        EventList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Event"][];
            /** @description Whether more items follow this page */
            has_more: boolean;
            /**
             * Format: uuid
             * @description Pass as starting_after for the next page; null on the last page
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            next_cursor: string | null;
        };
        Event: {
            /**
             * Format: uuid
             * @description The same on every delivery of the event: deduplicate on it
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "event";
            /**
             * @description What happened, as resource.change
             * @example pay_run.calculated
             * @enum {string}
             */
            type: "pay_run.calculated" | "pay_run.calculation_failed" | "pay_run.approved" | "pay_run.paid" | "payslip.payment_status_changed" | "employee.bank_name_check_changed" | "filing.ready" | "filing.submitted" | "filing.accepted" | "filing.rejected" | "filing.superseded";
            /**
             * Format: date-time
             * @description When the change it announces committed
             * @example 2025-07-31T12:00:00.000Z
             */
            created_at: string;
            data: {
                /** @description The resource as the API returns it (pay_run, payslip or employee), in the status the event announces */
                object: {
                    [key: string]: unknown;
                };
                /**
                 * @description The resource's status before the change, to order events without relying on arrival order
                 * @example calculating
                 */
                previous_status?: string | null;
            };
        };
        EventWithDeliveries: components["schemas"]["Event"] & {
            /** @description One per endpoint it was sent to (a redelivery adds one) */
            deliveries: components["schemas"]["WebhookDelivery"][];
            /** @description Every attempt, oldest first */
            delivery_attempts: components["schemas"]["WebhookDeliveryAttempt"][];
        };
        WebhookDelivery: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "webhook_delivery";
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            endpoint_id: string;
            /**
             * @description As the delivery machine moves it (docs/machines/webhookDelivery.md)
             * @enum {string}
             */
            status: "pending" | "retrying" | "delivered" | "failed";
            /** @description Attempts made so far */
            attempts: number;
            /**
             * Format: date-time
             * @description When the next attempt is due; null once delivered or failed
             * @example 2025-07-31T12:00:00.000Z
             */
            next_attempt_at: string | null;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            created_at: string;
        };
        WebhookDeliveryAttempt: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "webhook_delivery_attempt";
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            delivery_id: string;
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            endpoint_id: string;
            /**
             * Format: date-time
             * @description When the request was sent
             * @example 2025-07-31T12:00:00.000Z
             */
            attempted_at: string;
            /** @description Until the receiver answered or the attempt gave up (10 s at most) */
            duration_ms: number;
            /**
             * @description The receiver's HTTP status; null when it never answered
             * @example 500
             */
            response_status: number | null;
            /** @example timeout */
            error: string | null;
        };
        LedgerAccounts: {
            /** @enum {string} */
            object: "ledger_accounts";
            /** @description Accounts by payslip line code */
            lines: {
                [key: string]: components["schemas"]["LedgerLineAccounts"];
            };
            /** @description Net pay payable account by payment destination */
            destinations: {
                [key: string]: string;
            };
            /** @description The Xero tax rate name written on every line of format=xero_csv */
            xero_tax_rate: string | null;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            updated_at: string | null;
        };
        LedgerLineAccounts: {
            /**
             * @description Debited: earnings (gross pay) and employer costs
             * @example 6000
             */
            expense_account?: string;
            /**
             * @description Credited: deductions and employer costs owed to their authority or payee
             * @example 6000
             */
            liability_account?: string;
        };
        LedgerAccountsInput: {
            /** @description Keyed by payslip line code (BASIC, PAYE, NSSF_TIER_I_EMPLOYER, ...), or by jurisdiction and code (KE.PAYE), which wins for that jurisdiction */
            lines: {
                [key: string]: components["schemas"]["LedgerLineAccounts"];
            };
            /** @description Net pay payable, keyed by where it is paid: the bank scheme of the employee's account, or none */
            destinations: {
                /**
                 * @description The ledger's account: the code (Xero) or name (QuickBooks Online)
                 * @example 6000
                 */
                iban?: string;
                /**
                 * @description The ledger's account: the code (Xero) or name (QuickBooks Online)
                 * @example 6000
                 */
                clabe?: string;
                /**
                 * @description The ledger's account: the code (Xero) or name (QuickBooks Online)
                 * @example 6000
                 */
                nuban?: string;
                /**
                 * @description The ledger's account: the code (Xero) or name (QuickBooks Online)
                 * @example 6000
                 */
                aba?: string;
                /**
                 * @description The ledger's account: the code (Xero) or name (QuickBooks Online)
                 * @example 6000
                 */
                sort_code?: string;
                /**
                 * @description The ledger's account: the code (Xero) or name (QuickBooks Online)
                 * @example 6000
                 */
                canadian?: string;
                /**
                 * @description The ledger's account: the code (Xero) or name (QuickBooks Online)
                 * @example 6000
                 */
                mobile_money?: string;
                /**
                 * @description The ledger's account: the code (Xero) or name (QuickBooks Online)
                 * @example 6000
                 */
                none?: string;
            };
            /**
             * @description The Xero tax rate name for payroll lines (needed by format=xero_csv), e.g. "No VAT"
             * @default null
             * @example No VAT
             */
            xero_tax_rate?: string | null;
        };
        Journal: {
            /** @enum {string} */
            object: "journal";
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            pay_run_id: string;
            /** @description The run's jurisdiction */
            jurisdiction: string;
            /** @description The run currency every amount is in (ISO 4217) */
            currency: string;
            /** @description The run's pay date */
            date: string;
            /** @description The journal narration, as the CSV files write it */
            narration: string;
            /** @description total_debit_minor equals total_credit_minor */
            balanced: boolean;
            /** @description Sum of debit_minor */
            total_debit_minor: number;
            /** @description Sum of credit_minor */
            total_credit_minor: number;
            /** @description In order: gross pay, employer costs, deductions, employer costs owed, net pay */
            lines: components["schemas"]["JournalLine"][];
            /** @description Each account the journal needs and the organization has not mapped, as the field of PUT /accounting/accounts to set */
            missing_mappings: {
                field: string;
                reason: string;
            }[];
        };
        JournalLine: {
            /**
             * @description gross_pay and employer_cost are debits to expense; deduction, employer_cost_liability and net_pay credits to what is owed (a negative total swaps the side)
             * @enum {string}
             */
            category: "gross_pay" | "employer_cost" | "deduction" | "employer_cost_liability" | "net_pay";
            /** @description null where no account is mapped; see missing_mappings */
            account: string | null;
            /** @description Integer minor units of the run currency; 0 on a credit line */
            debit_minor: number;
            /** @description Integer minor units of the run currency; 0 on a debit line */
            credit_minor: number;
            description: string;
            /** @description The payslip line code posted; null on net pay */
            line_code: string | null;
            /** @description The cost centre of gross pay and employer cost lines */
            department: string | null;
            /** @description Who a statutory liability is owed to (KRA, HMRC, SARS, ...) */
            authority: string | null;
            /** @description On net pay: where it is paid (bank scheme or none) */
            destination: string | null;
        };
        Deduction: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "deduction";
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            employee_id: string;
            /**
             * @description What is being recovered
             * @enum {string}
             */
            kind: "loan" | "salary_advance" | "attachment_of_earnings" | "union_dues" | "sacco_contribution" | "other";
            description: string;
            /** @description ISO 4217: the jurisdiction currency the amounts are in */
            currency: string;
            /** @description Lower is taken first */
            priority: number;
            /** @description The total to recover; null when open-ended */
            total_minor: number | null;
            /** @description Net pay this deduction never takes below */
            protected_minor: number | null;
            /** @description Taken by approved and paid runs */
            recovered_minor: number;
            /** @description Taken by calculated runs not yet approved */
            pending_minor: number;
            /** @description total_minor less recovered_minor; null when open-ended */
            balance_minor: number | null;
            /** @description Every effective-dated term, oldest first: the history of changes */
            terms: components["schemas"]["DeductionTerm"][];
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            created_at: string;
        };
        DeductionTerm: {
            /** @description From this date */
            effective_from: string;
            /** @description Fixed instalment, or null */
            amount_minor: number | null;
            /** @description Percentage of net, or null */
            percent_of_net: number | null;
            /** @description No instalment while paused */
            paused: boolean;
            /** @description Stopped for good (DELETE) */
            stopped: boolean;
        };
        NewDeduction: {
            /**
             * @description loan, salary_advance, attachment_of_earnings (a court order), union_dues, sacco_contribution or other
             * @enum {string}
             */
            kind: "loan" | "salary_advance" | "attachment_of_earnings" | "union_dues" | "sacco_contribution" | "other";
            /**
             * @description Printed on the payslip, with the balance left
             * @example Car loan
             */
            description: string;
            /**
             * @description Lower is taken first (a court order before a loan before dues); ties: the older first
             * @default 100
             */
            priority?: number;
            /**
             * @description The instalment per run, integer minor units of the jurisdiction currency
             * @example 500000
             */
            amount_minor?: number;
            /**
             * @description The instalment as a percentage of net pay after statutory deductions (0 < p ≤ 100, two decimals)
             * @example 10
             */
            percent_of_net?: number;
            /**
             * @description The total to recover; the deduction stops when it is reached. Absent: open-ended (dues)
             * @example 6000000
             */
            total_minor?: number;
            /**
             * @description Net pay this deduction may never take below (GB: the order's protected earnings rate); must be below the employee's pay
             * @example 2000000
             */
            protected_minor?: number;
            /**
             * Format: date
             * @description The first period whose last day is on or after it takes an instalment; today when absent
             * @example 2025-07-31
             */
            effective_from?: string;
        };
        DeductionList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Deduction"][];
            /** @description Whether more items follow this page */
            has_more: boolean;
            /**
             * Format: uuid
             * @description Pass as starting_after for the next page; null on the last page
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            next_cursor: string | null;
        };
        DeductionChange: {
            /**
             * Format: date
             * @description From which date the change applies; today when absent
             * @example 2025-07-31
             */
            effective_from?: string;
            /** @description A new fixed instalment */
            amount_minor?: number;
            /**
             * @description The instalment as a percentage of net pay after statutory deductions (0 < p ≤ 100, two decimals)
             * @example 10
             */
            percent_of_net?: number;
            /** @description true pauses (no instalment from effective_from), false resumes */
            paused?: boolean;
        };
        PaySchedule: {
            /**
             * Format: uuid
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            id: string;
            /** @enum {string} */
            object: "pay_schedule";
            /** @description Whose runs it makes */
            jurisdiction: string;
            /**
             * @description How often it pays
             * @enum {string}
             */
            frequency: "monthly" | "weekly" | "fortnightly" | "four_weekly";
            /** @description The anchor period's first day */
            first_period_start: string;
            /** @description Monthly: "day 1" to "day 28"; week-based: the weekday periods start on */
            anchor: string;
            pay_date_rule: components["schemas"]["PayDateRule"];
            /** @description Days before the pay date the draft run is made */
            create_days_ahead: number;
            /**
             * Format: date-time
             * @example 2025-07-31T12:00:00.000Z
             */
            created_at: string;
        };
        /** @description last_working_day: the period's last working day (weekends and the jurisdiction's public holidays moved earlier). period_end, day_of_month (monthly only, in the month the period ends) and days_after_period_end: that day, moved earlier or later off a weekend or public holiday. */
        PayDateRule: {
            /** @enum {string} */
            kind: "last_working_day";
        } | {
            /** @enum {string} */
            kind: "period_end";
            /**
             * @description Where the pay date moves when the day is a weekend or public holiday
             * @enum {string}
             */
            if_not_working_day: "earlier" | "later";
        } | {
            /** @enum {string} */
            kind: "day_of_month";
            day: number;
            /**
             * @description Where the pay date moves when the day is a weekend or public holiday
             * @enum {string}
             */
            if_not_working_day: "earlier" | "later";
        } | {
            /** @enum {string} */
            kind: "days_after_period_end";
            days: number;
            /**
             * @description Where the pay date moves when the day is a weekend or public holiday
             * @enum {string}
             */
            if_not_working_day: "earlier" | "later";
        };
        NewPaySchedule: {
            /**
             * @description Whose runs it makes, and whose public holidays move its pay dates
             * @enum {string}
             */
            jurisdiction: "KE" | "NG" | "GH" | "ZA" | "GB" | "SG";
            /**
             * @description monthly, or weekly, fortnightly, four_weekly (GB only)
             * @enum {string}
             */
            frequency: "monthly" | "weekly" | "fortnightly" | "four_weekly";
            /**
             * Format: date
             * @description The first period's first day: the anchor. Monthly: its day of the month (1 to 28); week-based: its weekday
             * @example 2025-07-31
             */
            first_period_start: string;
            pay_date_rule: components["schemas"]["PayDateRule"];
            /**
             * @description The draft run is made this many days before its pay date (default 5)
             * @default 5
             */
            create_days_ahead?: number;
        };
        PayScheduleList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["PaySchedule"][];
            /** @description Whether more items follow this page */
            has_more: boolean;
            /**
             * Format: uuid
             * @description Pass as starting_after for the next page; null on the last page
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            next_cursor: string | null;
        };
        UpcomingPayPeriods: {
            /** @enum {string} */
            object: "list";
            /**
             * Format: uuid
             * @description The schedule these periods are of
             * @example 01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f
             */
            pay_schedule_id: string;
            /** @description The periods from the one holding `from`, oldest first */
            data: components["schemas"]["UpcomingPayPeriod"][];
        };
        UpcomingPayPeriod: {
            period_start: string;
            period_end: string;
            /** @description By the rule, off weekends and public holidays */
            pay_date: string;
            /** @description When the scheduler makes its draft run (pay_date less create_days_ahead) */
            creates_on: string;
        };
    };
    responses: never;
    parameters: {
        /**
         * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
         * @example payroll-2025-07-approve-1
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description Identifies this request; quote it when reporting a problem. */
        RequestId: string;
        /** @description The key's burst allowance (requests it may send at once). */
        RateLimitLimit: number;
        /** @description Requests left in the allowance now. */
        RateLimitRemaining: number;
        /** @description Seconds to wait before retrying (429 rate_limited, 409 idempotency_in_progress). */
        RetryAfter: number;
        /** @description Always `Bearer`. */
        WWWAuthenticate: string;
        /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key; absent otherwise. */
        IdempotentReplayed: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    retrieveOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000001",
                     *       "object": "organization",
                     *       "name": "Acme Kenya Ltd",
                     *       "country_code": "KE",
                     *       "default_currency": "KES",
                     *       "status": "active",
                     *       "kyc_status": "verified",
                     *       "created_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    listEmployees: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 25 */
                limit?: number;
                /** @description next_cursor of the previous page */
                starting_after?: string;
                updated_since?: string;
                /** @description When true, lists archived employees instead of active ones */
                archived?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of employees */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "0193a1b2-0000-7000-8000-000000000002",
                     *           "object": "employee",
                     *           "staff_id": null,
                     *           "full_name": "Amina Wanjiru Otieno",
                     *           "title": null,
                     *           "first_name": "Amina",
                     *           "middle_name": "Wanjiru",
                     *           "last_name": "Otieno",
                     *           "suffix": null,
                     *           "classification": "employee",
                     *           "jurisdiction": "KE",
                     *           "denomination_currency": "KES",
                     *           "payment_currency": "KES",
                     *           "start_date": "2025-01-01",
                     *           "end_date": null,
                     *           "archived": false,
                     *           "bank_name_check": null,
                     *           "bank_name_checked_at": null,
                     *           "department": null,
                     *           "position": null,
                     *           "location": null,
                     *           "created_at": "2025-07-01T09:00:00.000Z",
                     *           "updated_at": "2025-07-01T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeList"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    createEmployee: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "jurisdiction": "KE",
                 *       "denomination_currency": "KES",
                 *       "full_name": "Amina Wanjiru Otieno",
                 *       "start_date": "2025-01-01",
                 *       "compensation": [
                 *         {
                 *           "component_code": "BASIC",
                 *           "amount_cents": 15000000
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description A whole name, split server-side into title, first, middle, last and suffix. Ignored when any part is sent
                     * @example Dr Amina Wanjiru Otieno
                     */
                    full_name?: string;
                    /**
                     * @description Honorific; never part of full_name
                     * @example Dr
                     */
                    title?: string | null;
                    /** @example Amina */
                    first_name?: string;
                    /** @example Wanjiru */
                    middle_name?: string | null;
                    /** @example Otieno */
                    last_name?: string;
                    /**
                     * @description Part of the legal name
                     * @example Jr
                     */
                    suffix?: string | null;
                    /** @enum {string} */
                    classification?: "employee" | "contractor";
                    /**
                     * @description Currency the employee is paid in; defaults to denomination_currency
                     * @example KES
                     */
                    payment_currency?: string;
                    staff_id?: string | null;
                    /** Format: date */
                    start_date?: string | null;
                    /** Format: date */
                    end_date?: string | null;
                    /**
                     * Format: date
                     * @description Write-only. Drives age-banded contributions
                     */
                    birthdate?: string | null;
                    /** @description Write-only. Normalized to E.164; the jurisdiction is the default country */
                    phone?: string | null;
                    /**
                     * Format: uuid
                     * @description Id of a department of the organization
                     */
                    department_id?: string | null;
                    /**
                     * Format: uuid
                     * @description Id of a position of the organization
                     */
                    position_id?: string | null;
                    /**
                     * Format: uuid
                     * @description Id of a location of the organization
                     */
                    location_id?: string | null;
                    /**
                     * Format: uuid
                     * @description Id of a head of department (an employee) of the organization
                     */
                    hod_id?: string | null;
                    /** @description Write-only. The employee's jurisdiction decides which fields exist; a field it does not define is a 422. Omitted fields take their defaults. */
                    tax_profile?: components["schemas"]["TaxProfileKE"] | components["schemas"]["TaxProfileNG"] | components["schemas"]["TaxProfileGH"] | components["schemas"]["TaxProfileZA"] | components["schemas"]["TaxProfileGB"] | components["schemas"]["TaxProfileSG"];
                    /** @description Write-only. Omitted fields take their defaults */
                    household_composition?: {
                        /** @default 0 */
                        dependants?: number;
                        /**
                         * @description Dependants on the employee's medical scheme (ZA medical scheme fees tax credit)
                         * @default 0
                         */
                        medical_scheme_dependants?: number;
                    };
                    /** @description Write-only. Exactly one scheme; any scheme on any jurisdiction. Spaces and dashes are stripped and letters upper-cased. A failed check digit is a 422 naming the field; the check is arithmetic only. */
                    bank_details?: components["schemas"]["BankDetailsIban"] | components["schemas"]["BankDetailsClabe"] | components["schemas"]["BankDetailsNuban"] | components["schemas"]["BankDetailsUsAba"] | components["schemas"]["BankDetailsUkSortCode"] | components["schemas"]["BankDetailsCanadaTransit"] | components["schemas"]["BankDetailsMobileMoney"] | null;
                    /** @description Write-only. Personal identifiers keyed by the jurisdiction's catalog (KE kra_pin, nssf_number, shif_number; GH ghana_card_pin, ssnit_number; NG nin, rsa_pin, tin, bvn; ZA tax_reference, id_number; GB nino, utr; SG nric_fin), normalized and format-checked. Other keys are stored untouched. */
                    statutory_ids?: {
                        [key: string]: unknown;
                    } | null;
                    compensation?: {
                        /**
                         * @example BASIC
                         * @enum {string}
                         */
                        component_code: "BASIC" | "HOUSING" | "TRANSPORT" | "MEAL" | "OVERTIME" | "BONUS" | "COMMISSION" | "OTHER_ALLOWANCE" | "CONTRACT_FEE";
                        /**
                         * @description Minor units of the denomination currency
                         * @example 25000000
                         */
                        amount_cents: number;
                        /**
                         * Format: date
                         * @description First day the amount applies. Required when the component already has an open row, and must be after that row's start. Otherwise defaults to the start_date on create (today without one), and to today on update (or start_date when that is later).
                         * @example 2026-01-01
                         */
                        effective_from?: string;
                        /** @description Prorated by calendar days employed in a part period. Defaults to the open row’s value, else true for recurring components (BASIC, HOUSING, TRANSPORT, MEAL, OTHER_ALLOWANCE, CONTRACT_FEE) and false for OVERTIME, BONUS, COMMISSION */
                        proratable?: boolean;
                    }[];
                    /**
                     * @description Required; immutable afterwards
                     * @example KE
                     * @enum {string}
                     */
                    jurisdiction: "KE" | "NG" | "GH" | "ZA" | "GB" | "SG";
                    /**
                     * @description Required; immutable afterwards
                     * @example KES
                     */
                    denomination_currency: string;
                };
            };
        };
        responses: {
            /** @description The new employee */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000002",
                     *       "object": "employee",
                     *       "staff_id": null,
                     *       "full_name": "Amina Wanjiru Otieno",
                     *       "title": null,
                     *       "first_name": "Amina",
                     *       "middle_name": "Wanjiru",
                     *       "last_name": "Otieno",
                     *       "suffix": null,
                     *       "classification": "employee",
                     *       "jurisdiction": "KE",
                     *       "denomination_currency": "KES",
                     *       "payment_currency": "KES",
                     *       "start_date": "2025-01-01",
                     *       "end_date": null,
                     *       "archived": false,
                     *       "bank_name_check": null,
                     *       "bank_name_checked_at": null,
                     *       "department": null,
                     *       "position": null,
                     *       "location": null,
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Employee"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    retrieveEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The employee */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000002",
                     *       "object": "employee",
                     *       "staff_id": null,
                     *       "full_name": "Amina Wanjiru Otieno",
                     *       "title": null,
                     *       "first_name": "Amina",
                     *       "middle_name": "Wanjiru",
                     *       "last_name": "Otieno",
                     *       "suffix": null,
                     *       "classification": "employee",
                     *       "jurisdiction": "KE",
                     *       "denomination_currency": "KES",
                     *       "payment_currency": "KES",
                     *       "start_date": "2025-01-01",
                     *       "end_date": null,
                     *       "archived": false,
                     *       "bank_name_check": null,
                     *       "bank_name_checked_at": null,
                     *       "department": null,
                     *       "position": null,
                     *       "location": null,
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Employee"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    updateEmployee: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "position_id": null,
                 *       "compensation": [
                 *         {
                 *           "component_code": "BASIC",
                 *           "amount_cents": 16000000,
                 *           "effective_from": "2025-08-01"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description A whole name, split server-side into title, first, middle, last and suffix. Ignored when any part is sent
                     * @example Dr Amina Wanjiru Otieno
                     */
                    full_name?: string;
                    /**
                     * @description Honorific; never part of full_name
                     * @example Dr
                     */
                    title?: string | null;
                    /** @example Amina */
                    first_name?: string;
                    /** @example Wanjiru */
                    middle_name?: string | null;
                    /** @example Otieno */
                    last_name?: string;
                    /**
                     * @description Part of the legal name
                     * @example Jr
                     */
                    suffix?: string | null;
                    /** @enum {string} */
                    classification?: "employee" | "contractor";
                    /**
                     * @description Currency the employee is paid in; defaults to denomination_currency
                     * @example KES
                     */
                    payment_currency?: string;
                    staff_id?: string | null;
                    /** Format: date */
                    start_date?: string | null;
                    /** Format: date */
                    end_date?: string | null;
                    /**
                     * Format: date
                     * @description Write-only. Drives age-banded contributions
                     */
                    birthdate?: string | null;
                    /** @description Write-only. Normalized to E.164; the jurisdiction is the default country */
                    phone?: string | null;
                    /**
                     * Format: uuid
                     * @description Id of a department of the organization
                     */
                    department_id?: string | null;
                    /**
                     * Format: uuid
                     * @description Id of a position of the organization
                     */
                    position_id?: string | null;
                    /**
                     * Format: uuid
                     * @description Id of a location of the organization
                     */
                    location_id?: string | null;
                    /**
                     * Format: uuid
                     * @description Id of a head of department (an employee) of the organization
                     */
                    hod_id?: string | null;
                    /** @description Write-only. The employee's jurisdiction decides which fields exist; a field it does not define is a 422. Omitted fields take their defaults. */
                    tax_profile?: components["schemas"]["TaxProfileKE"] | components["schemas"]["TaxProfileNG"] | components["schemas"]["TaxProfileGH"] | components["schemas"]["TaxProfileZA"] | components["schemas"]["TaxProfileGB"] | components["schemas"]["TaxProfileSG"];
                    /** @description Write-only. Omitted fields take their defaults */
                    household_composition?: {
                        /** @default 0 */
                        dependants?: number;
                        /**
                         * @description Dependants on the employee's medical scheme (ZA medical scheme fees tax credit)
                         * @default 0
                         */
                        medical_scheme_dependants?: number;
                    };
                    /** @description Write-only. Exactly one scheme; any scheme on any jurisdiction. Spaces and dashes are stripped and letters upper-cased. A failed check digit is a 422 naming the field; the check is arithmetic only. */
                    bank_details?: components["schemas"]["BankDetailsIban"] | components["schemas"]["BankDetailsClabe"] | components["schemas"]["BankDetailsNuban"] | components["schemas"]["BankDetailsUsAba"] | components["schemas"]["BankDetailsUkSortCode"] | components["schemas"]["BankDetailsCanadaTransit"] | components["schemas"]["BankDetailsMobileMoney"] | null;
                    /** @description Write-only. Personal identifiers keyed by the jurisdiction's catalog (KE kra_pin, nssf_number, shif_number; GH ghana_card_pin, ssnit_number; NG nin, rsa_pin, tin, bvn; ZA tax_reference, id_number; GB nino, utr; SG nric_fin), normalized and format-checked. Other keys are stored untouched. */
                    statutory_ids?: {
                        [key: string]: unknown;
                    } | null;
                    compensation?: {
                        /**
                         * @example BASIC
                         * @enum {string}
                         */
                        component_code: "BASIC" | "HOUSING" | "TRANSPORT" | "MEAL" | "OVERTIME" | "BONUS" | "COMMISSION" | "OTHER_ALLOWANCE" | "CONTRACT_FEE";
                        /**
                         * @description Minor units of the denomination currency
                         * @example 25000000
                         */
                        amount_cents: number;
                        /**
                         * Format: date
                         * @description First day the amount applies. Required when the component already has an open row, and must be after that row's start. Otherwise defaults to the start_date on create (today without one), and to today on update (or start_date when that is later).
                         * @example 2026-01-01
                         */
                        effective_from?: string;
                        /** @description Prorated by calendar days employed in a part period. Defaults to the open row’s value, else true for recurring components (BASIC, HOUSING, TRANSPORT, MEAL, OTHER_ALLOWANCE, CONTRACT_FEE) and false for OVERTIME, BONUS, COMMISSION */
                        proratable?: boolean;
                    }[];
                    /**
                     * @description Immutable: only the current value is accepted
                     * @example KE
                     * @enum {string}
                     */
                    jurisdiction?: "KE" | "NG" | "GH" | "ZA" | "GB" | "SG";
                    /**
                     * @description Immutable: only the current value is accepted
                     * @example KES
                     */
                    denomination_currency?: string;
                    /** @description PATCH only. Archived employees are not priced */
                    archived?: boolean;
                };
            };
        };
        responses: {
            /** @description The employee */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000002",
                     *       "object": "employee",
                     *       "staff_id": null,
                     *       "full_name": "Amina Wanjiru Otieno",
                     *       "title": null,
                     *       "first_name": "Amina",
                     *       "middle_name": "Wanjiru",
                     *       "last_name": "Otieno",
                     *       "suffix": null,
                     *       "classification": "employee",
                     *       "jurisdiction": "KE",
                     *       "denomination_currency": "KES",
                     *       "payment_currency": "KES",
                     *       "start_date": "2025-01-01",
                     *       "end_date": null,
                     *       "archived": false,
                     *       "bank_name_check": null,
                     *       "bank_name_checked_at": null,
                     *       "department": null,
                     *       "position": null,
                     *       "location": null,
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Employee"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    recordEmployeeLeaving: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "leaving_date": "2026-07-15",
                 *       "reason": "resignation"
                 *     }
                 */
                "application/json": components["schemas"]["EmployeeLeaving"];
            };
        };
        responses: {
            /** @description The employee, with end_date set */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000002",
                     *       "object": "employee",
                     *       "staff_id": null,
                     *       "full_name": "Amina Wanjiru Otieno",
                     *       "title": null,
                     *       "first_name": "Amina",
                     *       "middle_name": "Wanjiru",
                     *       "last_name": "Otieno",
                     *       "suffix": null,
                     *       "classification": "employee",
                     *       "jurisdiction": "KE",
                     *       "denomination_currency": "KES",
                     *       "payment_currency": "KES",
                     *       "start_date": "2025-01-01",
                     *       "end_date": null,
                     *       "archived": false,
                     *       "bank_name_check": null,
                     *       "bank_name_checked_at": null,
                     *       "department": null,
                     *       "position": null,
                     *       "location": null,
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Employee"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    acknowledgeBankNameMismatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The employee */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000002",
                     *       "object": "employee",
                     *       "staff_id": null,
                     *       "full_name": "Amina Wanjiru Otieno",
                     *       "title": null,
                     *       "first_name": "Amina",
                     *       "middle_name": "Wanjiru",
                     *       "last_name": "Otieno",
                     *       "suffix": null,
                     *       "classification": "employee",
                     *       "jurisdiction": "KE",
                     *       "denomination_currency": "KES",
                     *       "payment_currency": "KES",
                     *       "start_date": "2025-01-01",
                     *       "end_date": null,
                     *       "archived": false,
                     *       "bank_name_check": null,
                     *       "bank_name_checked_at": null,
                     *       "department": null,
                     *       "position": null,
                     *       "location": null,
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Employee"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    importEmployees: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {"jurisdiction":"KE","denomination_currency":"KES","full_name":"Amina Wanjiru Otieno","start_date":"2025-01-01","compensation":[{"component_code":"BASIC","amount_cents":15000000}]}
                 *     {"jurisdiction":"KE","denomination_currency":"KES","full_name":"Brian Kiprono Mutai","start_date":"2025-01-01","compensation":[{"component_code":"BASIC","amount_cents":12000000}]}
                 */
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description The import, accepted */
            202: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "employee_import",
                     *       "id": "0193a1b2-0000-7000-8000-00000000000d",
                     *       "rows_total": 2,
                     *       "rows_done": 0,
                     *       "rows_failed": 0,
                     *       "completed": false,
                     *       "errors": [],
                     *       "has_more_errors": false,
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "completed_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeImport"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    retrieveEmployeeImport: {
        parameters: {
            query?: {
                /** @description Row number of the last error already seen */
                errors_after?: number | null;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "employee_import",
                     *       "id": "0193a1b2-0000-7000-8000-00000000000d",
                     *       "rows_total": 2,
                     *       "rows_done": 2,
                     *       "rows_failed": 1,
                     *       "completed": true,
                     *       "errors": [
                     *         {
                     *           "row": 2,
                     *           "fields": {
                     *             "start_date": "Required"
                     *           }
                     *         }
                     *       ],
                     *       "has_more_errors": false,
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "completed_at": "2025-07-01T09:00:02.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeImport"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    listDepartments: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 25 */
                limit?: number;
                /** @description next_cursor of the previous page */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of departments */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "0193a1b2-0000-7000-8000-000000000101",
                     *           "object": "department",
                     *           "name": "Finance",
                     *           "created_at": "2025-07-01T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["DepartmentList"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    createDepartment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Finance"
                 *     }
                 */
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The department */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000101",
                     *       "object": "department",
                     *       "name": "Finance",
                     *       "created_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Department"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    listPositions: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 25 */
                limit?: number;
                /** @description next_cursor of the previous page */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of positions */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "0193a1b2-0000-7000-8000-000000000102",
                     *           "object": "position",
                     *           "name": "Payroll accountant",
                     *           "created_at": "2025-07-01T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["PositionList"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    createPosition: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Payroll accountant"
                 *     }
                 */
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The position */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000102",
                     *       "object": "position",
                     *       "name": "Payroll accountant",
                     *       "created_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Position"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    listLocations: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 25 */
                limit?: number;
                /** @description next_cursor of the previous page */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of locations */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "0193a1b2-0000-7000-8000-000000000103",
                     *           "object": "location",
                     *           "name": "Nairobi",
                     *           "created_at": "2025-07-01T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["LocationList"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    createLocation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Nairobi"
                 *     }
                 */
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The location */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000103",
                     *       "object": "location",
                     *       "name": "Nairobi",
                     *       "created_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    listPayRuns: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 25 */
                limit?: number;
                /** @description next_cursor of the previous page */
                starting_after?: string;
                updated_since?: string;
                /** @description calculating is not an allowed filter */
                status?: "draft" | "calculated" | "approved" | "paid";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of pay runs */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "0193a1b2-0000-7000-8000-000000000003",
                     *           "object": "pay_run",
                     *           "status": "calculated",
                     *           "jurisdiction": "KE",
                     *           "currency": "KES",
                     *           "period_start": "2025-07-01",
                     *           "period_end": "2025-07-31",
                     *           "pay_date": "2025-07-28",
                     *           "as_of_date": "2025-07-31",
                     *           "pay_frequency": "monthly",
                     *           "type": "regular",
                     *           "reason": null,
                     *           "payslip_count": 1,
                     *           "totals": {
                     *             "gross": {
                     *               "amount_minor": 15000000,
                     *               "currency": "KES"
                     *             },
                     *             "net": {
                     *               "amount_minor": 10513015,
                     *               "currency": "KES"
                     *             },
                     *             "employee_deductions": {
                     *               "amount_minor": 4486985,
                     *               "currency": "KES"
                     *             },
                     *             "employer_cost": {
                     *               "amount_minor": 657000,
                     *               "currency": "KES"
                     *             }
                     *           },
                     *           "approved_at": null,
                     *           "paid_at": null,
                     *           "created_at": "2025-07-01T09:00:00.000Z",
                     *           "updated_at": "2025-07-01T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["PayRunList"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    createPayRun: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "jurisdiction": "KE",
                 *       "period_start": "2025-07-01",
                 *       "period_end": "2025-07-31",
                 *       "pay_date": "2025-07-28"
                 *     }
                 */
                "application/json": components["schemas"]["NewPayRun"];
            };
        };
        responses: {
            /** @description The new pay run, in draft */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000003",
                     *       "object": "pay_run",
                     *       "status": "draft",
                     *       "jurisdiction": "KE",
                     *       "currency": "KES",
                     *       "period_start": "2025-07-01",
                     *       "period_end": "2025-07-31",
                     *       "pay_date": "2025-07-28",
                     *       "as_of_date": "2025-07-31",
                     *       "pay_frequency": "monthly",
                     *       "type": "regular",
                     *       "reason": null,
                     *       "payslip_count": 0,
                     *       "totals": {
                     *         "gross": {
                     *           "amount_minor": 0,
                     *           "currency": "KES"
                     *         },
                     *         "net": {
                     *           "amount_minor": 0,
                     *           "currency": "KES"
                     *         },
                     *         "employee_deductions": {
                     *           "amount_minor": 0,
                     *           "currency": "KES"
                     *         },
                     *         "employer_cost": {
                     *           "amount_minor": 0,
                     *           "currency": "KES"
                     *         }
                     *       },
                     *       "approved_at": null,
                     *       "paid_at": null,
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PayRun"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    retrievePayRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pay run */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000003",
                     *       "object": "pay_run",
                     *       "status": "calculated",
                     *       "jurisdiction": "KE",
                     *       "currency": "KES",
                     *       "period_start": "2025-07-01",
                     *       "period_end": "2025-07-31",
                     *       "pay_date": "2025-07-28",
                     *       "as_of_date": "2025-07-31",
                     *       "pay_frequency": "monthly",
                     *       "type": "regular",
                     *       "reason": null,
                     *       "payslip_count": 1,
                     *       "totals": {
                     *         "gross": {
                     *           "amount_minor": 15000000,
                     *           "currency": "KES"
                     *         },
                     *         "net": {
                     *           "amount_minor": 10513015,
                     *           "currency": "KES"
                     *         },
                     *         "employee_deductions": {
                     *           "amount_minor": 4486985,
                     *           "currency": "KES"
                     *         },
                     *         "employer_cost": {
                     *           "amount_minor": 657000,
                     *           "currency": "KES"
                     *         }
                     *       },
                     *       "approved_at": null,
                     *       "paid_at": null,
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PayRun"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    calculatePayRun: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                pay_run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pay run, calculated or calculating */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000003",
                     *       "object": "pay_run",
                     *       "status": "calculated",
                     *       "jurisdiction": "KE",
                     *       "currency": "KES",
                     *       "period_start": "2025-07-01",
                     *       "period_end": "2025-07-31",
                     *       "pay_date": "2025-07-28",
                     *       "as_of_date": "2025-07-31",
                     *       "pay_frequency": "monthly",
                     *       "type": "regular",
                     *       "reason": null,
                     *       "payslip_count": 1,
                     *       "totals": {
                     *         "gross": {
                     *           "amount_minor": 15000000,
                     *           "currency": "KES"
                     *         },
                     *         "net": {
                     *           "amount_minor": 10513015,
                     *           "currency": "KES"
                     *         },
                     *         "employee_deductions": {
                     *           "amount_minor": 4486985,
                     *           "currency": "KES"
                     *         },
                     *         "employer_cost": {
                     *           "amount_minor": 657000,
                     *           "currency": "KES"
                     *         }
                     *       },
                     *       "approved_at": null,
                     *       "paid_at": null,
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PayRun"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    approvePayRun: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                pay_run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pay run, approved */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000003",
                     *       "object": "pay_run",
                     *       "status": "approved",
                     *       "jurisdiction": "KE",
                     *       "currency": "KES",
                     *       "period_start": "2025-07-01",
                     *       "period_end": "2025-07-31",
                     *       "pay_date": "2025-07-28",
                     *       "as_of_date": "2025-07-31",
                     *       "pay_frequency": "monthly",
                     *       "type": "regular",
                     *       "reason": null,
                     *       "payslip_count": 1,
                     *       "totals": {
                     *         "gross": {
                     *           "amount_minor": 15000000,
                     *           "currency": "KES"
                     *         },
                     *         "net": {
                     *           "amount_minor": 10513015,
                     *           "currency": "KES"
                     *         },
                     *         "employee_deductions": {
                     *           "amount_minor": 4486985,
                     *           "currency": "KES"
                     *         },
                     *         "employer_cost": {
                     *           "amount_minor": 657000,
                     *           "currency": "KES"
                     *         }
                     *       },
                     *       "approved_at": "2025-07-25T10:00:00.000Z",
                     *       "paid_at": null,
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PayRun"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    reopenPayRun: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                pay_run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pay run, calculated again */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000003",
                     *       "object": "pay_run",
                     *       "status": "calculated",
                     *       "jurisdiction": "KE",
                     *       "currency": "KES",
                     *       "period_start": "2025-07-01",
                     *       "period_end": "2025-07-31",
                     *       "pay_date": "2025-07-28",
                     *       "as_of_date": "2025-07-31",
                     *       "pay_frequency": "monthly",
                     *       "type": "regular",
                     *       "reason": null,
                     *       "payslip_count": 1,
                     *       "totals": {
                     *         "gross": {
                     *           "amount_minor": 15000000,
                     *           "currency": "KES"
                     *         },
                     *         "net": {
                     *           "amount_minor": 10513015,
                     *           "currency": "KES"
                     *         },
                     *         "employee_deductions": {
                     *           "amount_minor": 4486985,
                     *           "currency": "KES"
                     *         },
                     *         "employer_cost": {
                     *           "amount_minor": 657000,
                     *           "currency": "KES"
                     *         }
                     *       },
                     *       "approved_at": null,
                     *       "paid_at": null,
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PayRun"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    payPayRun: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                pay_run_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "method": "payment_rail"
                 *     }
                 */
                "application/json": components["schemas"]["PayPayRun"];
            };
        };
        responses: {
            /** @description The pay run, paid */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000003",
                     *       "object": "pay_run",
                     *       "status": "paid",
                     *       "jurisdiction": "KE",
                     *       "currency": "KES",
                     *       "period_start": "2025-07-01",
                     *       "period_end": "2025-07-31",
                     *       "pay_date": "2025-07-28",
                     *       "as_of_date": "2025-07-31",
                     *       "pay_frequency": "monthly",
                     *       "type": "regular",
                     *       "reason": null,
                     *       "payslip_count": 1,
                     *       "totals": {
                     *         "gross": {
                     *           "amount_minor": 15000000,
                     *           "currency": "KES"
                     *         },
                     *         "net": {
                     *           "amount_minor": 10513015,
                     *           "currency": "KES"
                     *         },
                     *         "employee_deductions": {
                     *           "amount_minor": 4486985,
                     *           "currency": "KES"
                     *         },
                     *         "employer_cost": {
                     *           "amount_minor": 657000,
                     *           "currency": "KES"
                     *         }
                     *       },
                     *       "approved_at": "2025-07-25T10:00:00.000Z",
                     *       "paid_at": "2025-07-26T08:00:00.000Z",
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PayRun"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    getPaymentFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pay_run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description pain.001.001.09 XML */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <?xml version="1.0" encoding="UTF-8"?>
                     *     <Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn><GrpHdr><MsgId>0193a1b200007000800000000000000003</MsgId><CreDtTm>2025-07-26T08:00:00Z</CreDtTm><NbOfTxs>1</NbOfTxs><CtrlSum>105130.15</CtrlSum>…
                     */
                    "application/xml": string;
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    listPayRunTransitions: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 25 */
                limit?: number;
                /** @description next_cursor of the previous page */
                starting_after?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Transitions, oldest first */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "0193a1b2-0000-7000-8000-000000000005",
                     *           "object": "pay_run_transition",
                     *           "from": "draft",
                     *           "to": "calculated",
                     *           "event": "CALCULATE",
                     *           "actor": "api_key:0193a1b2-0000-7000-8000-0000000000aa",
                     *           "at": "2025-07-01T09:00:00.000Z",
                     *           "details": null
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["PayRunTransitionList"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    listPayslipsOfPayRun: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 25 */
                limit?: number;
                /** @description next_cursor of the previous page */
                starting_after?: string;
            };
            header?: {
                /** @description The ETag of a page read before: 304 while it is unchanged */
                "if-none-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payslips, line items included */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    /** @description The page's strong entity tag */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "0193a1b2-0000-7000-8000-000000000004",
                     *           "object": "payslip",
                     *           "pay_run_id": "0193a1b2-0000-7000-8000-000000000003",
                     *           "employee_id": "0193a1b2-0000-7000-8000-000000000002",
                     *           "currency": "KES",
                     *           "gross": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "net": {
                     *             "amount_minor": 10513015,
                     *             "currency": "KES"
                     *           },
                     *           "employee_deductions": {
                     *             "amount_minor": 4486985,
                     *             "currency": "KES"
                     *           },
                     *           "employer_cost": {
                     *             "amount_minor": 657000,
                     *             "currency": "KES"
                     *           },
                     *           "tax": {
                     *             "amount_minor": 3417485,
                     *             "currency": "KES"
                     *           },
                     *           "payment": {
                     *             "amount_minor": 10513015,
                     *             "currency": "KES"
                     *           },
                     *           "fx_rate_used": null,
                     *           "period_start": "2025-07-01",
                     *           "period_end": "2025-07-31",
                     *           "pay_date": "2025-07-28",
                     *           "statutory_facts": [],
                     *           "payment_destination": null,
                     *           "payment_status": {
                     *             "state": "none",
                     *             "sent_at": null,
                     *             "settled_at": null,
                     *             "note": null
                     *           },
                     *           "line_items": [
                     *             {
                     *               "code": "BASIC",
                     *               "kind": "earning",
                     *               "description": "Basic salary",
                     *               "amount": {
                     *                 "amount_minor": 15000000,
                     *                 "currency": "KES"
                     *               },
                     *               "base": {
                     *                 "amount_minor": 15000000,
                     *                 "currency": "KES"
                     *               },
                     *               "rate_applied": null,
                     *               "rate_kind": null,
                     *               "rule_version_ref": null,
                     *               "proration": null
                     *             },
                     *             {
                     *               "code": "NSSF_TIER_I",
                     *               "kind": "deduction",
                     *               "description": "NSSF pension contribution, Tier I",
                     *               "amount": {
                     *                 "amount_minor": 48000,
                     *                 "currency": "KES"
                     *               },
                     *               "base": {
                     *                 "amount_minor": 800000,
                     *                 "currency": "KES"
                     *               },
                     *               "rate_applied": "6%",
                     *               "rate_kind": "flat",
                     *               "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *               "proration": null
                     *             },
                     *             {
                     *               "code": "NSSF_TIER_II",
                     *               "kind": "deduction",
                     *               "description": "NSSF pension contribution, Tier II",
                     *               "amount": {
                     *                 "amount_minor": 384000,
                     *                 "currency": "KES"
                     *               },
                     *               "base": {
                     *                 "amount_minor": 6400000,
                     *                 "currency": "KES"
                     *               },
                     *               "rate_applied": "6%",
                     *               "rate_kind": "flat",
                     *               "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *               "proration": null
                     *             },
                     *             {
                     *               "code": "NSSF_TIER_I_EMPLOYER",
                     *               "kind": "employer_cost",
                     *               "description": "NSSF pension contribution, Tier I, employer's share",
                     *               "amount": {
                     *                 "amount_minor": 48000,
                     *                 "currency": "KES"
                     *               },
                     *               "base": {
                     *                 "amount_minor": 800000,
                     *                 "currency": "KES"
                     *               },
                     *               "rate_applied": "6%",
                     *               "rate_kind": "flat",
                     *               "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *               "proration": null
                     *             },
                     *             {
                     *               "code": "NSSF_TIER_II_EMPLOYER",
                     *               "kind": "employer_cost",
                     *               "description": "NSSF pension contribution, Tier II, employer's share",
                     *               "amount": {
                     *                 "amount_minor": 384000,
                     *                 "currency": "KES"
                     *               },
                     *               "base": {
                     *                 "amount_minor": 6400000,
                     *                 "currency": "KES"
                     *               },
                     *               "rate_applied": "6%",
                     *               "rate_kind": "flat",
                     *               "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *               "proration": null
                     *             },
                     *             {
                     *               "code": "SHIF",
                     *               "kind": "deduction",
                     *               "description": "Social Health Insurance Fund (SHIF), 2.75%",
                     *               "amount": {
                     *                 "amount_minor": 412500,
                     *                 "currency": "KES"
                     *               },
                     *               "base": {
                     *                 "amount_minor": 15000000,
                     *                 "currency": "KES"
                     *               },
                     *               "rate_applied": "2.75%",
                     *               "rate_kind": "flat",
                     *               "rule_version_ref": "KE/shif@2024-10-01#d6cf1bf3cb17",
                     *               "proration": null
                     *             },
                     *             {
                     *               "code": "AHL",
                     *               "kind": "deduction",
                     *               "description": "Affordable Housing Levy, 1.5%",
                     *               "amount": {
                     *                 "amount_minor": 225000,
                     *                 "currency": "KES"
                     *               },
                     *               "base": {
                     *                 "amount_minor": 15000000,
                     *                 "currency": "KES"
                     *               },
                     *               "rate_applied": "1.5%",
                     *               "rate_kind": "flat",
                     *               "rule_version_ref": "KE/ahl@2024-03-19#81f39eecf856",
                     *               "proration": null
                     *             },
                     *             {
                     *               "code": "AHL_EMPLOYER",
                     *               "kind": "employer_cost",
                     *               "description": "Affordable Housing Levy, employer's 1.5%",
                     *               "amount": {
                     *                 "amount_minor": 225000,
                     *                 "currency": "KES"
                     *               },
                     *               "base": {
                     *                 "amount_minor": 15000000,
                     *                 "currency": "KES"
                     *               },
                     *               "rate_applied": "1.5%",
                     *               "rate_kind": "flat",
                     *               "rule_version_ref": "KE/ahl@2024-03-19#81f39eecf856",
                     *               "proration": null
                     *             },
                     *             {
                     *               "code": "TAXABLE_PAY",
                     *               "kind": "informational",
                     *               "description": "Taxable pay (pay less the amounts allowed before tax)",
                     *               "amount": {
                     *                 "amount_minor": 13930500,
                     *                 "currency": "KES"
                     *               },
                     *               "base": {
                     *                 "amount_minor": 15000000,
                     *                 "currency": "KES"
                     *               },
                     *               "rate_applied": null,
                     *               "rate_kind": null,
                     *               "rule_version_ref": "KE/paye_deductions@2024-12-27#e9d90f3ea8ee",
                     *               "proration": null
                     *             },
                     *             {
                     *               "code": "TAX_BEFORE_RELIEFS",
                     *               "kind": "informational",
                     *               "description": "Income tax before reliefs",
                     *               "amount": {
                     *                 "amount_minor": 3657485,
                     *                 "currency": "KES"
                     *               },
                     *               "base": {
                     *                 "amount_minor": 13930500,
                     *                 "currency": "KES"
                     *               },
                     *               "rate_applied": "30%",
                     *               "rate_kind": "marginal",
                     *               "rule_version_ref": "KE/paye@2023-07-01#344c1f3d2e33",
                     *               "proration": null
                     *             },
                     *             {
                     *               "code": "PERSONAL_RELIEF",
                     *               "kind": "informational",
                     *               "description": "Personal relief",
                     *               "amount": {
                     *                 "amount_minor": 240000,
                     *                 "currency": "KES"
                     *               },
                     *               "base": {
                     *                 "amount_minor": 0,
                     *                 "currency": "KES"
                     *               },
                     *               "rate_applied": null,
                     *               "rate_kind": null,
                     *               "rule_version_ref": "KE/personal_relief@2020-04-25#ebb87768435f",
                     *               "proration": null
                     *             },
                     *             {
                     *               "code": "PAYE",
                     *               "kind": "deduction",
                     *               "description": "Income tax (PAYE)",
                     *               "amount": {
                     *                 "amount_minor": 3417485,
                     *                 "currency": "KES"
                     *               },
                     *               "base": {
                     *                 "amount_minor": 13930500,
                     *                 "currency": "KES"
                     *               },
                     *               "rate_applied": "30%",
                     *               "rate_kind": "marginal",
                     *               "rule_version_ref": "KE/paye@2023-07-01#344c1f3d2e33",
                     *               "proration": null
                     *             }
                     *           ],
                     *           "created_at": "2025-07-01T09:00:00.000Z",
                     *           "updated_at": "2025-07-01T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["PayslipList"];
                };
            };
            /** @description The page is unchanged since the ETag sent in If-None-Match (no body) */
            304: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    /** @description The page's strong entity tag */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    retrievePayslip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payslip */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000004",
                     *       "object": "payslip",
                     *       "pay_run_id": "0193a1b2-0000-7000-8000-000000000003",
                     *       "employee_id": "0193a1b2-0000-7000-8000-000000000002",
                     *       "currency": "KES",
                     *       "gross": {
                     *         "amount_minor": 15000000,
                     *         "currency": "KES"
                     *       },
                     *       "net": {
                     *         "amount_minor": 10513015,
                     *         "currency": "KES"
                     *       },
                     *       "employee_deductions": {
                     *         "amount_minor": 4486985,
                     *         "currency": "KES"
                     *       },
                     *       "employer_cost": {
                     *         "amount_minor": 657000,
                     *         "currency": "KES"
                     *       },
                     *       "tax": {
                     *         "amount_minor": 3417485,
                     *         "currency": "KES"
                     *       },
                     *       "payment": {
                     *         "amount_minor": 10513015,
                     *         "currency": "KES"
                     *       },
                     *       "fx_rate_used": null,
                     *       "period_start": "2025-07-01",
                     *       "period_end": "2025-07-31",
                     *       "pay_date": "2025-07-28",
                     *       "statutory_facts": [],
                     *       "payment_destination": null,
                     *       "payment_status": {
                     *         "state": "arrived",
                     *         "sent_at": "2025-07-26T08:00:01.000Z",
                     *         "settled_at": "2025-07-26T08:00:02.000Z",
                     *         "note": null
                     *       },
                     *       "line_items": [
                     *         {
                     *           "code": "BASIC",
                     *           "kind": "earning",
                     *           "description": "Basic salary",
                     *           "amount": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": null,
                     *           "rate_kind": null,
                     *           "rule_version_ref": null,
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "NSSF_TIER_I",
                     *           "kind": "deduction",
                     *           "description": "NSSF pension contribution, Tier I",
                     *           "amount": {
                     *             "amount_minor": 48000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 800000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "6%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "NSSF_TIER_II",
                     *           "kind": "deduction",
                     *           "description": "NSSF pension contribution, Tier II",
                     *           "amount": {
                     *             "amount_minor": 384000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 6400000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "6%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "NSSF_TIER_I_EMPLOYER",
                     *           "kind": "employer_cost",
                     *           "description": "NSSF pension contribution, Tier I, employer's share",
                     *           "amount": {
                     *             "amount_minor": 48000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 800000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "6%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "NSSF_TIER_II_EMPLOYER",
                     *           "kind": "employer_cost",
                     *           "description": "NSSF pension contribution, Tier II, employer's share",
                     *           "amount": {
                     *             "amount_minor": 384000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 6400000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "6%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "SHIF",
                     *           "kind": "deduction",
                     *           "description": "Social Health Insurance Fund (SHIF), 2.75%",
                     *           "amount": {
                     *             "amount_minor": 412500,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "2.75%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/shif@2024-10-01#d6cf1bf3cb17",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "AHL",
                     *           "kind": "deduction",
                     *           "description": "Affordable Housing Levy, 1.5%",
                     *           "amount": {
                     *             "amount_minor": 225000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "1.5%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/ahl@2024-03-19#81f39eecf856",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "AHL_EMPLOYER",
                     *           "kind": "employer_cost",
                     *           "description": "Affordable Housing Levy, employer's 1.5%",
                     *           "amount": {
                     *             "amount_minor": 225000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "1.5%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/ahl@2024-03-19#81f39eecf856",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "TAXABLE_PAY",
                     *           "kind": "informational",
                     *           "description": "Taxable pay (pay less the amounts allowed before tax)",
                     *           "amount": {
                     *             "amount_minor": 13930500,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": null,
                     *           "rate_kind": null,
                     *           "rule_version_ref": "KE/paye_deductions@2024-12-27#e9d90f3ea8ee",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "TAX_BEFORE_RELIEFS",
                     *           "kind": "informational",
                     *           "description": "Income tax before reliefs",
                     *           "amount": {
                     *             "amount_minor": 3657485,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 13930500,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "30%",
                     *           "rate_kind": "marginal",
                     *           "rule_version_ref": "KE/paye@2023-07-01#344c1f3d2e33",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "PERSONAL_RELIEF",
                     *           "kind": "informational",
                     *           "description": "Personal relief",
                     *           "amount": {
                     *             "amount_minor": 240000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 0,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": null,
                     *           "rate_kind": null,
                     *           "rule_version_ref": "KE/personal_relief@2020-04-25#ebb87768435f",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "PAYE",
                     *           "kind": "deduction",
                     *           "description": "Income tax (PAYE)",
                     *           "amount": {
                     *             "amount_minor": 3417485,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 13930500,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "30%",
                     *           "rate_kind": "marginal",
                     *           "rule_version_ref": "KE/paye@2023-07-01#344c1f3d2e33",
                     *           "proration": null
                     *         }
                     *       ],
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Payslip"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    listFilings: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 25 */
                limit?: number;
                /** @description next_cursor of the previous page */
                starting_after?: string;
                jurisdiction?: "KE" | "NG" | "GH" | "ZA" | "GB" | "SG";
                /** @description fps: HMRC's Full Payment Submission; eps: its Employer Payment Summary; `<country>_<return>`: each country's returns (docs/filings.md) */
                type?: "fps" | "eps" | "ke_p10" | "ke_nssf" | "ke_shif" | "ke_ahl" | "za_emp201" | "za_emp501" | "za_emp501_interim" | "sg_cpf_summary" | "sg_ir8a" | "ng_paye_schedule" | "ng_pension_schedule" | "ng_nhf_schedule" | "ng_form_h1" | "gh_paye" | "gh_ssnit";
                period_start?: string;
                status?: "draft" | "ready" | "submitted" | "rejected" | "accepted" | "superseded";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of filings */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9f01",
                     *           "object": "filing",
                     *           "jurisdiction": "GB",
                     *           "type": "fps",
                     *           "tax_year": "2026-27",
                     *           "period_start": "2026-07-01",
                     *           "period_end": "2026-07-31",
                     *           "due_on": "2026-07-31",
                     *           "pay_run_id": "01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f",
                     *           "subdivision": "",
                     *           "status": "ready",
                     *           "final_submission": false,
                     *           "totals": {
                     *             "employees": 1,
                     *             "taxable_pay_minor": 500000,
                     *             "tax_minor": 74160,
                     *             "employee_nic_minor": 26276,
                     *             "employer_nic_minor": 56250,
                     *             "student_loan_minor": 0,
                     *             "postgraduate_loan_minor": 0,
                     *             "employee_pension_minor": 0
                     *           },
                     *           "blocked_by": [],
                     *           "gateway_errors": [],
                     *           "correlation_id": null,
                     *           "channel": "gateway",
                     *           "authority_reference": null,
                     *           "submitted_at": null,
                     *           "decided_at": null,
                     *           "created_at": "2026-07-29T16:00:00.000Z",
                     *           "updated_at": "2026-07-30T09:00:05.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["FilingList"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    createFiling: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "jurisdiction": "GB",
                 *       "type": "eps",
                 *       "tax_year": "2026-27",
                 *       "tax_month": 4,
                 *       "no_payment": true,
                 *       "employment_allowance": null
                 *     }
                 */
                "application/json": components["schemas"]["NewEmployerPaymentSummary"];
            };
        };
        responses: {
            /** @description The EPS */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9f01",
                     *       "object": "filing",
                     *       "jurisdiction": "GB",
                     *       "type": "eps",
                     *       "tax_year": "2026-27",
                     *       "period_start": "2026-07-06",
                     *       "period_end": "2026-08-05",
                     *       "due_on": "2026-08-19",
                     *       "pay_run_id": null,
                     *       "subdivision": "",
                     *       "status": "ready",
                     *       "final_submission": false,
                     *       "totals": {
                     *         "employees": 0
                     *       },
                     *       "blocked_by": [],
                     *       "gateway_errors": [],
                     *       "correlation_id": null,
                     *       "channel": "gateway",
                     *       "authority_reference": null,
                     *       "submitted_at": null,
                     *       "decided_at": null,
                     *       "created_at": "2026-07-29T16:00:00.000Z",
                     *       "updated_at": "2026-07-30T09:00:05.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Filing"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    retrieveFiling: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filing */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9f01",
                     *       "object": "filing",
                     *       "jurisdiction": "GB",
                     *       "type": "fps",
                     *       "tax_year": "2026-27",
                     *       "period_start": "2026-07-01",
                     *       "period_end": "2026-07-31",
                     *       "due_on": "2026-07-31",
                     *       "pay_run_id": "01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f",
                     *       "subdivision": "",
                     *       "status": "draft",
                     *       "final_submission": false,
                     *       "totals": {
                     *         "employees": 1,
                     *         "taxable_pay_minor": 500000,
                     *         "tax_minor": 74160,
                     *         "employee_nic_minor": 26276,
                     *         "employer_nic_minor": 56250,
                     *         "student_loan_minor": 0,
                     *         "postgraduate_loan_minor": 0,
                     *         "employee_pension_minor": 0
                     *       },
                     *       "blocked_by": [
                     *         {
                     *           "subject": "employee:01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e10",
                     *           "field": "filing_inputs.gender",
                     *           "message": "HMRC needs the gender it holds for the person (M or F)"
                     *         }
                     *       ],
                     *       "gateway_errors": [],
                     *       "correlation_id": null,
                     *       "channel": "gateway",
                     *       "authority_reference": null,
                     *       "submitted_at": null,
                     *       "decided_at": null,
                     *       "created_at": "2026-07-29T16:00:00.000Z",
                     *       "updated_at": "2026-07-30T09:00:05.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Filing"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    getFilingDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <?xml version="1.0" encoding="UTF-8"?>
                     *     <GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope"><EnvelopeVersion>2.0</EnvelopeVersion><Header><MessageDetails><Class>HMRC-PAYE-RTI-FPS</Class>…</MessageDetails></Header>…<Body><IRenvelope xmlns="http://www.govtalk.gov.uk/taxation/PAYE/RTI/FullPaymentSubmission/26-27/1">…</IRenvelope></Body></GovTalkMessage>
                     */
                    "application/xml": string;
                    /** @example A004812365M,Grace Mwangi,Resident,Primary Employee,No,,135000.00,0.00,0.00,0.00,Benefit not given,0.00,0.00,135000.00,3712.50,2160.00,5000.00,0.00,0.00,2025.00,122102.50,2400.00,556.88,30627.95,30627.95 */
                    "text/csv": string;
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    submitFiling: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filing, submitted */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9f01",
                     *       "object": "filing",
                     *       "jurisdiction": "GB",
                     *       "type": "fps",
                     *       "tax_year": "2026-27",
                     *       "period_start": "2026-07-01",
                     *       "period_end": "2026-07-31",
                     *       "due_on": "2026-07-31",
                     *       "pay_run_id": "01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f",
                     *       "subdivision": "",
                     *       "status": "submitted",
                     *       "final_submission": false,
                     *       "totals": {
                     *         "employees": 1,
                     *         "taxable_pay_minor": 500000,
                     *         "tax_minor": 74160,
                     *         "employee_nic_minor": 26276,
                     *         "employer_nic_minor": 56250,
                     *         "student_loan_minor": 0,
                     *         "postgraduate_loan_minor": 0,
                     *         "employee_pension_minor": 0
                     *       },
                     *       "blocked_by": [],
                     *       "gateway_errors": [],
                     *       "correlation_id": "3F1C9A0B7D2E4F6A8B0C1D2E3F4A5B6C",
                     *       "channel": "gateway",
                     *       "authority_reference": null,
                     *       "submitted_at": "2026-07-30T09:00:00.000Z",
                     *       "decided_at": null,
                     *       "created_at": "2026-07-29T16:00:00.000Z",
                     *       "updated_at": "2026-07-30T09:00:05.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Filing"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    markFilingFiled: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reference": "KRA202611090012345"
                 *     }
                 */
                "application/json": components["schemas"]["MarkFiled"];
            };
        };
        responses: {
            /** @description The filing, accepted */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9f01",
                     *       "object": "filing",
                     *       "jurisdiction": "KE",
                     *       "type": "ke_p10",
                     *       "tax_year": "2026-27",
                     *       "period_start": "2026-07-01",
                     *       "period_end": "2026-07-31",
                     *       "due_on": "2026-07-31",
                     *       "pay_run_id": null,
                     *       "subdivision": "",
                     *       "status": "accepted",
                     *       "final_submission": false,
                     *       "totals": {
                     *         "employees": 1,
                     *         "taxable_pay_minor": 500000,
                     *         "tax_minor": 74160,
                     *         "employee_nic_minor": 26276,
                     *         "employer_nic_minor": 56250,
                     *         "student_loan_minor": 0,
                     *         "postgraduate_loan_minor": 0,
                     *         "employee_pension_minor": 0
                     *       },
                     *       "blocked_by": [],
                     *       "gateway_errors": [],
                     *       "correlation_id": null,
                     *       "channel": "upload",
                     *       "authority_reference": "KRA202611090012345",
                     *       "submitted_at": null,
                     *       "decided_at": "2026-07-30T09:00:05.000Z",
                     *       "created_at": "2026-07-29T16:00:00.000Z",
                     *       "updated_at": "2026-07-30T09:00:05.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Filing"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    prepareFiling: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filing, prepared again */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9f01",
                     *       "object": "filing",
                     *       "jurisdiction": "GB",
                     *       "type": "fps",
                     *       "tax_year": "2026-27",
                     *       "period_start": "2026-07-01",
                     *       "period_end": "2026-07-31",
                     *       "due_on": "2026-07-31",
                     *       "pay_run_id": "01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f",
                     *       "subdivision": "",
                     *       "status": "ready",
                     *       "final_submission": false,
                     *       "totals": {
                     *         "employees": 1,
                     *         "taxable_pay_minor": 500000,
                     *         "tax_minor": 74160,
                     *         "employee_nic_minor": 26276,
                     *         "employer_nic_minor": 56250,
                     *         "student_loan_minor": 0,
                     *         "postgraduate_loan_minor": 0,
                     *         "employee_pension_minor": 0
                     *       },
                     *       "blocked_by": [],
                     *       "gateway_errors": [],
                     *       "correlation_id": null,
                     *       "channel": "gateway",
                     *       "authority_reference": null,
                     *       "submitted_at": null,
                     *       "decided_at": null,
                     *       "created_at": "2026-07-29T16:00:00.000Z",
                     *       "updated_at": "2026-07-30T09:00:05.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Filing"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    setEmployerReferences: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "jurisdiction": "GB",
                 *       "paye_reference": "123/AB45678",
                 *       "accounts_office_reference": "123PA00012345"
                 *     }
                 */
                "application/json": components["schemas"]["EmployerReferences"];
            };
        };
        responses: {
            /** @description The references */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "employer_references",
                     *       "jurisdiction": "GB",
                     *       "paye_reference": "123/AB45678",
                     *       "accounts_office_reference": "123PA00012345"
                     *     }
                     */
                    "application/json": components["schemas"]["EmployerReferencesRead"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    setEmployeeFilingInputs: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "gender": "F",
                 *       "starter_declaration": "B",
                 *       "normal_weekly_hours": 37.5
                 *     }
                 */
                "application/json": components["schemas"]["EmployeeFilingInputs"];
            };
        };
        responses: {
            /** @description Which inputs are stored (their values are never returned) */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "employee_filing_inputs",
                     *       "employee_id": "01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e10",
                     *       "stored": [
                     *         "gender",
                     *         "starter_declaration"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeFilingInputsStored"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    getP60: {
        parameters: {
            query: {
                tax_year: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The P60 */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "p60",
                     *       "tax_year": "2026-27",
                     *       "employee": {
                     *         "name": "Isla MacLeod",
                     *         "nino": "AB123456C",
                     *         "payroll_id": "GB-00001"
                     *       },
                     *       "employer": {
                     *         "name": "Acme Ltd",
                     *         "paye_reference": "123/AB45678"
                     *       },
                     *       "final_tax_code": "1257L",
                     *       "in_this_employment": {
                     *         "pay": 4800000,
                     *         "tax": 708600
                     *       },
                     *       "national_insurance": [
                     *         {
                     *           "letter": "A",
                     *           "earnings": 4800000,
                     *           "earnings_at_lel": 670800,
                     *           "earnings_lel_to_pt": 586800,
                     *           "earnings_pt_to_uel": 3542400,
                     *           "employee_contributions": 183780
                     *         }
                     *       ],
                     *       "student_loan_deductions": 0,
                     *       "postgraduate_loan_deductions": 0,
                     *       "payslips": 12,
                     *       "currency": "GBP"
                     *     }
                     */
                    "application/json": components["schemas"]["P60"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    getP60Pdf: {
        parameters: {
            query: {
                tax_year: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate as PDF, byte-identical on every render */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 … */
                    "application/pdf": string;
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    getP45: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The P45 */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "p45",
                     *       "parts": {
                     *         "2": {
                     *           "employer_paye_reference": "123/AB45678",
                     *           "employee": {
                     *             "name": "Isla MacLeod",
                     *             "nino": "AB123456C",
                     *             "payroll_id": "GB-00001"
                     *           },
                     *           "leaving_date": "2026-08-15",
                     *           "tax_code_at_leaving": "1257L",
                     *           "week1_month1": false,
                     *           "last_entry": {
                     *             "month": 5,
                     *             "tax_year": "2026-27"
                     *           },
                     *           "student_loan_deductions_continue": false,
                     *           "postgraduate_loan_deductions_continue": false,
                     *           "total_pay_to_date": 1550000,
                     *           "total_tax_to_date": 201000,
                     *           "currency": "GBP"
                     *         },
                     *         "3": {
                     *           "employer_paye_reference": "123/AB45678",
                     *           "employee": {
                     *             "name": "Isla MacLeod",
                     *             "nino": "AB123456C",
                     *             "payroll_id": "GB-00001"
                     *           },
                     *           "leaving_date": "2026-08-15",
                     *           "tax_code_at_leaving": "1257L",
                     *           "week1_month1": false,
                     *           "last_entry": {
                     *             "month": 5,
                     *             "tax_year": "2026-27"
                     *           },
                     *           "student_loan_deductions_continue": false,
                     *           "postgraduate_loan_deductions_continue": false,
                     *           "total_pay_to_date": 1550000,
                     *           "total_tax_to_date": 201000,
                     *           "currency": "GBP"
                     *         },
                     *         "1A": {
                     *           "employer_paye_reference": "123/AB45678",
                     *           "employee": {
                     *             "name": "Isla MacLeod",
                     *             "nino": "AB123456C",
                     *             "payroll_id": "GB-00001"
                     *           },
                     *           "leaving_date": "2026-08-15",
                     *           "tax_code_at_leaving": "1257L",
                     *           "week1_month1": false,
                     *           "last_entry": {
                     *             "month": 5,
                     *             "tax_year": "2026-27"
                     *           },
                     *           "student_loan_deductions_continue": false,
                     *           "postgraduate_loan_deductions_continue": false,
                     *           "total_pay_to_date": 1550000,
                     *           "total_tax_to_date": 201000,
                     *           "currency": "GBP"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["P45"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    getP45Pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate as PDF, byte-identical on every render */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 … */
                    "application/pdf": string;
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    getIrp5: {
        parameters: {
            query: {
                tax_year: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "irp5",
                     *       "tax_year": "2026",
                     *       "certificate_number": "70000000022026020B6A3C1E8F7D4C",
                     *       "certificate_type": "IRP5",
                     *       "reason_code": null,
                     *       "employee": {
                     *         "surname": "Mokoena",
                     *         "first_names": "Thabo",
                     *         "initials": "T",
                     *         "id_number": "8804125123080",
                     *         "tax_reference": "0112387659",
                     *         "date_of_birth": "19880412",
                     *         "employee_number": "ZA-001"
                     *       },
                     *       "employer": {
                     *         "name": "Acme (Pty) Ltd",
                     *         "paye_reference": "7000000002",
                     *         "sdl_reference": "L000000002",
                     *         "uif_reference": "U000000002"
                     *       },
                     *       "period": {
                     *         "from": "20250301",
                     *         "to": "20260228",
                     *         "pay_periods_in_year": "12.0000",
                     *         "pay_periods_worked": "12.0000"
                     *       },
                     *       "income": [
                     *         {
                     *           "code": "3601",
                     *           "description": "Income (PAYE)",
                     *           "amount_minor": 102000000
                     *         }
                     *       ],
                     *       "gross_employment_income_minor": 102000000,
                     *       "paye_minor": 24000000,
                     *       "medical_scheme_fees_tax_credit_minor": 1314000,
                     *       "uif_minor": 425088,
                     *       "sdl_minor": 1020000,
                     *       "payslips": 12,
                     *       "currency": "ZAR",
                     *       "codes": [
                     *         {
                     *           "code": "3010",
                     *           "value": "70000000022026020B6A3C1E8F7D4C"
                     *         },
                     *         {
                     *           "code": "3015",
                     *           "value": "IRP5"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Irp5"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    getIrp5Pdf: {
        parameters: {
            query: {
                tax_year: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate as PDF, byte-identical on every render */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 … */
                    "application/pdf": string;
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    getP9a: {
        parameters: {
            query: {
                year: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The P9A */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "p9a",
                     *       "year_of_income": "2026",
                     *       "employee": {
                     *         "name": "Grace Mwangi",
                     *         "kra_pin": "A004812365M",
                     *         "payroll_id": "KE-001"
                     *       },
                     *       "employer": {
                     *         "name": "Acme Kenya Ltd",
                     *         "kra_pin": "P051234567X"
                     *       },
                     *       "months": [
                     *         {
                     *           "month": "January",
                     *           "cash_pay": 0,
                     *           "non_cash_benefits": 0,
                     *           "value_of_quarters": 0,
                     *           "gross_pay": 0,
                     *           "retirement_contribution": 0,
                     *           "shif": 0,
                     *           "affordable_housing_levy": 0,
                     *           "post_retirement_medical_fund": 0,
                     *           "owner_occupied_interest": 0,
                     *           "chargeable_pay": 0,
                     *           "tax_charged": 0,
                     *           "personal_relief": 0,
                     *           "insurance_relief": 0,
                     *           "paye": 0
                     *         },
                     *         {
                     *           "month": "February",
                     *           "cash_pay": 0,
                     *           "non_cash_benefits": 0,
                     *           "value_of_quarters": 0,
                     *           "gross_pay": 0,
                     *           "retirement_contribution": 0,
                     *           "shif": 0,
                     *           "affordable_housing_levy": 0,
                     *           "post_retirement_medical_fund": 0,
                     *           "owner_occupied_interest": 0,
                     *           "chargeable_pay": 0,
                     *           "tax_charged": 0,
                     *           "personal_relief": 0,
                     *           "insurance_relief": 0,
                     *           "paye": 0
                     *         },
                     *         {
                     *           "month": "March",
                     *           "cash_pay": 0,
                     *           "non_cash_benefits": 0,
                     *           "value_of_quarters": 0,
                     *           "gross_pay": 0,
                     *           "retirement_contribution": 0,
                     *           "shif": 0,
                     *           "affordable_housing_levy": 0,
                     *           "post_retirement_medical_fund": 0,
                     *           "owner_occupied_interest": 0,
                     *           "chargeable_pay": 0,
                     *           "tax_charged": 0,
                     *           "personal_relief": 0,
                     *           "insurance_relief": 0,
                     *           "paye": 0
                     *         },
                     *         {
                     *           "month": "April",
                     *           "cash_pay": 0,
                     *           "non_cash_benefits": 0,
                     *           "value_of_quarters": 0,
                     *           "gross_pay": 0,
                     *           "retirement_contribution": 0,
                     *           "shif": 0,
                     *           "affordable_housing_levy": 0,
                     *           "post_retirement_medical_fund": 0,
                     *           "owner_occupied_interest": 0,
                     *           "chargeable_pay": 0,
                     *           "tax_charged": 0,
                     *           "personal_relief": 0,
                     *           "insurance_relief": 0,
                     *           "paye": 0
                     *         },
                     *         {
                     *           "month": "May",
                     *           "cash_pay": 0,
                     *           "non_cash_benefits": 0,
                     *           "value_of_quarters": 0,
                     *           "gross_pay": 0,
                     *           "retirement_contribution": 0,
                     *           "shif": 0,
                     *           "affordable_housing_levy": 0,
                     *           "post_retirement_medical_fund": 0,
                     *           "owner_occupied_interest": 0,
                     *           "chargeable_pay": 0,
                     *           "tax_charged": 0,
                     *           "personal_relief": 0,
                     *           "insurance_relief": 0,
                     *           "paye": 0
                     *         },
                     *         {
                     *           "month": "June",
                     *           "cash_pay": 0,
                     *           "non_cash_benefits": 0,
                     *           "value_of_quarters": 0,
                     *           "gross_pay": 0,
                     *           "retirement_contribution": 0,
                     *           "shif": 0,
                     *           "affordable_housing_levy": 0,
                     *           "post_retirement_medical_fund": 0,
                     *           "owner_occupied_interest": 0,
                     *           "chargeable_pay": 0,
                     *           "tax_charged": 0,
                     *           "personal_relief": 0,
                     *           "insurance_relief": 0,
                     *           "paye": 0
                     *         },
                     *         {
                     *           "month": "July",
                     *           "cash_pay": 0,
                     *           "non_cash_benefits": 0,
                     *           "value_of_quarters": 0,
                     *           "gross_pay": 0,
                     *           "retirement_contribution": 0,
                     *           "shif": 0,
                     *           "affordable_housing_levy": 0,
                     *           "post_retirement_medical_fund": 0,
                     *           "owner_occupied_interest": 0,
                     *           "chargeable_pay": 0,
                     *           "tax_charged": 0,
                     *           "personal_relief": 0,
                     *           "insurance_relief": 0,
                     *           "paye": 0
                     *         },
                     *         {
                     *           "month": "August",
                     *           "cash_pay": 0,
                     *           "non_cash_benefits": 0,
                     *           "value_of_quarters": 0,
                     *           "gross_pay": 0,
                     *           "retirement_contribution": 0,
                     *           "shif": 0,
                     *           "affordable_housing_levy": 0,
                     *           "post_retirement_medical_fund": 0,
                     *           "owner_occupied_interest": 0,
                     *           "chargeable_pay": 0,
                     *           "tax_charged": 0,
                     *           "personal_relief": 0,
                     *           "insurance_relief": 0,
                     *           "paye": 0
                     *         },
                     *         {
                     *           "month": "September",
                     *           "cash_pay": 13500000,
                     *           "non_cash_benefits": 0,
                     *           "value_of_quarters": 0,
                     *           "gross_pay": 13500000,
                     *           "retirement_contribution": 1008000,
                     *           "shif": 371250,
                     *           "affordable_housing_levy": 202500,
                     *           "post_retirement_medical_fund": 0,
                     *           "owner_occupied_interest": 0,
                     *           "chargeable_pay": 11918250,
                     *           "tax_charged": 3164975,
                     *           "personal_relief": 240000,
                     *           "insurance_relief": 55688,
                     *           "paye": 2869287
                     *         },
                     *         {
                     *           "month": "October",
                     *           "cash_pay": 0,
                     *           "non_cash_benefits": 0,
                     *           "value_of_quarters": 0,
                     *           "gross_pay": 0,
                     *           "retirement_contribution": 0,
                     *           "shif": 0,
                     *           "affordable_housing_levy": 0,
                     *           "post_retirement_medical_fund": 0,
                     *           "owner_occupied_interest": 0,
                     *           "chargeable_pay": 0,
                     *           "tax_charged": 0,
                     *           "personal_relief": 0,
                     *           "insurance_relief": 0,
                     *           "paye": 0
                     *         },
                     *         {
                     *           "month": "November",
                     *           "cash_pay": 0,
                     *           "non_cash_benefits": 0,
                     *           "value_of_quarters": 0,
                     *           "gross_pay": 0,
                     *           "retirement_contribution": 0,
                     *           "shif": 0,
                     *           "affordable_housing_levy": 0,
                     *           "post_retirement_medical_fund": 0,
                     *           "owner_occupied_interest": 0,
                     *           "chargeable_pay": 0,
                     *           "tax_charged": 0,
                     *           "personal_relief": 0,
                     *           "insurance_relief": 0,
                     *           "paye": 0
                     *         },
                     *         {
                     *           "month": "December",
                     *           "cash_pay": 0,
                     *           "non_cash_benefits": 0,
                     *           "value_of_quarters": 0,
                     *           "gross_pay": 0,
                     *           "retirement_contribution": 0,
                     *           "shif": 0,
                     *           "affordable_housing_levy": 0,
                     *           "post_retirement_medical_fund": 0,
                     *           "owner_occupied_interest": 0,
                     *           "chargeable_pay": 0,
                     *           "tax_charged": 0,
                     *           "personal_relief": 0,
                     *           "insurance_relief": 0,
                     *           "paye": 0
                     *         }
                     *       ],
                     *       "totals": {
                     *         "cash_pay": 13500000,
                     *         "non_cash_benefits": 0,
                     *         "value_of_quarters": 0,
                     *         "gross_pay": 13500000,
                     *         "retirement_contribution": 1008000,
                     *         "shif": 371250,
                     *         "affordable_housing_levy": 202500,
                     *         "post_retirement_medical_fund": 0,
                     *         "owner_occupied_interest": 0,
                     *         "chargeable_pay": 11918250,
                     *         "tax_charged": 3164975,
                     *         "personal_relief": 240000,
                     *         "insurance_relief": 55688,
                     *         "paye": 2869287
                     *       },
                     *       "payslips": 1,
                     *       "currency": "KES"
                     *     }
                     */
                    "application/json": components["schemas"]["P9A"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    getP9aPdf: {
        parameters: {
            query: {
                year: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card as PDF, byte-identical on every render */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 … */
                    "application/pdf": string;
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    testHelperMovePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "state": "returned",
                 *       "note": "Account closed"
                 *     }
                 */
                "application/json": components["schemas"]["TestPaymentStatus"];
            };
        };
        responses: {
            /** @description The payslip, its payment moved */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000004",
                     *       "object": "payslip",
                     *       "pay_run_id": "0193a1b2-0000-7000-8000-000000000003",
                     *       "employee_id": "0193a1b2-0000-7000-8000-000000000002",
                     *       "currency": "KES",
                     *       "gross": {
                     *         "amount_minor": 15000000,
                     *         "currency": "KES"
                     *       },
                     *       "net": {
                     *         "amount_minor": 10513015,
                     *         "currency": "KES"
                     *       },
                     *       "employee_deductions": {
                     *         "amount_minor": 4486985,
                     *         "currency": "KES"
                     *       },
                     *       "employer_cost": {
                     *         "amount_minor": 657000,
                     *         "currency": "KES"
                     *       },
                     *       "tax": {
                     *         "amount_minor": 3417485,
                     *         "currency": "KES"
                     *       },
                     *       "payment": {
                     *         "amount_minor": 10513015,
                     *         "currency": "KES"
                     *       },
                     *       "fx_rate_used": null,
                     *       "period_start": "2025-07-01",
                     *       "period_end": "2025-07-31",
                     *       "pay_date": "2025-07-28",
                     *       "statutory_facts": [],
                     *       "payment_destination": null,
                     *       "payment_status": {
                     *         "state": "returned",
                     *         "sent_at": "2025-07-26T08:00:01.000Z",
                     *         "settled_at": "2025-07-26T08:00:02.000Z",
                     *         "note": "Account closed"
                     *       },
                     *       "line_items": [
                     *         {
                     *           "code": "BASIC",
                     *           "kind": "earning",
                     *           "description": "Basic salary",
                     *           "amount": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": null,
                     *           "rate_kind": null,
                     *           "rule_version_ref": null,
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "NSSF_TIER_I",
                     *           "kind": "deduction",
                     *           "description": "NSSF pension contribution, Tier I",
                     *           "amount": {
                     *             "amount_minor": 48000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 800000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "6%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "NSSF_TIER_II",
                     *           "kind": "deduction",
                     *           "description": "NSSF pension contribution, Tier II",
                     *           "amount": {
                     *             "amount_minor": 384000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 6400000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "6%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "NSSF_TIER_I_EMPLOYER",
                     *           "kind": "employer_cost",
                     *           "description": "NSSF pension contribution, Tier I, employer's share",
                     *           "amount": {
                     *             "amount_minor": 48000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 800000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "6%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "NSSF_TIER_II_EMPLOYER",
                     *           "kind": "employer_cost",
                     *           "description": "NSSF pension contribution, Tier II, employer's share",
                     *           "amount": {
                     *             "amount_minor": 384000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 6400000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "6%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "SHIF",
                     *           "kind": "deduction",
                     *           "description": "Social Health Insurance Fund (SHIF), 2.75%",
                     *           "amount": {
                     *             "amount_minor": 412500,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "2.75%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/shif@2024-10-01#d6cf1bf3cb17",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "AHL",
                     *           "kind": "deduction",
                     *           "description": "Affordable Housing Levy, 1.5%",
                     *           "amount": {
                     *             "amount_minor": 225000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "1.5%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/ahl@2024-03-19#81f39eecf856",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "AHL_EMPLOYER",
                     *           "kind": "employer_cost",
                     *           "description": "Affordable Housing Levy, employer's 1.5%",
                     *           "amount": {
                     *             "amount_minor": 225000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "1.5%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/ahl@2024-03-19#81f39eecf856",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "TAXABLE_PAY",
                     *           "kind": "informational",
                     *           "description": "Taxable pay (pay less the amounts allowed before tax)",
                     *           "amount": {
                     *             "amount_minor": 13930500,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": null,
                     *           "rate_kind": null,
                     *           "rule_version_ref": "KE/paye_deductions@2024-12-27#e9d90f3ea8ee",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "TAX_BEFORE_RELIEFS",
                     *           "kind": "informational",
                     *           "description": "Income tax before reliefs",
                     *           "amount": {
                     *             "amount_minor": 3657485,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 13930500,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "30%",
                     *           "rate_kind": "marginal",
                     *           "rule_version_ref": "KE/paye@2023-07-01#344c1f3d2e33",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "PERSONAL_RELIEF",
                     *           "kind": "informational",
                     *           "description": "Personal relief",
                     *           "amount": {
                     *             "amount_minor": 240000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 0,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": null,
                     *           "rate_kind": null,
                     *           "rule_version_ref": "KE/personal_relief@2020-04-25#ebb87768435f",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "PAYE",
                     *           "kind": "deduction",
                     *           "description": "Income tax (PAYE)",
                     *           "amount": {
                     *             "amount_minor": 3417485,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 13930500,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "30%",
                     *           "rate_kind": "marginal",
                     *           "rule_version_ref": "KE/paye@2023-07-01#344c1f3d2e33",
                     *           "proration": null
                     *         }
                     *       ],
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Payslip"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    testHelperAnswerFiling: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "state": "accepted"
                 *     }
                 */
                "application/json": components["schemas"]["TestGatewayAnswer"];
            };
        };
        responses: {
            /** @description The filing, settled */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9f01",
                     *       "object": "filing",
                     *       "jurisdiction": "GB",
                     *       "type": "fps",
                     *       "tax_year": "2026-27",
                     *       "period_start": "2026-07-01",
                     *       "period_end": "2026-07-31",
                     *       "due_on": "2026-07-31",
                     *       "pay_run_id": "01932f7e-8d4c-7b2a-9f3e-5a6b7c8d9e0f",
                     *       "subdivision": "",
                     *       "status": "accepted",
                     *       "final_submission": false,
                     *       "totals": {
                     *         "employees": 1,
                     *         "taxable_pay_minor": 500000,
                     *         "tax_minor": 74160,
                     *         "employee_nic_minor": 26276,
                     *         "employer_nic_minor": 56250,
                     *         "student_loan_minor": 0,
                     *         "postgraduate_loan_minor": 0,
                     *         "employee_pension_minor": 0
                     *       },
                     *       "blocked_by": [],
                     *       "gateway_errors": [],
                     *       "correlation_id": "3F1C9A0B7D2E4F6A8B0C1D2E3F4A5B6C",
                     *       "channel": "gateway",
                     *       "authority_reference": null,
                     *       "submitted_at": "2026-07-30T09:00:00.000Z",
                     *       "decided_at": "2026-07-30T09:00:05.000Z",
                     *       "created_at": "2026-07-29T16:00:00.000Z",
                     *       "updated_at": "2026-07-30T09:00:05.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Filing"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    getPayslipPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payslip document (Content-Disposition names the file) */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 … */
                    "application/pdf": string;
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    exportPayslipsOfPayRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One Payslip per line (application/x-ndjson) */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000004",
                     *       "object": "payslip",
                     *       "pay_run_id": "0193a1b2-0000-7000-8000-000000000003",
                     *       "employee_id": "0193a1b2-0000-7000-8000-000000000002",
                     *       "currency": "KES",
                     *       "gross": {
                     *         "amount_minor": 15000000,
                     *         "currency": "KES"
                     *       },
                     *       "net": {
                     *         "amount_minor": 10513015,
                     *         "currency": "KES"
                     *       },
                     *       "employee_deductions": {
                     *         "amount_minor": 4486985,
                     *         "currency": "KES"
                     *       },
                     *       "employer_cost": {
                     *         "amount_minor": 657000,
                     *         "currency": "KES"
                     *       },
                     *       "tax": {
                     *         "amount_minor": 3417485,
                     *         "currency": "KES"
                     *       },
                     *       "payment": {
                     *         "amount_minor": 10513015,
                     *         "currency": "KES"
                     *       },
                     *       "fx_rate_used": null,
                     *       "period_start": "2025-07-01",
                     *       "period_end": "2025-07-31",
                     *       "pay_date": "2025-07-28",
                     *       "statutory_facts": [],
                     *       "payment_destination": null,
                     *       "payment_status": {
                     *         "state": "none",
                     *         "sent_at": null,
                     *         "settled_at": null,
                     *         "note": null
                     *       },
                     *       "line_items": [
                     *         {
                     *           "code": "BASIC",
                     *           "kind": "earning",
                     *           "description": "Basic salary",
                     *           "amount": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": null,
                     *           "rate_kind": null,
                     *           "rule_version_ref": null,
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "NSSF_TIER_I",
                     *           "kind": "deduction",
                     *           "description": "NSSF pension contribution, Tier I",
                     *           "amount": {
                     *             "amount_minor": 48000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 800000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "6%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "NSSF_TIER_II",
                     *           "kind": "deduction",
                     *           "description": "NSSF pension contribution, Tier II",
                     *           "amount": {
                     *             "amount_minor": 384000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 6400000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "6%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "NSSF_TIER_I_EMPLOYER",
                     *           "kind": "employer_cost",
                     *           "description": "NSSF pension contribution, Tier I, employer's share",
                     *           "amount": {
                     *             "amount_minor": 48000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 800000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "6%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "NSSF_TIER_II_EMPLOYER",
                     *           "kind": "employer_cost",
                     *           "description": "NSSF pension contribution, Tier II, employer's share",
                     *           "amount": {
                     *             "amount_minor": 384000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 6400000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "6%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/nssf@2025-02-01#92d7257ab685",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "SHIF",
                     *           "kind": "deduction",
                     *           "description": "Social Health Insurance Fund (SHIF), 2.75%",
                     *           "amount": {
                     *             "amount_minor": 412500,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "2.75%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/shif@2024-10-01#d6cf1bf3cb17",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "AHL",
                     *           "kind": "deduction",
                     *           "description": "Affordable Housing Levy, 1.5%",
                     *           "amount": {
                     *             "amount_minor": 225000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "1.5%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/ahl@2024-03-19#81f39eecf856",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "AHL_EMPLOYER",
                     *           "kind": "employer_cost",
                     *           "description": "Affordable Housing Levy, employer's 1.5%",
                     *           "amount": {
                     *             "amount_minor": 225000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "1.5%",
                     *           "rate_kind": "flat",
                     *           "rule_version_ref": "KE/ahl@2024-03-19#81f39eecf856",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "TAXABLE_PAY",
                     *           "kind": "informational",
                     *           "description": "Taxable pay (pay less the amounts allowed before tax)",
                     *           "amount": {
                     *             "amount_minor": 13930500,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 15000000,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": null,
                     *           "rate_kind": null,
                     *           "rule_version_ref": "KE/paye_deductions@2024-12-27#e9d90f3ea8ee",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "TAX_BEFORE_RELIEFS",
                     *           "kind": "informational",
                     *           "description": "Income tax before reliefs",
                     *           "amount": {
                     *             "amount_minor": 3657485,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 13930500,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "30%",
                     *           "rate_kind": "marginal",
                     *           "rule_version_ref": "KE/paye@2023-07-01#344c1f3d2e33",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "PERSONAL_RELIEF",
                     *           "kind": "informational",
                     *           "description": "Personal relief",
                     *           "amount": {
                     *             "amount_minor": 240000,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 0,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": null,
                     *           "rate_kind": null,
                     *           "rule_version_ref": "KE/personal_relief@2020-04-25#ebb87768435f",
                     *           "proration": null
                     *         },
                     *         {
                     *           "code": "PAYE",
                     *           "kind": "deduction",
                     *           "description": "Income tax (PAYE)",
                     *           "amount": {
                     *             "amount_minor": 3417485,
                     *             "currency": "KES"
                     *           },
                     *           "base": {
                     *             "amount_minor": 13930500,
                     *             "currency": "KES"
                     *           },
                     *           "rate_applied": "30%",
                     *           "rate_kind": "marginal",
                     *           "rule_version_ref": "KE/paye@2023-07-01#344c1f3d2e33",
                     *           "proration": null
                     *         }
                     *       ],
                     *       "created_at": "2025-07-01T09:00:00.000Z",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/x-ndjson": components["schemas"]["Payslip"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    listPayRunItems: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 25 */
                limit?: number;
                /** @description next_cursor of the previous page */
                starting_after?: string;
            };
            header?: never;
            path: {
                pay_run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Items, by id */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "object": "pay_run_item",
                     *           "id": "0193a1b2-0000-7000-8000-000000000007",
                     *           "pay_run_id": "0193a1b2-0000-7000-8000-000000000003",
                     *           "employee_id": "0193a1b2-0000-7000-8000-000000000002",
                     *           "component_code": "BONUS",
                     *           "kind": "earning",
                     *           "amount_minor": 5000000,
                     *           "description": "Q3 bonus",
                     *           "quantity": null,
                     *           "rate_minor": null,
                     *           "created_at": "2025-07-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["PayRunItemList"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    addPayRunItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                pay_run_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "employee_id": "0193a1b2-0000-7000-8000-000000000002",
                 *       "component_code": "BONUS",
                 *       "amount_minor": 5000000,
                 *       "description": "Q3 bonus"
                 *     }
                 */
                "application/json": components["schemas"]["NewPayRunItem"];
            };
        };
        responses: {
            /** @description The item */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "pay_run_item",
                     *       "id": "0193a1b2-0000-7000-8000-000000000007",
                     *       "pay_run_id": "0193a1b2-0000-7000-8000-000000000003",
                     *       "employee_id": "0193a1b2-0000-7000-8000-000000000002",
                     *       "component_code": "BONUS",
                     *       "kind": "earning",
                     *       "amount_minor": 5000000,
                     *       "description": "Q3 bonus",
                     *       "quantity": null,
                     *       "rate_minor": null,
                     *       "created_at": "2025-07-20T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PayRunItem"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    removePayRunItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                pay_run_id: string;
                item_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "pay_run_item",
                     *       "id": "0193a1b2-0000-7000-8000-000000000007",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedPayRunItem"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    putOpeningBalances: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
                tax_year: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "balances": {
                 *         "taxable_pay_to_date": 1000000,
                 *         "tax_paid_to_date": 148560
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpeningBalances"];
            };
        };
        responses: {
            /** @description Stored */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "opening_balances",
                     *       "employee_id": "0193a1b2-0000-7000-8000-000000000002",
                     *       "tax_year": "2025-26",
                     *       "tax_year_start": "2025-04-06",
                     *       "jurisdiction": "GB"
                     *     }
                     */
                    "application/json": components["schemas"]["OpeningBalancesStored"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    listPayRunWarnings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pay_run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Warnings, by employee */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "pay_run_warnings",
                     *       "pay_run_id": "0193a1b2-0000-7000-8000-000000000003",
                     *       "data": [
                     *         {
                     *           "employee_id": "0193a1b2-0000-7000-8000-000000000002",
                     *           "code": "no_compensation_in_period",
                     *           "message": "No compensation is in force in the period."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PayRunWarnings"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 25 */
                limit?: number;
                /** @description next_cursor of the previous page */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of endpoints */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "0193a1b2-0000-7000-8000-000000000008",
                     *           "object": "webhook_endpoint",
                     *           "url": "https://hooks.example.com/payroll",
                     *           "events": [
                     *             "pay_run.calculated",
                     *             "pay_run.paid"
                     *           ],
                     *           "description": "Ledger sync",
                     *           "disabled": false,
                     *           "disabled_reason": null,
                     *           "disabled_at": null,
                     *           "created_at": "2025-07-25T09:30:00.000Z",
                     *           "updated_at": "2025-07-25T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/payroll",
                 *       "events": [
                 *         "pay_run.calculated",
                 *         "pay_run.paid"
                 *       ],
                 *       "description": "Ledger sync"
                 *     }
                 */
                "application/json": components["schemas"]["NewWebhookEndpoint"];
            };
        };
        responses: {
            /** @description The endpoint, with its secret (shown once) */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000008",
                     *       "object": "webhook_endpoint",
                     *       "url": "https://hooks.example.com/payroll",
                     *       "events": [
                     *         "pay_run.calculated",
                     *         "pay_run.paid"
                     *       ],
                     *       "description": "Ledger sync",
                     *       "disabled": false,
                     *       "disabled_reason": null,
                     *       "disabled_at": null,
                     *       "created_at": "2025-07-25T09:30:00.000Z",
                     *       "updated_at": "2025-07-25T09:30:00.000Z",
                     *       "secret": "whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    retrieveWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000008",
                     *       "object": "webhook_endpoint",
                     *       "url": "https://hooks.example.com/payroll",
                     *       "events": [
                     *         "pay_run.calculated",
                     *         "pay_run.paid"
                     *       ],
                     *       "description": "Ledger sync",
                     *       "disabled": false,
                     *       "disabled_reason": null,
                     *       "disabled_at": null,
                     *       "created_at": "2025-07-25T09:30:00.000Z",
                     *       "updated_at": "2025-07-25T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint is deleted */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000008",
                     *       "object": "webhook_endpoint",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedWebhookEndpoint"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         "pay_run.paid"
                 *       ],
                 *       "disabled": false
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEndpointChange"];
            };
        };
        responses: {
            /** @description The endpoint, changed */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000008",
                     *       "object": "webhook_endpoint",
                     *       "url": "https://hooks.example.com/payroll",
                     *       "events": [
                     *         "pay_run.calculated",
                     *         "pay_run.paid"
                     *       ],
                     *       "description": "Ledger sync",
                     *       "disabled": false,
                     *       "disabled_reason": null,
                     *       "disabled_at": null,
                     *       "created_at": "2025-07-25T09:30:00.000Z",
                     *       "updated_at": "2025-07-25T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint, with its new secret (shown once) */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000008",
                     *       "object": "webhook_endpoint",
                     *       "url": "https://hooks.example.com/payroll",
                     *       "events": [
                     *         "pay_run.calculated",
                     *         "pay_run.paid"
                     *       ],
                     *       "description": "Ledger sync",
                     *       "disabled": false,
                     *       "disabled_reason": null,
                     *       "disabled_at": null,
                     *       "created_at": "2025-07-25T09:30:00.000Z",
                     *       "updated_at": "2025-07-25T09:30:00.000Z",
                     *       "secret": "whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 25 */
                limit?: number;
                /** @description next_cursor of the previous page */
                starting_after?: string;
                type?: "pay_run.calculated" | "pay_run.calculation_failed" | "pay_run.approved" | "pay_run.paid" | "payslip.payment_status_changed" | "employee.bank_name_check_changed" | "filing.ready" | "filing.submitted" | "filing.accepted" | "filing.rejected" | "filing.superseded";
                "created[gte]"?: string;
                "created[lt]"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "0193a1b2-0000-7000-8000-000000000009",
                     *           "object": "event",
                     *           "type": "pay_run.calculated",
                     *           "created_at": "2025-07-25T09:30:00.000Z",
                     *           "data": {
                     *             "object": {
                     *               "id": "0193a1b2-0000-7000-8000-000000000003",
                     *               "object": "pay_run",
                     *               "status": "calculated",
                     *               "jurisdiction": "KE",
                     *               "currency": "KES",
                     *               "period_start": "2025-07-01",
                     *               "period_end": "2025-07-31",
                     *               "pay_date": "2025-07-28",
                     *               "as_of_date": "2025-07-31",
                     *               "pay_frequency": "monthly",
                     *               "type": "regular",
                     *               "reason": null,
                     *               "payslip_count": 1,
                     *               "totals": {
                     *                 "gross": {
                     *                   "amount_minor": 15000000,
                     *                   "currency": "KES"
                     *                 },
                     *                 "net": {
                     *                   "amount_minor": 10513015,
                     *                   "currency": "KES"
                     *                 },
                     *                 "employee_deductions": {
                     *                   "amount_minor": 4486985,
                     *                   "currency": "KES"
                     *                 },
                     *                 "employer_cost": {
                     *                   "amount_minor": 657000,
                     *                   "currency": "KES"
                     *                 }
                     *               },
                     *               "approved_at": null,
                     *               "paid_at": null,
                     *               "created_at": "2025-07-01T09:00:00.000Z",
                     *               "updated_at": "2025-07-01T09:00:00.000Z"
                     *             },
                     *             "previous_status": "draft"
                     *           }
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    retrieveEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000009",
                     *       "object": "event",
                     *       "type": "pay_run.calculated",
                     *       "created_at": "2025-07-25T09:30:00.000Z",
                     *       "data": {
                     *         "object": {
                     *           "id": "0193a1b2-0000-7000-8000-000000000003",
                     *           "object": "pay_run",
                     *           "status": "calculated",
                     *           "jurisdiction": "KE",
                     *           "currency": "KES",
                     *           "period_start": "2025-07-01",
                     *           "period_end": "2025-07-31",
                     *           "pay_date": "2025-07-28",
                     *           "as_of_date": "2025-07-31",
                     *           "pay_frequency": "monthly",
                     *           "type": "regular",
                     *           "reason": null,
                     *           "payslip_count": 1,
                     *           "totals": {
                     *             "gross": {
                     *               "amount_minor": 15000000,
                     *               "currency": "KES"
                     *             },
                     *             "net": {
                     *               "amount_minor": 10513015,
                     *               "currency": "KES"
                     *             },
                     *             "employee_deductions": {
                     *               "amount_minor": 4486985,
                     *               "currency": "KES"
                     *             },
                     *             "employer_cost": {
                     *               "amount_minor": 657000,
                     *               "currency": "KES"
                     *             }
                     *           },
                     *           "approved_at": null,
                     *           "paid_at": null,
                     *           "created_at": "2025-07-01T09:00:00.000Z",
                     *           "updated_at": "2025-07-01T09:00:00.000Z"
                     *         },
                     *         "previous_status": "draft"
                     *       },
                     *       "deliveries": [
                     *         {
                     *           "id": "0193a1b2-0000-7000-8000-00000000000a",
                     *           "object": "webhook_delivery",
                     *           "endpoint_id": "0193a1b2-0000-7000-8000-000000000008",
                     *           "status": "delivered",
                     *           "attempts": 2,
                     *           "next_attempt_at": null,
                     *           "created_at": "2025-07-25T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "delivery_attempts": [
                     *         {
                     *           "id": "0193a1b2-0000-7000-8000-00000000000b",
                     *           "object": "webhook_delivery_attempt",
                     *           "delivery_id": "0193a1b2-0000-7000-8000-00000000000a",
                     *           "endpoint_id": "0193a1b2-0000-7000-8000-000000000008",
                     *           "attempted_at": "2025-07-25T09:30:00.000Z",
                     *           "duration_ms": 10000,
                     *           "response_status": null,
                     *           "error": "timeout"
                     *         },
                     *         {
                     *           "id": "0193a1b2-0000-7000-8000-00000000000c",
                     *           "object": "webhook_delivery_attempt",
                     *           "delivery_id": "0193a1b2-0000-7000-8000-00000000000a",
                     *           "endpoint_id": "0193a1b2-0000-7000-8000-000000000008",
                     *           "attempted_at": "2025-07-25T09:30:41.000Z",
                     *           "duration_ms": 84,
                     *           "response_status": 200,
                     *           "error": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EventWithDeliveries"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    redeliverEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued for delivery */
            202: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000009",
                     *       "object": "event",
                     *       "type": "pay_run.calculated",
                     *       "created_at": "2025-07-25T09:30:00.000Z",
                     *       "data": {
                     *         "object": {
                     *           "id": "0193a1b2-0000-7000-8000-000000000003",
                     *           "object": "pay_run",
                     *           "status": "calculated",
                     *           "jurisdiction": "KE",
                     *           "currency": "KES",
                     *           "period_start": "2025-07-01",
                     *           "period_end": "2025-07-31",
                     *           "pay_date": "2025-07-28",
                     *           "as_of_date": "2025-07-31",
                     *           "pay_frequency": "monthly",
                     *           "type": "regular",
                     *           "reason": null,
                     *           "payslip_count": 1,
                     *           "totals": {
                     *             "gross": {
                     *               "amount_minor": 15000000,
                     *               "currency": "KES"
                     *             },
                     *             "net": {
                     *               "amount_minor": 10513015,
                     *               "currency": "KES"
                     *             },
                     *             "employee_deductions": {
                     *               "amount_minor": 4486985,
                     *               "currency": "KES"
                     *             },
                     *             "employer_cost": {
                     *               "amount_minor": 657000,
                     *               "currency": "KES"
                     *             }
                     *           },
                     *           "approved_at": null,
                     *           "paid_at": null,
                     *           "created_at": "2025-07-01T09:00:00.000Z",
                     *           "updated_at": "2025-07-01T09:00:00.000Z"
                     *         },
                     *         "previous_status": "draft"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    retrieveLedgerAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The map */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "ledger_accounts",
                     *       "lines": {
                     *         "BASIC": {
                     *           "expense_account": "6000"
                     *         },
                     *         "PAYE": {
                     *           "liability_account": "2210"
                     *         },
                     *         "NSSF_TIER_I": {
                     *           "liability_account": "2220"
                     *         },
                     *         "NSSF_TIER_I_EMPLOYER": {
                     *           "expense_account": "6100",
                     *           "liability_account": "2220"
                     *         }
                     *       },
                     *       "destinations": {
                     *         "mobile_money": "2100",
                     *         "none": "2100"
                     *       },
                     *       "xero_tax_rate": "Tax Exempt",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["LedgerAccounts"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    replaceLedgerAccounts: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lines": {
                 *         "BASIC": {
                 *           "expense_account": "6000"
                 *         },
                 *         "PAYE": {
                 *           "liability_account": "2210"
                 *         },
                 *         "NSSF_TIER_I": {
                 *           "liability_account": "2220"
                 *         },
                 *         "NSSF_TIER_I_EMPLOYER": {
                 *           "expense_account": "6100",
                 *           "liability_account": "2220"
                 *         }
                 *       },
                 *       "destinations": {
                 *         "mobile_money": "2100",
                 *         "none": "2100"
                 *       },
                 *       "xero_tax_rate": "Tax Exempt"
                 *     }
                 */
                "application/json": components["schemas"]["LedgerAccountsInput"];
            };
        };
        responses: {
            /** @description The map as stored */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "ledger_accounts",
                     *       "lines": {
                     *         "BASIC": {
                     *           "expense_account": "6000"
                     *         },
                     *         "PAYE": {
                     *           "liability_account": "2210"
                     *         },
                     *         "NSSF_TIER_I": {
                     *           "liability_account": "2220"
                     *         },
                     *         "NSSF_TIER_I_EMPLOYER": {
                     *           "expense_account": "6100",
                     *           "liability_account": "2220"
                     *         }
                     *       },
                     *       "destinations": {
                     *         "mobile_money": "2100",
                     *         "none": "2100"
                     *       },
                     *       "xero_tax_rate": "Tax Exempt",
                     *       "updated_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["LedgerAccounts"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    getPayRunJournal: {
        parameters: {
            query?: {
                /** @description json (default), xero_csv or quickbooks_online_csv */
                format?: "json" | "xero_csv" | "quickbooks_online_csv";
            };
            header?: never;
            path: {
                pay_run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The journal */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "journal",
                     *       "pay_run_id": "0193a1b2-0000-7000-8000-000000000003",
                     *       "jurisdiction": "KE",
                     *       "currency": "KES",
                     *       "date": "2025-07-31",
                     *       "narration": "Payroll KE 2025-07-01 to 2025-07-31",
                     *       "balanced": true,
                     *       "total_debit_minor": 5042000,
                     *       "total_credit_minor": 5042000,
                     *       "lines": [
                     *         {
                     *           "category": "gross_pay",
                     *           "account": "6000",
                     *           "debit_minor": 5000000,
                     *           "credit_minor": 0,
                     *           "description": "Gross pay BASIC (Finance)",
                     *           "line_code": "BASIC",
                     *           "department": "Finance",
                     *           "authority": null,
                     *           "destination": null
                     *         },
                     *         {
                     *           "category": "employer_cost",
                     *           "account": "6100",
                     *           "debit_minor": 42000,
                     *           "credit_minor": 0,
                     *           "description": "Employer cost NSSF_TIER_I_EMPLOYER (Finance)",
                     *           "line_code": "NSSF_TIER_I_EMPLOYER",
                     *           "department": "Finance",
                     *           "authority": null,
                     *           "destination": null
                     *         },
                     *         {
                     *           "category": "deduction",
                     *           "account": "2220",
                     *           "debit_minor": 0,
                     *           "credit_minor": 42000,
                     *           "description": "Deduction NSSF_TIER_I payable",
                     *           "line_code": "NSSF_TIER_I",
                     *           "department": null,
                     *           "authority": "NSSF",
                     *           "destination": null
                     *         },
                     *         {
                     *           "category": "deduction",
                     *           "account": "2210",
                     *           "debit_minor": 0,
                     *           "credit_minor": 1000000,
                     *           "description": "Deduction PAYE payable",
                     *           "line_code": "PAYE",
                     *           "department": null,
                     *           "authority": "KRA",
                     *           "destination": null
                     *         },
                     *         {
                     *           "category": "employer_cost_liability",
                     *           "account": "2220",
                     *           "debit_minor": 0,
                     *           "credit_minor": 42000,
                     *           "description": "Employer cost NSSF_TIER_I_EMPLOYER payable",
                     *           "line_code": "NSSF_TIER_I_EMPLOYER",
                     *           "department": null,
                     *           "authority": "NSSF",
                     *           "destination": null
                     *         },
                     *         {
                     *           "category": "net_pay",
                     *           "account": "2100",
                     *           "debit_minor": 0,
                     *           "credit_minor": 3958000,
                     *           "description": "Net pay payable (mobile_money)",
                     *           "line_code": null,
                     *           "department": null,
                     *           "authority": null,
                     *           "destination": "mobile_money"
                     *         }
                     *       ],
                     *       "missing_mappings": []
                     *     }
                     */
                    "application/json": components["schemas"]["Journal"];
                    "text/csv": string;
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    listDeductions: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 25 */
                limit?: number;
                /** @description next_cursor of the previous page */
                starting_after?: string;
            };
            header?: never;
            path: {
                employee_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deductions */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "0193a1b2-0000-7000-8000-000000000201",
                     *           "object": "deduction",
                     *           "employee_id": "0193a1b2-0000-7000-8000-000000000002",
                     *           "kind": "loan",
                     *           "description": "Car loan",
                     *           "currency": "KES",
                     *           "priority": 100,
                     *           "total_minor": 6000000,
                     *           "protected_minor": null,
                     *           "recovered_minor": 500000,
                     *           "pending_minor": 0,
                     *           "balance_minor": 5500000,
                     *           "terms": [
                     *             {
                     *               "effective_from": "2025-07-01",
                     *               "amount_minor": 500000,
                     *               "percent_of_net": null,
                     *               "paused": false,
                     *               "stopped": false
                     *             }
                     *           ],
                     *           "created_at": "2025-07-01T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["DeductionList"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    createDeduction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                employee_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "loan",
                 *       "description": "Car loan",
                 *       "priority": 100,
                 *       "amount_minor": 500000,
                 *       "total_minor": 6000000,
                 *       "effective_from": "2025-07-01"
                 *     }
                 */
                "application/json": components["schemas"]["NewDeduction"];
            };
        };
        responses: {
            /** @description The deduction */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000201",
                     *       "object": "deduction",
                     *       "employee_id": "0193a1b2-0000-7000-8000-000000000002",
                     *       "kind": "loan",
                     *       "description": "Car loan",
                     *       "currency": "KES",
                     *       "priority": 100,
                     *       "total_minor": 6000000,
                     *       "protected_minor": null,
                     *       "recovered_minor": 500000,
                     *       "pending_minor": 0,
                     *       "balance_minor": 5500000,
                     *       "terms": [
                     *         {
                     *           "effective_from": "2025-07-01",
                     *           "amount_minor": 500000,
                     *           "percent_of_net": null,
                     *           "paused": false,
                     *           "stopped": false
                     *         }
                     *       ],
                     *       "created_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Deduction"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    retrieveDeduction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employee_id: string;
                deduction_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deduction */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000201",
                     *       "object": "deduction",
                     *       "employee_id": "0193a1b2-0000-7000-8000-000000000002",
                     *       "kind": "loan",
                     *       "description": "Car loan",
                     *       "currency": "KES",
                     *       "priority": 100,
                     *       "total_minor": 6000000,
                     *       "protected_minor": null,
                     *       "recovered_minor": 500000,
                     *       "pending_minor": 0,
                     *       "balance_minor": 5500000,
                     *       "terms": [
                     *         {
                     *           "effective_from": "2025-07-01",
                     *           "amount_minor": 500000,
                     *           "percent_of_net": null,
                     *           "paused": false,
                     *           "stopped": false
                     *         }
                     *       ],
                     *       "created_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Deduction"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    stopDeduction: {
        parameters: {
            query?: {
                /** @description Stopped from this date; today when absent */
                effective_from?: string;
            };
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                employee_id: string;
                deduction_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deduction, stopped */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000201",
                     *       "object": "deduction",
                     *       "employee_id": "0193a1b2-0000-7000-8000-000000000002",
                     *       "kind": "loan",
                     *       "description": "Car loan",
                     *       "currency": "KES",
                     *       "priority": 100,
                     *       "total_minor": 6000000,
                     *       "protected_minor": null,
                     *       "recovered_minor": 500000,
                     *       "pending_minor": 0,
                     *       "balance_minor": 5500000,
                     *       "terms": [
                     *         {
                     *           "effective_from": "2025-07-01",
                     *           "amount_minor": 500000,
                     *           "percent_of_net": null,
                     *           "paused": false,
                     *           "stopped": false
                     *         }
                     *       ],
                     *       "created_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Deduction"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    changeDeduction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                employee_id: string;
                deduction_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "effective_from": "2025-09-01",
                 *       "amount_minor": 750000
                 *     }
                 */
                "application/json": components["schemas"]["DeductionChange"];
            };
        };
        responses: {
            /** @description The deduction */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000201",
                     *       "object": "deduction",
                     *       "employee_id": "0193a1b2-0000-7000-8000-000000000002",
                     *       "kind": "loan",
                     *       "description": "Car loan",
                     *       "currency": "KES",
                     *       "priority": 100,
                     *       "total_minor": 6000000,
                     *       "protected_minor": null,
                     *       "recovered_minor": 500000,
                     *       "pending_minor": 0,
                     *       "balance_minor": 5500000,
                     *       "terms": [
                     *         {
                     *           "effective_from": "2025-07-01",
                     *           "amount_minor": 500000,
                     *           "percent_of_net": null,
                     *           "paused": false,
                     *           "stopped": false
                     *         }
                     *       ],
                     *       "created_at": "2025-07-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Deduction"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    listPaySchedules: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 25 */
                limit?: number;
                /** @description next_cursor of the previous page */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of schedules */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "0193a1b2-0000-7000-8000-000000000301",
                     *           "object": "pay_schedule",
                     *           "jurisdiction": "KE",
                     *           "frequency": "monthly",
                     *           "first_period_start": "2026-01-01",
                     *           "pay_date_rule": {
                     *             "kind": "last_working_day"
                     *           },
                     *           "create_days_ahead": 5,
                     *           "anchor": "day 1",
                     *           "created_at": "2025-12-01T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["PayScheduleList"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    createPaySchedule: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any string of 1 to 255 characters, unique per intended action. A repeat with the same key and the same request answers the stored response (Idempotent-Replayed: true) without acting again; the same key with a different request is 422 idempotency_key_reuse; while the first is still running, 409 idempotency_in_progress. Only successful responses are stored.
                 * @example payroll-2025-07-approve-1
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "jurisdiction": "KE",
                 *       "frequency": "monthly",
                 *       "first_period_start": "2026-01-01",
                 *       "pay_date_rule": {
                 *         "kind": "last_working_day"
                 *       },
                 *       "create_days_ahead": 5
                 *     }
                 */
                "application/json": components["schemas"]["NewPaySchedule"];
            };
        };
        responses: {
            /** @description The schedule */
            201: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000301",
                     *       "object": "pay_schedule",
                     *       "jurisdiction": "KE",
                     *       "frequency": "monthly",
                     *       "first_period_start": "2026-01-01",
                     *       "pay_date_rule": {
                     *         "kind": "last_working_day"
                     *       },
                     *       "create_days_ahead": 5,
                     *       "anchor": "day 1",
                     *       "created_at": "2025-12-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PaySchedule"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Conflict (invalid_transition, idempotency_in_progress with Retry-After) */
            409: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body too large (invalid_request, details.max_bytes): 1 MiB, or 256 MiB for JSON lines */
            413: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Validation failure (validation_failed, idempotency_key_reuse, kyc_not_verified) */
            422: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    retrievePaySchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0193a1b2-0000-7000-8000-000000000301",
                     *       "object": "pay_schedule",
                     *       "jurisdiction": "KE",
                     *       "frequency": "monthly",
                     *       "first_period_start": "2026-01-01",
                     *       "pay_date_rule": {
                     *         "kind": "last_working_day"
                     *       },
                     *       "create_days_ahead": 5,
                     *       "anchor": "day 1",
                     *       "created_at": "2025-12-01T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PaySchedule"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
    listUpcomingPayPeriods: {
        parameters: {
            query?: {
                /** @description A day in the first period listed; today when absent */
                from?: string;
                /** @description How many periods (1 to 60, default 6) */
                count?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upcoming periods */
            200: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "pay_schedule_id": "0193a1b2-0000-7000-8000-000000000301",
                     *       "data": [
                     *         {
                     *           "period_start": "2026-05-01",
                     *           "period_end": "2026-05-31",
                     *           "pay_date": "2026-05-29",
                     *           "creates_on": "2026-05-24"
                     *         },
                     *         {
                     *           "period_start": "2026-06-01",
                     *           "period_end": "2026-06-30",
                     *           "pay_date": "2026-06-30",
                     *           "creates_on": "2026-06-25"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UpcomingPayPeriods"];
                };
            };
            /** @description Malformed request (invalid_request) */
            400: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Authentication failure (missing_token, invalid_token, revoked, expired) */
            401: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Scope failure (insufficient_scope) or organization_not_operable */
            403: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (not_found) */
            404: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests (rate_limited, Retry-After in seconds) */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
        };
    };
}
