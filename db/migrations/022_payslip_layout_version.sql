-- The layout a payslip's PDF is drawn with (documents/payslipPdf.ts). Every payslip issued before version 2 keeps
-- version 1 and so re-renders to the bytes it always had; payslips written from now on are version 2.
alter table payslips add column layout_version smallint not null default 1;
alter table payslips alter column layout_version set default 2;
