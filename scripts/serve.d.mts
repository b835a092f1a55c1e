// serve.mjs exports nothing: importing it starts the server (tests/e2e/serve.ts does, after setting its environment).
export {};
