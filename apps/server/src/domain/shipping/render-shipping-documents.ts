import { inArray } from 'drizzle-orm';
import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument } from 'pdf-lib';
import type { ShippingDocument } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { importedOnFirstUse } from '../../infra/imported-on-first-use.ts';
import { shipments } from '../../db/schema/index.ts';
import { ShiprocketError, type ShiprocketApi } from '../../infra/couriers/shiprocket-client.ts';
import { AppError, conflict } from '../errors.ts';

const orderReference = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** pdf-lib (~3 MB of heap) is loaded the first time labels are merged, not when the server starts (decision 152). */
const loadPdfLib: () => Promise<typeof PdfLibModule> = importedOnFirstUse(() => import('pdf-lib'));

/**
 * The selected orders' Shiprocket labels (or manifests) as one PDF, in the order given, to print with the packing
 * slips: each document is downloaded through the server (Shiprocket's links are its own storage's) and their pages
 * put one after the other; a manifest shared by several orders is printed once.
 */
export async function renderShippingDocuments(
  deps: { db: Db; shiprocket: ShiprocketApi },
  input: { orderIds: readonly string[]; document: ShippingDocument },
): Promise<Buffer> {
  const rows = await deps.db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderId, [...input.orderIds]));
  const byOrder = new Map(rows.map((row) => [row.orderId, row]));
  const urls: string[] = [];
  for (const orderId of input.orderIds) {
    const row = byOrder.get(orderId);
    const url = input.document === 'labels' ? row?.labelUrl : row?.manifestUrl;
    if (!url) {
      const what = input.document === 'labels' ? 'label' : 'manifest';
      throw conflict(`Order ${orderReference(orderId)} has no Shiprocket ${what} yet: ship it with Shiprocket first`);
    }
    if (!urls.includes(url)) urls.push(url);
  }
  const { PDFDocument } = await loadPdfLib();
  const merged = await PDFDocument.create();
  for (const url of urls) {
    let source: PDFDocument;
    try {
      source = await PDFDocument.load(await deps.shiprocket.download(url));
    } catch (error) {
      if (error instanceof ShiprocketError)
        throw new AppError('SERVICE_UNAVAILABLE', `Shiprocket's document could not be fetched: ${error.message}`);
      throw new AppError('SERVICE_UNAVAILABLE', 'Shiprocket sent a document that is not a readable PDF');
    }
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}
