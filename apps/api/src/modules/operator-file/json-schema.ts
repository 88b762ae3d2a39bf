import { OperatorFileShape } from '@parking/domain/operator-file';
import { z } from 'zod';

/**
 * The operator file's JSON Schema, made from the same zod schema the API validates with
 * (decision 089): what a file may hold, with its defaults, for editors and the README.
 */
export function operatorFileJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(OperatorFileShape, { io: 'input', target: 'draft-2020-12' }),
    title: 'Operator file',
    description:
      "An organisation's configuration: its customers, places, periods, rates and settings (decision 089).",
  };
}
