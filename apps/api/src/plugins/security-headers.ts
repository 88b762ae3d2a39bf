import helmet from '@fastify/helmet';
import { globalPlugin } from './global-plugin.js';

/**
 * A strict policy for the web app: everything from our own origin, images also from https
 * (operator logos), nothing inline. /api/docs replaces it with swagger-ui's own policy
 * (see plugins/docs.ts). Card providers' scripts and frames will be added here by name.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export const securityHeadersPlugin = globalPlugin('security-headers', async (app) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  });
});
