-- The rows of a batched statement's JSON array, one jsonb each (decision 104). A batch joined
-- to a table straight from jsonb_to_recordset is planned as 100 rows, whatever its size: on a
-- table of a few thousand rows the plan read the whole table at every call (a claim, a sandbox
-- confirmation). Declared at 1 row, the plan finds each row through its index. STRICT keeps the
-- planner from inlining it, which would bring back the estimate of 100.
CREATE OR REPLACE FUNCTION batch_rows(rows jsonb) RETURNS SETOF jsonb
  LANGUAGE sql STRICT IMMUTABLE ROWS 1
  AS $$ SELECT jsonb_array_elements(rows) $$;
