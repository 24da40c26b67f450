-- Payslip rows as small as reproduction allows (issue 16 items 1-3).
--
-- A payslip used to copy, in every row, the table versions that priced it (each line's rule_version_ref and the
-- rule_versions array) and each line as a JSON object with its keys. Now:
--   * rule_sets holds, once per rule build and jurisdiction, the table versions (refs) and the line catalogue
--     (code, kind, description) of the build; its id is derived from its content, so the same rule set has the
--     same id in every database and is written once;
--   * payslips.lines holds each line as a JSON array: [amount, base, rate, ref, code, kind, description, extra?], where
--     ref is an index into the rule set's refs (or the reference itself when it is not a table version, e.g.
--     `payslip:<id>` of a retro line), and a line of the catalogue keeps only its index in place of code, kind
--     and description: [amount, base, rate, ref, catalogue index, extra?]; extra holds any further field of the line;
--   * rule_versions is null when it is the distinct sorted references of the lines (always, for new payslips);
--   * year to date is json (text as written), not jsonb.
-- db/payslipLines.ts expands a row back to exactly what was stored before, so the API JSON and the PDF are unchanged.

create table rule_sets (
  id uuid primary key,
  -- inputsHash of the rule build (rules-wasm/build/manifest.json); null for the rule sets of payslips migrated here.
  manifest_hash text,
  jurisdiction text,
  refs text[] not null,
  -- [[code, kind, description], ...]
  lines json not null default '[]',
  created_at timestamptz not null default now()
);
-- Public build data, not tenant data: no row-level security. Never updated nor deleted (payslips point at them).
grant select, insert on rule_sets to payroll_app;

-- Existing payslips: each distinct rule_versions array becomes a rule set without catalogue.
create function migrated_rule_set_id(refs text[]) returns uuid language sql immutable as $$
  select encode(substring(sha256(convert_to('migrated' || chr(10) || array_to_string(refs, chr(10)), 'UTF8')) from 1 for 16), 'hex')::uuid
$$;

insert into rule_sets (id, refs)
select distinct migrated_rule_set_id(rule_versions), rule_versions from payslips
on conflict (id) do nothing;

alter table payslips
  add column rule_set_id uuid references rule_sets (id),
  add column lines json,
  alter column rule_versions drop not null;

-- The rows of paid runs are sealed by a trigger; this rewrite changes their form, not what they say.
alter table payslips disable trigger payslips_sealed_when_paid;

update payslips p set
  rule_set_id = migrated_rule_set_id(p.rule_versions),
  lines = coalesce((
    select json_agg(jsonb_build_array(
             l->'amount_minor', l->'base_minor', l->'rate_applied',
             case
               when l->>'rule_version_ref' is null then 'null'::jsonb
               when array_position(p.rule_versions, l->>'rule_version_ref') is not null
                 then to_jsonb(array_position(p.rule_versions, l->>'rule_version_ref') - 1)
               else l->'rule_version_ref'
             end,
             l->'code', l->'kind', l->'description')
           -- Any further field of the line (a proration basis, a rate kind) kept as it was, in an eighth element.
           || case when l - array['code', 'kind', 'description', 'amount_minor', 'base_minor', 'rate_applied', 'rule_version_ref'] = '{}'::jsonb
                then '[]'::jsonb
                else jsonb_build_array(l - array['code', 'kind', 'description', 'amount_minor', 'base_minor', 'rate_applied', 'rule_version_ref']) end
           order by o)
    from jsonb_array_elements(p.line_items) with ordinality as e(l, o)), '[]'::json),
  -- Null where it is what the reader derives from the lines (distinct references, sorted by code unit).
  rule_versions = case
    when p.rule_versions = array(
      select distinct (l->>'rule_version_ref') collate "C" from jsonb_array_elements(p.line_items) l
      where l->>'rule_version_ref' is not null order by 1)
    then null else p.rule_versions end;

alter table payslips enable trigger payslips_sealed_when_paid;

drop function migrated_rule_set_id(text[]);

alter table payslips
  drop column line_items,
  alter column rule_set_id set not null,
  alter column lines set not null,
  -- Changing the type rewrites the table, which also frees the space of the dropped column.
  alter column ytd_before type json using ytd_before::json,
  alter column ytd_after type json using ytd_after::json;
