import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * The browser's own guards: a content security policy that lets the pages load only this site's
 * scripts, styles, fonts and images (and the map's frame), HSTS in production, no framing.
 */
export const securityHeaders = fp(
  async (app) => {
    const { isProduction } = app.config;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // react-hot-toast injects a <style> element and React sets style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", 'https://www.openstreetmap.org'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers', dependencies: ['decorators'] },
);
