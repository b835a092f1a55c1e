// `Server-Timing: app;dur=<ms>` on every answer: the time from the request's arrival to its answer being sent, as
// the server saw it. The bench reads it beside what the client waited (the difference is queueing on the way in and
// out), and a browser's developer tools show it for each request.
import type { FastifyInstance } from 'fastify';

export function registerServerTiming(app: FastifyInstance) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('server-timing')) reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    done(null, payload);
  });
}
