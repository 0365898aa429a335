import { teamRolesWith } from '@aurelle/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import type { Mailer } from '../../../infra/mail/mailer.ts';
import { renderLowStockDigestMail } from '../../../infra/mail/templates/low-stock-digest.ts';

export interface LowStockDigestMailDeps {
  db: Db;
  mailer: Mailer;
  shopName: string;
  appUrl: string;
}

const payloadSchema = z.object({
  adminId: z.uuid(),
  istDay: z.string(),
  lines: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      size: z.string(),
      sku: z.string(),
      stock: z.number().int(),
      threshold: z.number().int(),
    }),
  ),
  total: z.number().int(),
});

/**
 * Job handler: one admin's copy of the day's low-stock list, as chosen when the day was claimed (runLowStockDigest).
 * Skipped when the account has since stopped being an active admin whose role includes the catalog. Sent to the address the account has now.
 */
export async function sendLowStockDigestMail(deps: LowStockDigestMailDeps, payload: Record<string, unknown>): Promise<'sent' | 'skipped'> {
  const digest = payloadSchema.parse(payload);
  const [admin] = await deps.db
    .select({ email: users.email, userName: users.userName })
    .from(users)
    .where(
      and(
        eq(users.id, digest.adminId),
        eq(users.role, 'admin'),
        inArray(users.teamRole, teamRolesWith('catalog')),
        eq(users.isActive, true),
      ),
    );
  if (!admin) return 'skipped';
  const mail = renderLowStockDigestMail({
    shopName: deps.shopName,
    appUrl: deps.appUrl,
    adminName: admin.userName,
    istDay: digest.istDay,
    lines: digest.lines,
    total: digest.total,
  });
  await deps.mailer.send({ to: admin.email, ...mail });
  return 'sent';
}
