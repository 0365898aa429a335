export * from './team.ts';
export * from './user.ts';
export * from './password.ts';
export * from './register.ts';
export { loginRequestSchema, type LoginRequest } from './login.ts';
export * from './check-auth.ts';
export * from './update-profile.ts';
export * from './password-reset.ts';
export * from './sessions.ts';
