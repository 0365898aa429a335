/**
 * The back office's team (docs/decisions/100-team-roles-and-permissions.md). Every admin has one team role; every
 * back-office endpoint names the one permission it needs (`EndpointConfig.permission`), and a role is the set of
 * permissions below. The server enforces it on every call; the back office reads the same table to show a person only
 * what their role may use.
 *
 * Plain values only (no schemas): the storefront's first load reads `roleCan` through the session, and must not load zod.
 */
export const TEAM_ROLES = ['owner', 'manager', 'packer', 'accountant'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const PERMISSIONS = [
  /** Products, sizes and stock, notes, home images, catalog import and export. */
  'catalog',
  /** Orders, their details, timelines and COD figures, read only. */
  'orders.read',
  /** Changing orders: status, notes, refunds, returns, COD outcomes, restocking. */
  'orders.manage',
  /** To ship, packing slips, shipping labels and courier problems. */
  'shipping',
  /** Tax invoices and credit notes. */
  'invoices',
  /** The GST month and its sheet. */
  'gst',
  /** The orders export (CSV). */
  'exports',
  /** The sales dashboard. */
  'reports',
  /** Customers: the users list, a customer's page, (de)activating a customer, inviting a customer. */
  'customers',
  /** Coupon codes and gift cards. */
  'promotions',
  /** E-mail campaigns. */
  'campaigns',
  /** Shop and delivery settings. */
  'settings',
  /** The team: inviting admins, changing roles, (de)activating an admin. */
  'team',
  /** The audit log. */
  'audit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const TEAM_ROLE_PERMISSIONS: Readonly<Record<TeamRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  manager: [
    'catalog',
    'orders.read',
    'orders.manage',
    'shipping',
    'invoices',
    'exports',
    'reports',
    'customers',
    'promotions',
    'campaigns',
  ],
  packer: ['shipping'],
  accountant: ['orders.read', 'invoices', 'gst', 'exports', 'reports'],
};

export const TEAM_ROLE_LABELS: Readonly<Record<TeamRole, string>> = {
  owner: 'Owner',
  manager: 'Manager',
  packer: 'Packer',
  accountant: 'Accountant',
};

export const TEAM_ROLE_DESCRIPTIONS: Readonly<Record<TeamRole, string>> = {
  owner: 'Everything, including the team, settings and the audit log',
  manager: 'Catalog, orders, shipping, customers, promotions and campaigns',
  packer: 'To ship, packing slips and shipping only',
  accountant: 'Orders (read only), invoices, the GST month and exports',
};

export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  catalog: 'the catalog',
  'orders.read': 'orders',
  'orders.manage': 'changing orders',
  shipping: 'shipping',
  invoices: 'invoices',
  gst: 'the GST month',
  exports: 'exports',
  reports: 'the sales dashboard',
  customers: 'customers',
  promotions: 'promotions',
  campaigns: 'campaigns',
  settings: 'settings',
  team: 'the team',
  audit: 'the audit log',
};

export const LAST_OWNER_MESSAGE = 'The shop needs at least one active owner: make someone else an owner first';

/** The 403 message for a team member whose role lacks the permission: says which, so they know whom to ask. */
export function permissionDeniedMessage(role: TeamRole, permission: Permission): string {
  return `Your role (${TEAM_ROLE_LABELS[role]}) does not include ${PERMISSION_LABELS[permission]}: ask an owner`;
}

/** Whether an account may use what needs `permission`: an admin whose team role includes it. */
export function roleCan(user: { role: 'user' | 'admin'; teamRole: TeamRole | null } | null | undefined, permission: Permission): boolean {
  if (!user || user.role !== 'admin' || !user.teamRole) return false;
  return TEAM_ROLE_PERMISSIONS[user.teamRole].includes(permission);
}

/** The team roles that include a permission (for queries: "the admins who look after the catalog"). */
export function teamRolesWith(permission: Permission): TeamRole[] {
  return TEAM_ROLES.filter((role) => TEAM_ROLE_PERMISSIONS[role].includes(permission));
}
