-- Decision 098: the holds and settles of one place that arrive while its lock is taken go
-- together, in one call and one commit, under one grant of the lock. Each statement is EXECUTEd
-- in turn after the lock is granted: in READ COMMITTED each takes its own snapshot, so each sees
-- the holds of the statements before it and of every transaction committed before the grant.
-- `statements` is a JSON array of {"sql": text, "args": [texts]} ($1[n] in a statement is its
-- n-th argument, cast where used); the answer is the array of their answers, in order.
-- run_after_place_lock (0026) stays for instances of the previous version during an upgrade.
CREATE FUNCTION run_under_place_lock(place_key uuid, statements jsonb) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  entry jsonb;
  answer jsonb;
  answers jsonb := '[]'::jsonb;
BEGIN
  PERFORM 1 FROM place WHERE id = place_key FOR NO KEY UPDATE;
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
