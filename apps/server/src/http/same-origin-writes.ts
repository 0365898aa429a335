import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../domain/errors.ts';
import { AUTH_COOKIE } from './guards.ts';

/** The content types an HTML form can send without a CORS preflight; JSON needs one, which this API never grants. */
export const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'] as const;
export type FormContentType = (typeof FORM_CONTENT_TYPES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Form content types this route reads (uploads, the one-click unsubscribe); every other route refuses them. */
    formContentTypes?: readonly FormContentType[];
    /** A route whose credential is in the request itself (a signed link, a provider's signature), not the cookie. */
    allowCrossOrigin?: boolean;
  }
}

export const CROSS_ORIGIN_REFUSED_MESSAGE = 'This request did not come from the shop. Please reload the page and try again.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginEvidence {
  /** `Sec-Fetch-Site`, sent by every current browser. */
  secFetchSite: string | undefined;
  origin: string | undefined;
  /** The host the request was sent to (`Host`, or the proxy's forwarded host behind TRUST_PROXY). */
  host: string;
  /** Whether the request carries the auth cookie, i.e. whether a browser would attach credentials to it by itself. */
  hasAuthCookie: boolean;
}

/**
 * Whether a state-changing request provably comes from the shop's own pages (docs/decisions/012-same-origin-writes.md), after Go's
 * CrossOriginProtection: `Sec-Fetch-Site` first, then `Origin` against the shop's origin or the requested host. A
 * request with neither header is not from a current browser: allowed only without the auth cookie, so a cookie is
 * never spent on a request that cannot show where it comes from.
 */
export function isSameOriginWrite(evidence: OriginEvidence, appOrigin: string): boolean {
  const { secFetchSite, origin, host, hasAuthCookie } = evidence;
  if (secFetchSite) {
    if (secFetchSite === 'same-origin' || secFetchSite === 'none') return true;
    // same-site (a sibling port or sub-domain) and cross-site are trusted only from the configured shop origin.
    return origin === appOrigin;
  }
  if (origin) {
    if (origin === appOrigin) return true;
    try {
      return new URL(origin).host === host;
    } catch {
      return false; // "null" (sandboxed frames, cross-origin redirects) or garbage
    }
  }
  return !hasAuthCookie;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function hasBearerToken(request: FastifyRequest): boolean {
  return /^Bearer\s+\S/.test(header(request, 'authorization') ?? '');
}

/**
 * onRequest for the API: refuses a state-changing request authenticated by the browser's cookie unless it proves its
 * origin. Bearer-token clients are not affected: no page of another origin can set that header without a preflight.
 */
export function refuseCrossOriginWrites(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.allowCrossOrigin || hasBearerToken(request)) return;
    const evidence: OriginEvidence = {
      secFetchSite: header(request, 'sec-fetch-site'),
      origin: header(request, 'origin'),
      host: request.host,
      hasAuthCookie: Boolean(request.cookies[AUTH_COOKIE]),
    };
    if (!isSameOriginWrite(evidence, appOrigin)) {
      request.log.warn({ origin: evidence.origin, secFetchSite: evidence.secFetchSite, url: request.url }, 'cross-origin write refused');
      throw new AppError('FORBIDDEN', CROSS_ORIGIN_REFUSED_MESSAGE);
    }
  };
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type || undefined;
}

/**
 * preParsing for the API (after the caller is checked): a form content type reaches only the routes that read it, so
 * a body-less action (send a campaign, log out, delete) cannot be triggered by a plain HTML form.
 */
export async function refuseUnexpectedFormBodies(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  const type = mediaType(header(request, 'content-type'));
  const formType = FORM_CONTENT_TYPES.find((candidate) => candidate === type);
  if (!formType) return;
  if (request.routeOptions.config.formContentTypes?.includes(formType)) return;
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type: send JSON');
}
