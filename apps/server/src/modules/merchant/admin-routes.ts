import multipart from '@fastify/multipart';
import { SETTINGS_LIMITS, envelope, logoUpload, ok, settingsPatch, storefrontSettings } from '@storefront/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, type StaffAuth } from '../../platform/auth/require-staff.js';
import { AppError } from '../../platform/http/errors.js';
import { prepareLogo } from './logo.js';
import type { SettingsService } from './settings.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
/** One file and nothing else: a form of thousands of parts is never read. */
const FORM_LIMITS = { fileSize: SETTINGS_LIMITS.logoMaxBytes, files: 1, fields: 4, parts: 5 };
const MAX_MB = SETTINGS_LIMITS.logoMaxBytes / 1024 / 1024;

/**
 * The storefront settings of the back office (issue 13), for owners and managers. The logo
 * upload takes multipart form data, so the parser is registered in this scope only.
 */
export async function merchantAdminRoutes(
  app: FastifyInstance,
  { settings, staffAuth }: { settings: SettingsService; staffAuth: StaffAuth },
) {
  const onRequest = staffAuth.staffOnly('owner', 'manager');
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: FORM_LIMITS });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/admin/v1/settings',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'The storefront settings, with each theme colour’s contrast against its text (WCAG AA)',
          response: { 200: envelope(storefrontSettings) },
        },
      },
      async (request) => ok(await settings.getSettings(staffOf(request))),
    );

    r.patch(
      '/api/admin/v1/settings',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary:
            'Change some settings (the fields sent; one audit row). Every storefront process serves the change at once.',
          body: settingsPatch,
          response: { 200: envelope(storefrontSettings) },
        },
      },
      async (request) => ok(await settings.updateSettings(staffOf(request), request.body)),
    );

    r.post(
      '/api/admin/v1/settings/logo',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: `Upload a new logo: multipart/form-data with one JPEG, PNG or WebP file in "logo" (≤ ${MAX_MB} MB), stored as WebP at most ${SETTINGS_LIMITS.logoMaxWidth} × ${SETTINGS_LIMITS.logoMaxHeight} px`,
          consumes: ['multipart/form-data'],
          // The file is read by the handler (a stream); this documents the form.
          body: z.object({ logo: z.string().meta({ format: 'binary' }) }).nullish(),
          response: { 200: envelope(logoUpload) },
        },
      },
      async (request) => {
        const image = await prepareLogo(await readLogo(request));
        return ok(await settings.replaceLogo(staffOf(request), image));
      },
    );
  });
}

/** The bytes of the form's one `logo` file; a missing, misnamed or too large file is refused by name. */
async function readLogo(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('validationFailed', 'Send the logo as multipart/form-data', 'logo');
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'logo') {
        throw new AppError('validationFailed', 'The form takes one file, named "logo"', part.fieldname);
      }
      bytes = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('validationFailed', `The logo is larger than ${MAX_MB} MB`, 'logo');
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw err;
    throw new AppError('validationFailed', 'The form data could not be read', 'logo');
  }
  if (!bytes || bytes.length === 0) throw new AppError('validationFailed', 'Choose an image file for the logo', 'logo');
  return bytes;
}
