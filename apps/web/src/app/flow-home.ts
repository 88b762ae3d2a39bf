const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FLOW_HOME = new RegExp(`^/(?:(transient|reservation|access-control)/)?(${UUID})(?:/|$)`, 'i');

/**
 * The home of the flow the path belongs to (transient, reservation or access control, whose
 * customer area also lives at /{customerId}); null outside a flow.
 */
export function flowHomePath(pathname: string): string | null {
  const match = FLOW_HOME.exec(pathname);
  if (!match) return null;
  const [, flow, id] = match;
  return flow ? `/${flow}/${id}` : `/${id}`;
}

/**
 * Spec section 2, 'Shell': an unhandled rejection whose message mentions 'undefined' (the
 * signature of data that vanished under a page) sends the user back to the flow's home.
 */
export function isUndefinedRejection(reason: unknown): boolean {
  const message =
    reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return message.includes('undefined');
}
