-- Decision 103: a statement run under a place's lock (run_statements, 0027) may be named; a named
-- one is PREPAREd in the session the first time it comes (PREPARE outlives the transaction) and
-- EXECUTEd by name from then on, so the planner does not plan it again at every call under the
-- lock, as EXECUTE of its text did. Its one parameter is the text[] of its arguments ($1[n] in
-- the statement), written into the EXECUTE as a literal, since a utility statement takes no
-- parameters. An entry with no name runs as before (instances of the previous version).
-- The names a session has prepared are kept in a session setting (parking.prepared_under_lock):
-- pg_prepared_statements copies the text of every statement the session has prepared, 0.1 to
-- 0.2 ms a look, under the lock. The setting is undone with a transaction that fails, the
-- PREPARE is not: a name missing from it is looked up once more, then added again.
CREATE OR REPLACE FUNCTION run_statements(statements jsonb) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  entry jsonb;
  args text[];
  statement_name text;
  prepared text;
  answer jsonb;
  answers jsonb := '[]'::jsonb;
BEGIN
  FOR entry IN SELECT value FROM jsonb_array_elements(statements) WITH ORDINALITY AS s(value, n) ORDER BY n
  LOOP
    args := ARRAY(
      SELECT value FROM jsonb_array_elements_text(entry->'args') WITH ORDINALITY AS arg(value, n)
      ORDER BY n
    );
    IF entry ? 'name' THEN
      statement_name := entry->>'name';
      prepared := coalesce(current_setting('parking.prepared_under_lock', true), '');
      IF position(statement_name IN prepared) = 0 THEN
        IF NOT EXISTS (
          SELECT 1 FROM pg_prepared_statements p WHERE p.name = statement_name
        ) THEN
          EXECUTE format('PREPARE %I(text[]) AS %s', statement_name, entry->>'sql');
        END IF;
        PERFORM set_config('parking.prepared_under_lock', prepared || ' ' || statement_name, false);
      END IF;
      EXECUTE format('EXECUTE %I(%L)', statement_name, args) INTO answer;
    ELSE
      EXECUTE entry->>'sql' INTO answer USING args;
    END IF;
    answers := answers || jsonb_build_array(answer);
  END LOOP;
  RETURN answers;
END
$$;
