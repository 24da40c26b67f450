-- Off-cycle runs (issue 29): a bonus, correction or termination payment may share its period with the regular run
-- and with other off-cycle runs. Only regular runs keep to one per jurisdiction and period.
alter table pay_runs
  add column run_type text not null default 'regular' check (run_type in ('regular', 'off_cycle')),
  add column off_cycle_reason text check (off_cycle_reason in ('bonus', 'correction', 'termination', 'other')),
  add constraint pay_runs_off_cycle_reason check ((run_type = 'off_cycle') = (off_cycle_reason is not null));
