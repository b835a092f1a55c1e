// GraphiQL, which Yoga serves at /graphql in development, runs two inline scripts and loads its editor from a CDN.
import { createHash } from 'node:crypto';

/** Where Yoga's GraphiQL page loads its scripts, styles and editor workers from. */
const GRAPHIQL_CDN = 'https://unpkg.com';

/**
 * The policy of the GraphiQL page (development only): its own inline scripts, allowed by their hashes so nothing
 * else inline may run, and the CDN it loads the editor from. The app's pages keep the strict policy.
 */
export function graphiqlContentSecurityPolicy(html: string): string {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${sha256(body ?? '')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${GRAPHIQL_CDN} ${hashes.join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${GRAPHIQL_CDN}`,
    `font-src 'self' data: ${GRAPHIQL_CDN}`,
    `connect-src 'self' ${GRAPHIQL_CDN}`,
    "worker-src 'self' blob:",
    "img-src 'self' data: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
