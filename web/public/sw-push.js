// The Web Push handlers of the service worker (dist/web/sw.js imports this file first); none yet.
