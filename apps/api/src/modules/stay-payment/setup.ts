import type { Database } from '#api/db/client.js';
import type { PaymentService } from '../payment/index.js';
import { createStayPaymentService } from './service.js';
import { createStayProduct, type PaidStay } from './settle.js';

/**
 * Paying a gated stay with the card kinds on the app's payment core: its product (whose settle
 * records the stay payment, decision 075) and the service behind its routes. `onPaid` queues
 * the payer's ticket e-mail, after the settle or once a later call brings the address.
 */
export function setUpStayPayments(options: {
  db: Database;
  payments: PaymentService;
  sandboxMoney: boolean;
  onPaid: (paid: PaidStay) => Promise<unknown>;
}) {
  options.payments.products.register(createStayProduct(options));
  return createStayPaymentService(options);
}
