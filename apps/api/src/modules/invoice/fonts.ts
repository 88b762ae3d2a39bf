import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// DejaVu Sans: Latin with every Spanish accent, '€', Greek and Cyrillic (a buyer's name may
// carry any of them); pdfkit embeds only the glyphs an invoice uses (about 20 KB a file).
const require = createRequire(import.meta.url);

export type InvoiceFonts = { regular: Buffer; bold: Buffer };

// Read once (about 700 KB each), not from disk per document.
let fonts: InvoiceFonts | undefined;

/** The two faces an invoice is printed in, as the PDF embeds them. */
export function invoiceFonts(): InvoiceFonts {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}
