import { z } from 'zod';
import { ruleSchemas } from './validation.js';

/** Path of POST /api/v1/operation/subscribe/email/{email}: the newsletter sign-up (no login). */
export const newsletterPathParams = z.object({ email: ruleSchemas.email() });
