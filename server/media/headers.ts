// Uploaded files are served from the app's own origin, so a file that a browser would run (an SVG or HTML page with
// a script) must never run there. Every answer under /media is inert: no type sniffing, a sandbox that gives any
// document a unique opaque origin without scripts, and vector images (uploaded before they were refused) download.
import type { FastifyReply } from 'fastify';

export const MEDIA_CONTENT_SECURITY_POLICY = 'sandbox';

export function mediaHeaders(reply: FastifyReply, filePath: string) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', MEDIA_CONTENT_SECURITY_POLICY);
  if (/\.svgz?$/i.test(filePath)) reply.header('content-disposition', 'attachment');
}
