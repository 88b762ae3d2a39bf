-- Decision 096: a booking's hold locks its place and runs its one check-and-insert statement in
-- a single call, so the lock is held for the database's work only, never across a round trip
-- to the application. The statement is EXECUTEd after the lock is granted: in READ COMMITTED
-- it takes its own snapshot then and sees every hold committed by the previous holder. Its
-- parameters come as a JSON array of texts ($1[n] in the statement, each cast where used).
CREATE FUNCTION run_after_place_lock(place_key uuid, statement text, args jsonb) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  answer jsonb;
BEGIN
  PERFORM 1 FROM place WHERE id = place_key FOR NO KEY UPDATE;
  EXECUTE statement INTO answer USING ARRAY(
    SELECT value FROM jsonb_array_elements_text(args) WITH ORDINALITY AS arg(value, n) ORDER BY n
  );
  RETURN answer;
END
$$;
