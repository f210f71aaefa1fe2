import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CertificateSchema,
  IssueCertificateSchema,
  PublicCertificateSchema,
  RevokeCertificateSchema,
  SerialParamsSchema,
} from '#shared/schemas/batch.ts';
import { OrderOidParamsSchema } from '#shared/schemas/payment.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { callerOf, ownerOnly, signedIn } from '#server/auth/guards.ts';
import { publicCheck } from '#server/lib/rate-limit.ts';
import { certificateChecks } from '#server/lib/rate-limit-policy.ts';
import { readSchool } from '#server/features/school/index.ts';
import {
  certificateFor,
  certificatesOf,
  issueCertificate,
  publicCertificate,
  revokeCertificate,
} from './certificates.service';
import { buildCertificatePdf } from './certificate-pdf';

const errors = { ...ERROR_RESPONSES, 409: ApiErrorSchema };

/** Certificates: the owner issues and revokes them; the student reads theirs; anyone checks a serial. */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = app.config.publicUrl;
  app.post(
    '/orders/:oid/certificate',
    {
      onRequest: ownerOnly,
      schema: {
        params: OrderOidParamsSchema,
        body: IssueCertificateSchema,
        response: { 201: CertificateSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await issueCertificate(
            app.db,
            callerOf(request),
            request.params.oid,
            request.body.override,
            app.clock(),
            origin,
            app.config.quiz,
          ),
        ),
  );
  app.get(
    '/orders/:oid/certificates',
    {
      onRequest: signedIn,
      schema: { params: OrderOidParamsSchema, response: { 200: z.array(CertificateSchema), ...errors } },
    },
    async (request) => certificatesOf(app.db, callerOf(request), request.params.oid, origin),
  );
  app.get(
    '/certificates/:serial',
    publicCheck(app, certificateChecks, PublicCertificateSchema, { params: SerialParamsSchema }),
    async (request) => publicCertificate(app.db, request.params.serial),
  );
  app.post(
    '/certificates/:serial/revoke',
    {
      onRequest: ownerOnly,
      schema: {
        params: SerialParamsSchema,
        body: RevokeCertificateSchema,
        response: { 200: CertificateSchema, ...errors },
      },
    },
    async (request) =>
      revokeCertificate(app.db, callerOf(request), request.params.serial, request.body.reason, app.clock(), origin),
  );
  app.get(
    '/certificates/:serial/certificate.pdf',
    { onRequest: signedIn, schema: { params: SerialParamsSchema } },
    async (request, reply) => {
      const certificate = await certificateFor(app.db, callerOf(request), request.params.serial, origin);
      const { school } = await readSchool(app.db);
      const bytes = await buildCertificatePdf({ school, certificate });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="certificate-${certificate.serial}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
};
