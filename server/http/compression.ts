// What compression costs against what it saves. Answers kept by the response cache are compressed once, when kept,
// at a quality that pays for itself over the many times they are sent, and sent as stored. Answers made per request
// are compressed at the quickest settings (brotli 1 and gzip 1 took about a tenth of brotli 4's time on a 30 KB
// exercise list, for answers a fifth larger), and not at all below a kilobyte, which travels in one packet anyway.
// Measured with the crowd scenario of `npm run bench` and tests/bench/crowd.ts's answers (README, Benchmarks).
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** The encoding to send in: brotli, else gzip, else none, as the client accepts (q=0 refuses). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** An answer in each encoding a client may take; a client that takes none gets it decompressed. */
export type Compressed = Record<Encoding, Buffer>;

// Brotli 5 came within 2% of 9's size on the Flexicon's answers at a fifth of its time; 11 was 10% smaller again but
// took 70 to 100 ms a 20-30 KB answer, which every change to the catalogue would spend again on each kept answer.
const KEPT_BROTLI_QUALITY = 5;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses an answer to keep, off the event loop (zlib's thread pool), at the given settings. */
export async function compressOnce(body: string, settings = { brotliQuality: KEPT_BROTLI_QUALITY, gzipLevel: 6 }): Promise<Compressed> {
  const size = Buffer.byteLength(body);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: settings.brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
    }),
    gzip(body, { level: settings.gzipLevel }),
  ]);
  return { br, gzip: gz };
}

/** Adds Accept-Encoding to the reply's Vary, keeping what is there (CORS varies by Origin). */
function varyByEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Sends a compressed answer as stored in the encoding the client takes, decompressed for one that takes none. */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, compressed: Compressed) {
  varyByEncoding(reply);
  // The length is the sent body's, never one copied from the answer as it was made.
  reply.removeHeader('content-length');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(zlib.brotliDecompressSync(compressed.br));
  return reply.header('content-encoding', encoding).send(compressed[encoding]);
}

/** @fastify/compress's settings for answers made per request (the web app's files come compressed from the build). */
export const perRequestCompression: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
  threshold: 1024,
  customTypes: /^application\/graphql-response\+json/,
  // Request bodies are read as sent.
  globalDecompression: false,
};
