-- Several units of a key's GCRA bucket in one call: an API process takes one call's worth for all the requests of
-- a key that arrived while its previous call was in flight (db/keyTakes.ts), instead of one locked update per request.
-- Grants as many of the units as the bucket allows, in order: unit i is allowed when the bucket would have allowed
-- i single takes one after another.
create function take_rate_limit_units(p_key text, p_rate double precision, p_burst integer, p_units integer,
  out granted integer, out remaining integer, out retry_after_seconds integer)
language plpgsql as $$
declare
  interval_s double precision := 1.0 / p_rate;
  tolerance_s double precision := interval_s * (p_burst - 1);
  now_ts timestamptz := clock_timestamp();
  tat_ts timestamptz;
  ahead_s double precision;
  available integer;
begin
  insert into rate_limits (key_id, tat) values (p_key, now_ts) on conflict (key_id) do nothing;
  select greatest(tat, now_ts) into tat_ts from rate_limits where key_id = p_key for update;
  ahead_s := extract(epoch from tat_ts - now_ts);
  available := case when ahead_s > tolerance_s then 0 else floor((tolerance_s - ahead_s) / interval_s)::integer + 1 end;
  granted := least(p_units, available);
  remaining := available - granted;
  if granted > 0 then
    update rate_limits set tat = tat_ts + make_interval(secs => interval_s * granted) where key_id = p_key;
  end if;
  retry_after_seconds := case when granted < p_units
                              then greatest(1, ceil(ahead_s + interval_s * granted - tolerance_s)::integer) else 0 end;
end $$;

-- One unit, as before: the same bucket arithmetic, kept in one place.
create or replace function take_rate_limit(p_key text, p_rate double precision, p_burst integer,
  out allowed boolean, out remaining integer, out retry_after_seconds integer)
language sql as $$
  select t.granted = 1, t.remaining, t.retry_after_seconds from take_rate_limit_units(p_key, p_rate, p_burst, 1) t
$$;
