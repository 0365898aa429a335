import { loadPdfKit } from '../../infra/pdf/load-pdfkit.ts';
import { GIFT_CARD_RECEIPT_TITLE, type GiftCardPurchase } from '@aurelle/contract';
import type { StoredShopSettings } from '../tax/shop-settings.ts';
import { indianDate } from '../tax/financial-year.ts';

const PAGE_MARGIN = 48;
const INK = '#1c1a17';
const MUTED = '#6b645a';
const RULE = '#d9d2c5';

function amount(rupees: number): string {
  return rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** DD-MM-YYYY on India's calendar. */
function printedDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** The receipt's file name: its number without the slashes a file name cannot hold. */
export function giftCardReceiptFileName(receiptNumber: string): string {
  return `${receiptNumber.replaceAll('/', '-')}.pdf`;
}

/** What a gift card purchase's receipt is drawn from. */
export interface GiftCardReceipt {
  purchase: GiftCardPurchase & { receiptNumber: string; paidAt: string };
  buyerName: string;
  buyerEmail: string;
  shop: StoredShopSettings;
  shopName: string;
}

/**
 * A gift card purchase's receipt (decision 105): a voucher is not a sale of goods, so it is headed "Receipt — not a tax
 * invoice", carries no GST and no HSN, and says that GST falls on the goods when the card is spent. It names the shop,
 * the receipt's own number, the buyer, the amount, the card (masked) and its delivery date.
 */
export async function drawGiftCardReceiptPdf(input: GiftCardReceipt): Promise<Buffer> {
  const { purchase, shop } = input;
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: {
      Title: `${GIFT_CARD_RECEIPT_TITLE} ${purchase.receiptNumber}`,
      Author: shop.legalName,
      CreationDate: new Date(purchase.paidAt),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(GIFT_CARD_RECEIPT_TITLE.toUpperCase(), PAGE_MARGIN, PAGE_MARGIN);
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text(`${input.shopName} gift card`);
  pdf.moveDown(1.2);
  pdf.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(shop.legalName);
  pdf.font('Helvetica').fontSize(9);
  for (const line of [shop.addressLine1, shop.addressLine2, `${shop.city} ${shop.postalCode}`]) if (line) pdf.text(line);
  pdf.text(`GSTIN: ${shop.gstin}`);
  pdf.moveDown(1.2);

  const rows: Array<[string, string]> = [
    ['Receipt no.', purchase.receiptNumber],
    ['Date', printedDate(indianDate(new Date(purchase.paidAt)))],
    ['Received from', `${input.buyerName} (${input.buyerEmail})`],
    ['For', `Gift card ${purchase.maskedCode ?? ''} for ${purchase.recipientName}`],
    ['Delivery date', printedDate(purchase.deliverOn)],
    ...(purchase.expiresAt ? ([['Valid until', printedDate(indianDate(new Date(purchase.expiresAt)))]] as Array<[string, string]>) : []),
    ['Paid', 'Online'],
  ];
  for (const [label, value] of rows) {
    const y = pdf.y;
    pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, PAGE_MARGIN, y, { width: 110 });
    pdf
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, PAGE_MARGIN + 120, y, { width: 380 });
    pdf.moveDown(0.5);
  }
  pdf.moveDown(0.5);
  const ruleY = pdf.y;
  pdf
    .moveTo(PAGE_MARGIN, ruleY)
    .lineTo(595.28 - PAGE_MARGIN, ruleY)
    .strokeColor(RULE)
    .stroke();
  pdf.moveDown(0.6);
  const totalY = pdf.y;
  pdf.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Amount received (INR)', PAGE_MARGIN, totalY);
  pdf.text(amount(purchase.amount), PAGE_MARGIN, totalY, { width: 595.28 - 2 * PAGE_MARGIN, align: 'right' });
  pdf.moveDown(2);
  pdf
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      'A gift card is a voucher, not a sale of goods: this is a receipt, not a tax invoice, and no GST is charged on it. ' +
        'GST is charged on the goods, on their tax invoice, when the card is spent.',
      PAGE_MARGIN,
      pdf.y,
      { width: 595.28 - 2 * PAGE_MARGIN },
    );
  pdf.end();
  return finished;
}
