import { z } from 'zod';
import { pageQuery } from '../../lib/pagination.js';
import { keep } from '../../lib/validate.js';

export const activitiesQuery = pageQuery();

/** A base64url value of a given decoded length (a browser's P-256 key, its auth secret). */
const base64url = (bytes: number, what: string) =>
  z
    .string({ error: 'Required' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `Not base64url: ${what}`)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `Must be ${bytes} bytes: ${what}`);

export const endpointSchema = z
  .string({ error: 'Required' })
  .trim()
  .max(1024, 'Must be at most 1024 characters')
  .refine((value) => URL.canParse(value), 'Not a URL');

/** What a browser's PushSubscription.toJSON() holds. */
export const pushSubscriptionInput = z
  .object({
    endpoint: endpointSchema,
    expirationTime: keep(z.number({ error: 'Must be a number' })),
    keys: z.object(
      {
        p256dh: base64url(65, 'the browser’s P-256 public key'),
        auth: base64url(16, 'the auth secret'),
      },
      { error: 'Required' },
    ),
  })
  .strict();

export const endpointQuery = z.object({ endpoint: endpointSchema });
