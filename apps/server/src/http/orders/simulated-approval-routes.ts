import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildUrl, paymentEndpoints } from '@aurelle/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../domain/errors.ts';
import { decideSimulatedApproval } from '../../domain/payments/decide-simulated-approval.ts';
import { findSimulatedApproval } from '../../domain/payments/find-simulated-approval.ts';
import type { SimulatedRedirectPaymentGateway } from '../../infra/payments/simulated-redirect-gateway.ts';
import { route } from '../define-route.ts';
import { authenticate } from '../guards.ts';
import { renderSimulatedApprovalNotice, renderSimulatedApprovalPage } from './simulated-approval-page.ts';

/** The simulated redirect provider's approval page (legacy flow without PayPal keys). */
export async function simulatedApprovalRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  gateway: SimulatedRedirectPaymentGateway,
): Promise<void> {
  const simulated = { db: ctx.db, log: ctx.log, gateway };
  const shopName = ctx.config.SHOP_NAME;

  // The simulated provider's approval page: HTML for a top-level navigation, answered as HTML in every case.
  await app.register(async (approvalPages) => {
    // The page's forms post urlencoded bodies; nothing in them is read, the path says everything.
    approvalPages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    );

    async function signedInUserId(request: FastifyRequest): Promise<string | undefined> {
      const user = await authenticate(ctx, request).catch(() => undefined);
      return user?.id;
    }
    function notice(
      reply: FastifyReply,
      status: number,
      title: string,
      message: string,
      link = { href: '/shop/checkout', label: 'Back to checkout' },
    ) {
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          renderSimulatedApprovalNotice({ shopName, title, message, linkHref: `${ctx.config.APP_URL}${link.href}`, linkLabel: link.label }),
        );
    }
    const signInNotice = (reply: FastifyReply) =>
      notice(reply, 401, 'Please sign in', 'Your session has ended. Sign in and start the payment again from your cart.', {
        href: '/auth/login',
        label: 'Sign in',
      });
    const missingNotice = (reply: FastifyReply) =>
      notice(reply, 404, 'Payment not found', 'This payment does not exist or is not yours.', {
        href: '/shop/home',
        label: 'Back to the shop',
      });

    route(approvalPages, paymentEndpoints.simulatedApprovalPage, async (request, reply) => {
      const userId = await signedInUserId(request);
      if (!userId) return signInNotice(reply);
      const approval = await findSimulatedApproval(ctx.db, { userId, orderId: request.params.orderId });
      if (!approval) return missingNotice(reply);
      if (!approval.isAwaitingPayment) {
        return notice(reply, 409, 'Nothing to approve', 'This payment has already been completed or cancelled.', {
          href: '/shop/account?tab=orders',
          label: 'View Orders',
        });
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          renderSimulatedApprovalPage({
            shopName,
            approval,
            actionBase: buildUrl(paymentEndpoints.simulatedApprovalPage, { params: { orderId: approval.orderId } }),
          }),
        );
    });

    route(
      approvalPages,
      paymentEndpoints.decideSimulatedApproval,
      { config: { formContentTypes: ['application/x-www-form-urlencoded'] } },
      async (request, reply) => {
        const userId = await signedInUserId(request);
        if (!userId) return signInNotice(reply);
        try {
          const result = await decideSimulatedApproval(simulated, {
            userId,
            orderId: request.params.orderId,
            approve: request.params.decision === 'approve',
          });
          if (result.decision === 'cancelled') return reply.redirect(`${ctx.config.APP_URL}/shop/checkout`, 303);
          const query = new URLSearchParams({ paymentId: result.paymentId, PayerID: result.payerId });
          return reply.redirect(`${ctx.config.APP_URL}/shop/paypal-return?${query.toString()}`, 303);
        } catch (error) {
          if (error instanceof AppError && error.code === 'NOT_FOUND') return missingNotice(reply);
          if (error instanceof AppError) return notice(reply, 409, 'Nothing to approve', error.message);
          throw error;
        }
      },
    );
  });
}
