import type { Words } from '#api/messaging/words.js';

/** The invoice's words in each language of the product (its PDF and its e-mail); `{name}` marks a value filled in. */
type InvoiceWords = {
  title: string;
  number: string;
  date: string;
  seller: string;
  billedTo: string;
  taxId: string;
  description: string;
  amount: string;
  stayAt: string;
  plate: string;
  period: string;
  paidWith: string;
  paidOn: string;
  order: string;
  total: string;
  taxNote: string;
  subject: string;
  body: string;
  attached: string;
};

export const INVOICE_WORDS: Words<InvoiceWords> = {
  'en-US': {
    title: 'Invoice',
    number: 'Invoice number',
    date: 'Date of issue',
    seller: 'Issued by',
    billedTo: 'Billed to',
    taxId: 'Tax ID',
    description: 'Description',
    amount: 'Amount',
    stayAt: 'Parking stay at {place}',
    plate: 'Licence plate',
    period: 'From – to',
    paidWith: 'Paid with',
    paidOn: 'Paid on',
    order: 'Order',
    total: 'Total',
    taxNote: 'Taxes included where applicable.',
    subject: 'Invoice {number} – {brand}',
    body: 'Here is invoice {number} for your parking stay with {brand}. The PDF is attached.',
    attached: 'Attached',
  },
  'es-ES': {
    title: 'Factura',
    number: 'Número de factura',
    date: 'Fecha de emisión',
    seller: 'Emitida por',
    billedTo: 'Facturar a',
    taxId: 'NIF',
    description: 'Concepto',
    amount: 'Importe',
    stayAt: 'Estancia de aparcamiento en {place}',
    plate: 'Matrícula',
    period: 'Desde – hasta',
    paidWith: 'Pagado con',
    paidOn: 'Pagado el',
    order: 'Pedido',
    total: 'Total',
    taxNote: 'Impuestos incluidos cuando correspondan.',
    subject: 'Factura {number} – {brand}',
    body: 'Adjuntamos la factura {number} de su estancia de aparcamiento con {brand}, en PDF.',
    attached: 'Adjunto',
  },
};
