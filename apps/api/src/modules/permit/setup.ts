import type { Flow, FlowDeps } from '#api/flow-setup.js';
import { permitRoutes } from './routes.js';
import { createPermitService, type PermitService } from './service.js';
import { createPermitProduct } from './settle.js';

export type PermitServices = {
  /** A permit's page and the renewal of its next cycle, paid on the payment core. */
  permit: PermitService;
};

/**
 * The permit flow (decision 076): its page and its renewal, whose card calls sit behind the
 * carding defence and whose payment is processed as an on-demand extension.
 */
export function setUpPermit(deps: FlowDeps): Flow<PermitServices> {
  deps.payment.products.register(createPermitProduct(deps.db));
  const permit = createPermitService({
    db: deps.db,
    core: deps.payment.core,
    pricing: deps.ratePricing,
  });
  return {
    services: { permit },
    background: [],
    routes: async (api) => {
      await api.register(permitRoutes, { permits: permit, carding: deps.carding });
    },
  };
}
