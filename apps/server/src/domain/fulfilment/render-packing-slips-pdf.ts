import { loadPdfKit } from '../../infra/pdf/load-pdfkit.ts';
import type { AddressSnapshot } from '@aurelle/contract';
import { indianDate } from '../tax/financial-year.ts';

const PAGE_MARGIN = 48;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * PAGE_MARGIN;
const INK = '#1c1a17';
const MUTED = '#6b645a';
const RULE = '#d9d2c5';
const GOLD = '#b08d57';

export interface PackingSlipLine {
  title: string;
  variantLabel: string | null;
  sku: string | null;
  quantity: number;
  unitPricePaise: number;
}

/** What goes in the parcel for one order (a gift's slip is its gift receipt, without prices). */
export interface PackingSlip {
  orderId: string;
  orderDate: string;
  paymentMethod: string;
  address: AddressSnapshot;
  lines: readonly PackingSlipLine[];
  /** Set for a gift: the slip then carries the message and never a price. */
  gift: { wrap: boolean; message: string } | null;
  /** The order's figures as charged: the goods, the discount by its name, delivery and the fees, the total. */
  subtotalPaise: number;
  discount: { label: string; paise: number } | null;
  delivery: { label: string; paise: number };
  codFeePaise: number;
  giftWrapFeePaise: number;
  totalPaise: number;
  /** What a gift card paid of the total (decision 104): the courier collects only the rest. */
  giftCard?: { label: string; paise: number } | null;
}

const SKU_COLUMN = 1;

/** The total less a gift card's share: the cash the courier collects (or what was paid online). */
function toCollectPaise(slip: PackingSlip): number {
  return slip.totalPaise - (slip.giftCard?.paise ?? 0);
}

/** The slip's payment line: the cash to collect, or that nothing is to be collected. */
function slipPaymentLine(slip: PackingSlip): string {
  if (slip.paymentMethod !== 'cod') return slip.giftCard && toCollectPaise(slip) === 0 ? 'Paid by gift card' : 'Paid online';
  return toCollectPaise(slip) > 0 ? `Cash on delivery: collect ${amount(toCollectPaise(slip))}` : 'Paid by gift card: collect nothing';
}

/** The largest type size, from `size` down to 6 pt, at which `text` fits `width` on one line. */
function fittedSize(pdf: PDFKit.PDFDocument, text: string, width: number, size: number): number {
  let fitted = size;
  while (fitted > 6 && pdf.fontSize(fitted).widthOfString(text) > width) fitted -= 0.5;
  return fitted;
}

function amount(paise: number): string {
  return `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function printedDate(iso: string): string {
  const [year, month, day] = indianDate(new Date(iso)).split('-');
  return `${day}-${month}-${year}`;
}

function drawSlip(pdf: PDFKit.PDFDocument, shopName: string, slip: PackingSlip): void {
  const isGift = slip.gift !== null;
  const top = PAGE_MARGIN;
  pdf.fillColor(GOLD).font('Helvetica').fontSize(18).text(shopName.toUpperCase(), PAGE_MARGIN, top, { characterSpacing: 4 });
  pdf
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(isGift ? 'GIFT RECEIPT' : 'PACKING SLIP', PAGE_MARGIN, top + 4, { width: CONTENT_WIDTH, align: 'right' });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Order #${slip.orderId.slice(0, 8)} · ${printedDate(slip.orderDate)}`, PAGE_MARGIN, top + 22, {
      width: CONTENT_WIDTH,
      align: 'right',
    });
  pdf
    .moveTo(PAGE_MARGIN, top + 44)
    .lineTo(PAGE_WIDTH - PAGE_MARGIN, top + 44)
    .strokeColor(RULE)
    .lineWidth(0.75)
    .stroke();

  // Deliver to.
  let y = top + 58;
  pdf.font('Helvetica').fontSize(8).fillColor(MUTED).text('DELIVER TO', PAGE_MARGIN, y);
  const address = slip.address;
  pdf
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(address.fullName, PAGE_MARGIN, y + 12, { width: 300 });
  pdf.font('Helvetica').fontSize(10);
  for (const line of [
    address.addressLine1,
    address.addressLine2,
    `${address.city}, ${address.state} ${address.postalCode}`,
    `Phone ${address.phoneNumber}`,
  ]) {
    if (line) pdf.text(line, { width: 300 });
  }
  if (!isGift) {
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text('PAYMENT', 360, y, { width: CONTENT_WIDTH - 312, align: 'right' });
    pdf
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(slipPaymentLine(slip), 360, y + 12, {
        width: CONTENT_WIDTH - 312,
        align: 'right',
      });
  }
  y = Math.max(pdf.y, y + 60) + 20;

  // The lines: SKU and size to pick by; prices only when it is not a gift.
  const columns = isGift
    ? [
        { title: 'Item', width: CONTENT_WIDTH - 210, align: 'left' as const },
        { title: 'SKU', width: 160, align: 'left' as const },
        { title: 'Qty', width: 50, align: 'right' as const },
      ]
    : [
        { title: 'Item', width: CONTENT_WIDTH - 290, align: 'left' as const },
        { title: 'SKU', width: 140, align: 'left' as const },
        { title: 'Qty', width: 50, align: 'right' as const },
        { title: 'Price', width: 100, align: 'right' as const },
      ];
  const drawRow = (cells: string[], bold: boolean) => {
    let x = PAGE_MARGIN;
    let height = 0;
    const size = bold ? 8 : 10;
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor(bold ? MUTED : INK);
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      // A SKU is read by the picker as one word: smaller type rather than a break.
      const isSku = index === SKU_COLUMN && !bold;
      if (isSku) pdf.fontSize(fittedSize(pdf, cell, column.width - 8, size));
      // A SKU too long even at 6 pt ends in an ellipsis within its column rather than run into the next.
      pdf.text(cell, x, y, {
        width: column.width - 8,
        align: column.align,
        lineBreak: !isSku,
        ...(isSku ? { ellipsis: true, height: pdf.currentLineHeight() } : {}),
      });
      height = Math.max(height, isSku ? pdf.currentLineHeight() : pdf.heightOfString(cell, { width: column.width - 8 }));
      if (isSku) pdf.fontSize(size);
      x += column.width;
    });
    y += height + 8;
    pdf
      .moveTo(PAGE_MARGIN, y - 4)
      .lineTo(PAGE_WIDTH - PAGE_MARGIN, y - 4)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  };
  drawRow(
    columns.map((column) => column.title.toUpperCase()),
    true,
  );
  for (const line of slip.lines) {
    const item = line.variantLabel ? `${line.title}\n${line.variantLabel}` : line.title;
    const cells = [item, line.sku ?? '—', String(line.quantity)];
    drawRow(isGift ? cells : [...cells, amount(line.unitPricePaise * line.quantity)], false);
  }
  // What was charged, down to the amount to collect: a cash-on-delivery total must add up on the slip the courier carries.
  if (!isGift) {
    const totals: Array<[string, string]> = [
      ['Subtotal', amount(slip.subtotalPaise)],
      ...(slip.discount ? [[slip.discount.label, `- ${amount(slip.discount.paise)}`] as [string, string]] : []),
      [slip.delivery.label, slip.delivery.paise > 0 ? amount(slip.delivery.paise) : 'Free'],
      ...(slip.codFeePaise > 0 ? [['Cash on delivery fee', amount(slip.codFeePaise)] as [string, string]] : []),
      ...(slip.giftWrapFeePaise > 0 ? [['Gift wrap', amount(slip.giftWrapFeePaise)] as [string, string]] : []),
      ...(slip.giftCard
        ? ([
            ['Total', amount(slip.totalPaise)],
            [slip.giftCard.label, `- ${amount(slip.giftCard.paise)}`],
          ] as Array<[string, string]>)
        : []),
      [slip.paymentMethod === 'cod' ? 'To collect' : slip.giftCard ? 'Paid online' : 'Total paid', amount(toCollectPaise(slip))],
    ];
    y += 4;
    totals.forEach(([label, value], index) => {
      const isTotal = index === totals.length - 1;
      pdf
        .font(isTotal ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(10)
        .fillColor(isTotal ? INK : MUTED);
      pdf.text(label, PAGE_MARGIN + CONTENT_WIDTH - 300, y, { width: 192, align: 'right' });
      pdf.text(value, PAGE_MARGIN + CONTENT_WIDTH - 100, y, { width: 92, align: 'right' });
      y += 16;
    });
  }
  if (slip.gift?.wrap) {
    y += 6;
    pdf.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('Gift wrap this order.', PAGE_MARGIN, y);
    y = pdf.y;
  }

  // A gift's message, set apart, as the recipient reads it.
  if (slip.gift && slip.gift.message) {
    y += 24;
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GOLD)
      .text('A MESSAGE FOR YOU', PAGE_MARGIN, y, { width: CONTENT_WIDTH, align: 'center', characterSpacing: 2 });
    pdf
      .font('Times-Italic')
      .fontSize(14)
      .fillColor(INK)
      .text(slip.gift.message, PAGE_MARGIN + 40, y + 20, { width: CONTENT_WIDTH - 80, align: 'center' });
  }
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      isGift ? `A gift from ${shopName}. Returns within 30 days of delivery, unopened.` : `Thank you for choosing ${shopName}.`,
      PAGE_MARGIN,
      780,
      { width: CONTENT_WIDTH, align: 'center' },
    );
}

/** Packing slips for several orders in one PDF, one A4 page each (a gift's slip is its gift receipt; the To ship view prints many at once). */
export async function drawPackingSlipsPdf(shopName: string, slips: readonly PackingSlip[]): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({ size: 'A4', margin: PAGE_MARGIN, autoFirstPage: false, info: { Title: `${shopName} packing slips` } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const slip of slips) {
    pdf.addPage();
    drawSlip(pdf, shopName, slip);
  }
  pdf.end();
  return finished;
}
