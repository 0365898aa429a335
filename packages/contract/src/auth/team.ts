import { z } from 'zod';
import { PERMISSIONS, TEAM_ROLES } from './team-roles.ts';

/** The team role and permission as the API reads them (the values and the table are in team-roles.ts). */
export const teamRoleSchema = z.enum(TEAM_ROLES, { message: 'Choose a role: owner, manager, packer or accountant' });
export const permissionSchema = z.enum(PERMISSIONS);
