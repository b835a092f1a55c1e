// Vite's types for what it gives the browser's code: import.meta.env (PROD in a build, as against the dev server).
/// <reference types="vite/client" />
