import type { Database } from '../../db/client.js';
import type { PaymentService } from '../payment/index.js';
import { createPermitService } from './service.js';
import { createPermitProduct } from './settle.js';

/**
 * The permit flow on the app's payment core: its product (whose settle adds the renewal's
 * payment to the permit, decision 075) and the service behind its routes.
 */
export function setUpPermits({ db, payment }: { db: Database; payment: PaymentService }) {
  payment.products.register(createPermitProduct(db));
  return createPermitService({ db, core: payment.core });
}
