import * as L from "../../build/generated/layout";
import { LINE_KIND, LINE_TAX, KIND_EARNING, KIND_DEDUCTION, KIND_EMPLOYER_COST } from "../../build/generated/lines";
import { Payslip } from "./payslip";
import { NONE } from "./tables";

const payslip = new Payslip();

/** Prices `count` records: earnings lines, the jurisdiction's method, then the totals. */
export function runBatch(inPtr: usize, outPtr: usize, count: i32, method: (p: Payslip) => void): void {
  const inStride = <usize>L.IN_STRIDE << 3;
  const outStride = <usize>L.OUT_STRIDE << 3;
  for (let i = 0; i < count; i++) {
    const p = payslip;
    p.inPtr = inPtr + <usize>i * inStride;
    p.outPtr = outPtr + <usize>i * outStride;
    p.lineCount = 0;
    store<i64>(p.outPtr + (<usize>L.OUT_APPLIED_CHOICE << 3), L.NO_VALUE);
    memory.copy(p.outPtr + (<usize>L.OUT_YTD << 3), p.inPtr + (<usize>L.IN_YTD << 3), <usize>L.MAX_YTD_SLOTS << 3);
    for (let code = 0; code < L.MAX_COMPONENTS; code++) {
      const amount = p.component(code);
      if (amount != 0) p.line(code, amount, amount, NONE, -1);
    }
    method(p);
    total(p);
  }
}

function total(p: Payslip): void {
  let gross: i64 = 0;
  let tax: i64 = 0;
  let deductions: i64 = 0;
  let employerCost: i64 = 0;
  for (let n = 0; n < p.lineCount; n++) {
    const at = p.outPtr + (<usize>(L.OUT_LINES + n * L.LINE_STRIDE) << 3);
    const code = <i32>load<i64>(at + (<usize>L.LINE_CODE << 3));
    const amount = load<i64>(at + (<usize>L.LINE_AMOUNT << 3));
    const kind = unchecked(LINE_KIND[code]);
    if (kind == KIND_EARNING) gross += amount;
    else if (kind == KIND_DEDUCTION) {
      deductions += amount;
      if (unchecked(LINE_TAX[code]) != 0) tax += amount;
    } else if (kind == KIND_EMPLOYER_COST) employerCost += amount;
  }
  store<i64>(p.outPtr + (<usize>L.OUT_LINE_COUNT << 3), <i64>p.lineCount);
  store<i64>(p.outPtr + (<usize>L.OUT_GROSS << 3), gross);
  store<i64>(p.outPtr + (<usize>L.OUT_TAX << 3), tax);
  store<i64>(p.outPtr + (<usize>L.OUT_EMPLOYEE_DEDUCTIONS << 3), deductions);
  store<i64>(p.outPtr + (<usize>L.OUT_EMPLOYER_COST << 3), employerCost);
  store<i64>(p.outPtr + (<usize>L.OUT_NET << 3), gross - deductions);
}
