import { z } from 'zod';
import { emailSchema, idParamSchema, requiredText } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { publicUserSchema, roleSchema } from '../auth/user.ts';
import { teamRoleSchema } from '../auth/team.ts';
import { orderStatusSchema, paymentStatusSchema } from '../order/index.ts';

/**
 * The customer page and the back office's team: what the shop knows of one account, inviting people
 * (admins or customers) and changing roles, never one's own and never leaving the shop without an active admin.
 */

/** The customer page lists this many of the newest orders; the orders page (searched by e-mail) has them all. */
export const CUSTOMER_ORDERS_SHOWN = 50;
/** How long an invitation's link works (a reset link: PASSWORD_RESET_TTL_MINUTES): people take days to answer. */
export const INVITE_LINK_TTL_DAYS = 7;

export const USER_INVITED_MESSAGE = 'Invitation sent';
export const USER_ROLE_UPDATED_MESSAGE = 'Role updated';
export const CANNOT_CHANGE_OWN_ROLE_MESSAGE = 'You cannot change your own role';
export const LAST_ADMIN_ROLE_MESSAGE = 'The shop needs at least one active admin: make someone else an admin first';

const IST_DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An order as the customer page lists it: enough to recognise it; the orders page opens its details. */
export const customerOrderSchema = z.object({
  _id: z.string(),
  orderDate: z.string(),
  orderStatus: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  isCashOnDelivery: z.boolean(),
  itemCount: z.number().int(),
  /** Rupees, as the shopper paid or owes them. */
  totalAmount: z.number(),
  /** Rupees given back on it so far (refunds that did not fail). */
  refundedAmount: z.number(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

export const customerAddressSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

export const customerReviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  rating: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
});
export type CustomerReview = z.infer<typeof customerReviewSchema>;

/** An opt-out and since when (ISO), or null while the customer still receives them. */
const optOutSchema = z.object({ isOptedOut: z.boolean(), since: z.string().nullable() });

/**
 * The figures of a customer (docs/decisions/090-customer-page-and-admin-team.md). An order counts once it is placed:
 * paid at some point, or cash on delivery (as the shopper's own list counts them); never-paid checkouts do not.
 * Lifetime value = what the customer paid (orders whose payment completed) minus what was given back (refunds that
 * did not fail). First and last order are India's calendar days (YYYY-MM-DD) of the first and last placed order.
 */
export const customerFiguresSchema = z.object({
  orderCount: z.number().int(),
  paidAmount: z.number(),
  refundedAmount: z.number(),
  lifetimeValue: z.number(),
  firstOrderDay: IST_DAY.nullable(),
  lastOrderDay: IST_DAY.nullable(),
  /** Checkouts started and never paid (abandoned, failed, replaced): not orders, but worth knowing. */
  unfinishedCheckouts: z.number().int(),
  /** Placed orders cancelled since (by the shopper, the shop, or a refused parcel): listed, but not counted as orders. */
  cancelledOrders: z.number().int(),
});
export type CustomerFigures = z.infer<typeof customerFiguresSchema>;

export const customerProfileSchema = z.object({
  user: publicUserSchema,
  /** Invited and the password not set yet: the account cannot be signed into. */
  isInvitePending: z.boolean(),
  /** Phone numbers from the saved addresses, then from past orders' delivery addresses, each once. */
  phoneNumbers: z.array(z.string()),
  addresses: z.array(customerAddressSchema),
  figures: customerFiguresSchema,
  /** The newest placed orders first, at most CUSTOMER_ORDERS_SHOWN. */
  orders: z.array(customerOrderSchema),
  reviews: z.array(customerReviewSchema),
  marketing: z.object({ newsletters: optOutSchema, cartReminders: optOutSchema }),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const customerResponseSchema = z.object({ success: z.literal(true), customer: customerProfileSchema });

const roleChoiceSchema = z.enum(roleSchema.options, { message: "role is 'admin' or 'user'" });

export const TEAM_ROLE_FOR_CUSTOMER_MESSAGE = 'A customer has no team role: choose the admin role, or leave the team role out';

/** A team role goes only with the admin role; an admin named without one is an owner, as the spec's admin was. */
function teamRoleOnlyForAdmins<T extends { role: 'user' | 'admin'; teamRole?: unknown }>(request: T, context: z.RefinementCtx): void {
  if (request.role === 'user' && request.teamRole !== undefined) {
    context.addIssue({ code: 'custom', message: TEAM_ROLE_FOR_CUSTOMER_MESSAGE, path: ['teamRole'] });
  }
}

export const inviteUserRequestSchema = z
  .object({
    userName: requiredText('Full Name', 80),
    email: emailSchema,
    role: roleChoiceSchema,
    /** The invited admin's team role (default owner); only with role admin. */
    teamRole: teamRoleSchema.optional(),
  })
  .superRefine(teamRoleOnlyForAdmins);
export type InviteUserRequest = z.infer<typeof inviteUserRequestSchema>;

export const changeUserRoleRequestSchema = z
  .object({
    role: roleChoiceSchema,
    /** With role admin: the team role (default: the admin's current one, owner for a customer made admin). */
    teamRole: teamRoleSchema.optional(),
  })
  .superRefine(teamRoleOnlyForAdmins);
export type ChangeUserRoleRequest = z.infer<typeof changeUserRoleRequestSchema>;

export const userWriteResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: publicUserSchema });

export const customerEndpoints = {
  getCustomer: defineEndpoint({
    method: 'GET',
    path: '/api/admin/customers/:id',
    auth: 'admin',
    permission: 'customers',
    params: idParamSchema,
    response: { 200: customerResponseSchema },
  }),
  inviteUser: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/invite',
    auth: 'admin',
    permission: 'customers',
    body: inviteUserRequestSchema,
    response: { 201: userWriteResponseSchema },
  }),
  changeUserRole: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id/role',
    auth: 'admin',
    permission: 'team',
    params: idParamSchema,
    body: changeUserRoleRequestSchema,
    response: { 200: userWriteResponseSchema },
  }),
};
