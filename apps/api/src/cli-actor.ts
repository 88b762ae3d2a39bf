import { userInfo } from 'node:os';
import type { AuditActor } from './modules/operator-audit/index.js';

/** Who ran a command-line change, for the audit: the OS user, as 'cli:<user>' is written. */
export function cliActor(): AuditActor {
  let user = process.env.USER ?? 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // A container's user without a passwd entry: the environment's name will do.
  }
  return { kind: 'cli', user };
}
