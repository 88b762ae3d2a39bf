-- Decision 098: statements run after a row lock is granted, several in one call and one commit.
-- Each statement is EXECUTEd in turn: in READ COMMITTED each takes its own snapshot, so each sees
-- the rows of the statements before it and of every transaction committed before the grant.
-- `statements` is a JSON array of {"sql": text, "args": [texts]} ($1[n] in a statement is its
-- n-th argument, cast where used); the answer is the array of their answers, in order.
CREATE FUNCTION run_statements(statements jsonb) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  entry jsonb;
  answer jsonb;
  answers jsonb := '[]'::jsonb;
BEGIN
  FOR entry IN SELECT value FROM jsonb_array_elements(statements) WITH ORDINALITY AS s(value, n) ORDER BY n
  LOOP
    EXECUTE entry->>'sql' INTO answer USING ARRAY(
      SELECT value FROM jsonb_array_elements_text(entry->'args') WITH ORDINALITY AS arg(value, n)
      ORDER BY n
    );
    answers := answers || jsonb_build_array(answer);
  END LOOP;
  RETURN answers;
END
$$;
--> statement-breakpoint
-- The holds and settles of one place that arrive while its lock is taken go together, under one
-- grant of the lock (place-lock-queue.ts). run_after_place_lock (0026) stays for instances of the
-- previous version during an upgrade.
CREATE FUNCTION run_under_place_lock(place_key uuid, statements jsonb) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM place WHERE id = place_key FOR NO KEY UPDATE;
  RETURN run_statements(statements);
END
$$;
