import { loadPdfKit } from '../../infra/pdf/load-pdfkit.ts';
import type { TaxDocument, TaxDocumentLine } from '@aurelle/contract';
import { indianDate } from './financial-year.ts';
import { paymentMethodLabel } from './invoice-payments.ts';

const PAGE_MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * PAGE_MARGIN;
const INK = '#1c1a17';
const MUTED = '#6b645a';
const RULE = '#d9d2c5';

/** Rupees from paise with Indian digit grouping and two decimals ("1,23,456.78"); the currency is named in headings. */
function amount(paise: number): string {
  return (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function percent(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/** DD-MM-YYYY on India's calendar, as Indian invoices are dated. */
function printedDate(iso: string): string {
  const [year, month, day] = indianDate(new Date(iso)).split('-');
  return `${day}-${month}-${year}`;
}

/** A tax document's file name: its number with the slashes a file name cannot hold ("AUR-26-27-000123.pdf"). */
export function taxDocumentFileName(document: TaxDocument): string {
  return `${document.number.replaceAll('/', '-')}.pdf`;
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: TaxDocumentLine, index: number) => string;
}

function columnsFor(document: TaxDocument): Column[] {
  const taxColumns: Column[] =
    document.supplyType === 'intra-state'
      ? [
          { title: 'CGST', width: 50, align: 'right', cell: (line) => amount(line.cgstPaise) },
          { title: 'SGST', width: 50, align: 'right', cell: (line) => amount(line.sgstPaise) },
        ]
      : [{ title: 'IGST', width: 100, align: 'right', cell: (line) => amount(line.igstPaise) }];
  return [
    { title: '#', width: 16, align: 'left', cell: (_line, index) => String(index + 1) },
    {
      title: 'Description',
      width: 111,
      align: 'left',
      cell: (line) => (line.sku ? `${line.description}\nSKU ${line.sku}` : line.description),
    },
    { title: 'HSN', width: 34, align: 'left', cell: (line) => line.hsnCode },
    { title: 'Qty', width: 22, align: 'right', cell: (line) => (line.quantity > 0 ? String(line.quantity) : '—') },
    { title: 'Unit price', width: 50, align: 'right', cell: (line) => amount(line.unitPricePaise) },
    { title: 'Discount', width: 44, align: 'right', cell: (line) => amount(line.discountPaise) },
    { title: 'Taxable value', width: 54, align: 'right', cell: (line) => amount(line.taxablePaise) },
    { title: 'GST rate', width: 30, align: 'right', cell: (line) => percent(line.gstRateBasisPoints) },
    ...taxColumns,
    { title: 'Total', width: 54, align: 'right', cell: (line) => amount(line.totalPaise) },
  ];
}

/**
 * A tax invoice or credit note as a PDF (pdfkit, no browser), drawn from the document as it was issued, so the same
 * document always prints the same. It carries what GST rules ask of a B2C invoice: supplier's name, address and
 * GSTIN; number and date; recipient and delivery address; HSN, description, quantity, taxable value, rates and amounts
 * of tax per line; place of supply with state name and code; reverse charge.
 */
export async function drawTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const title = document.kind === 'invoice' ? 'Tax invoice' : 'Credit note';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: `${title} ${document.number}`, Author: document.supplier.name, CreationDate: new Date(document.issuedAt) },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  // Heading: the supplier on the left, the document's identity on the right.
  const top = PAGE_MARGIN;
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(title.toUpperCase(), PAGE_MARGIN, top);
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Original for recipient', PAGE_MARGIN, top + 20);
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(document.supplier.name, PAGE_MARGIN, top + 40, { width: 260 });
  pdf.font('Helvetica').fontSize(9);
  for (const line of document.supplier.addressLines) pdf.text(line, { width: 260 });
  pdf.text(`State: ${document.supplier.stateName} (code ${document.supplier.stateCode})`, { width: 260 });
  pdf.font('Helvetica-Bold').text(`GSTIN: ${document.supplier.gstin}`, { width: 260 });
  const supplierBottom = pdf.y;

  const details: Array<[string, string]> = [
    [document.kind === 'invoice' ? 'Invoice no.' : 'Credit note no.', document.number],
    [document.kind === 'invoice' ? 'Invoice date' : 'Date', printedDate(document.issuedAt)],
    ...(document.creditFor
      ? ([
          ['Against invoice', document.creditFor.invoiceNumber],
          ['Invoice date', printedDate(document.creditFor.invoiceDate)],
        ] as Array<[string, string]>)
      : []),
    ['Order', `#${document.orderId.slice(0, 8)}`],
    ['Order date', printedDate(document.orderDate)],
    [
      'Payment',
      document.payments
        ? document.payments.map((payment) => (payment.kind === 'gift-card' ? 'Gift card' : payment.label)).join(' + ')
        : paymentMethodLabel(document.paymentMethod),
    ],
    [
      'Place of supply',
      document.placeOfSupply.stateCode
        ? `${document.placeOfSupply.stateName} (${document.placeOfSupply.stateCode})`
        : document.placeOfSupply.stateName,
    ],
    ['Reverse charge', 'No'],
  ];
  let detailY = top + 40;
  for (const [label, value] of details) {
    pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, 330, detailY, { width: 85 });
    pdf.font('Helvetica-Bold').fillColor(INK).text(value, 415, detailY, { width: 140, align: 'right' });
    detailY += 14;
  }

  // Bill to / ship to: a B2C supply is billed to whom it is delivered to.
  let y = Math.max(supplierBottom, detailY) + 16;
  pdf.font('Helvetica').fontSize(8).fillColor(MUTED).text('BILLED AND SHIPPED TO', PAGE_MARGIN, y);
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(document.recipient.name, PAGE_MARGIN, y + 12);
  pdf.font('Helvetica').fontSize(9);
  for (const line of document.recipient.addressLines) pdf.text(line, { width: 300 });
  pdf.text(
    document.recipient.stateCode
      ? `State: ${document.recipient.stateName} (code ${document.recipient.stateCode})`
      : `State: ${document.recipient.stateName}`,
  );
  pdf.text(`Phone: ${document.recipient.phone}`);
  if (document.creditFor) pdf.moveDown(0.5).text(`Reason: ${document.creditFor.reason}`, { width: CONTENT_WIDTH });

  // The lines.
  y = pdf.y + 16;
  const columns = columnsFor(document);
  pdf.font('Helvetica').fontSize(7).fillColor(MUTED).text('All amounts in INR (Indian rupees). Prices include GST.', PAGE_MARGIN, y);
  y += 12;
  pdf
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + CONTENT_WIDTH, y)
    .strokeColor(RULE)
    .stroke();
  y += 5;
  let x = PAGE_MARGIN;
  pdf.font('Helvetica-Bold').fontSize(7.5).fillColor(INK);
  for (const column of columns) {
    pdf.text(column.title, x + 2, y, { width: column.width - 4, align: column.align });
    x += column.width;
  }
  y += 20;
  pdf
    .moveTo(PAGE_MARGIN, y - 4)
    .lineTo(PAGE_MARGIN + CONTENT_WIDTH, y - 4)
    .stroke();
  pdf.font('Helvetica').fontSize(8);
  document.lines.forEach((line, index) => {
    const height = Math.max(...columns.map((column) => pdf.heightOfString(column.cell(line, index), { width: column.width - 4 })));
    if (y + height > 760) {
      pdf.addPage();
      y = PAGE_MARGIN;
    }
    x = PAGE_MARGIN;
    for (const column of columns) {
      pdf.text(column.cell(line, index), x + 2, y, { width: column.width - 4, align: column.align });
      x += column.width;
    }
    y += height + 8;
  });
  pdf
    .moveTo(PAGE_MARGIN, y - 3)
    .lineTo(PAGE_MARGIN + CONTENT_WIDTH, y - 3)
    .stroke();

  // Totals.
  const totals: Array<[string, string]> = [
    ['Taxable value', amount(document.totals.taxablePaise)],
    ...(document.supplyType === 'intra-state'
      ? ([
          ['CGST', amount(document.totals.cgstPaise)],
          ['SGST', amount(document.totals.sgstPaise)],
        ] as Array<[string, string]>)
      : ([['IGST', amount(document.totals.igstPaise)]] as Array<[string, string]>)),
  ];
  y += 6;
  for (const [label, value] of totals) {
    pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, 330, y, { width: 120 });
    pdf.fillColor(INK).text(value, 450, y, { width: 105, align: 'right' });
    y += 14;
  }
  const totalLabel = document.kind === 'invoice' ? 'Invoice total (INR)' : 'Credit total (INR)';
  pdf
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(totalLabel, 330, y + 4, { width: 120 });
  pdf.text(amount(document.totals.totalPaise), 450, y + 4, { width: 105, align: 'right' });
  // A total paid more than one way (a gift card and the rest): each way and its share, under the total.
  for (const payment of document.payments ?? []) {
    y += 16;
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(payment.label, 250, y + 4, { width: 200 });
    pdf.fillColor(INK).text(amount(payment.amountPaise), 450, y + 4, { width: 105, align: 'right' });
  }

  y += 48;
  pdf.font('Helvetica-Bold').fontSize(9).fillColor(INK).text(`For ${document.supplier.name}`, 330, y, { width: 225, align: 'right' });
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Authorised signatory', 330, y + 30, { width: 225, align: 'right' });
  pdf
    .fontSize(7.5)
    .text('This is a computer-generated document and needs no signature.', PAGE_MARGIN, y + 60, { width: CONTENT_WIDTH, align: 'center' });

  pdf.end();
  return finished;
}
