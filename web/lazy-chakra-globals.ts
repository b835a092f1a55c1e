// Chakra's createSystem works out the system's global styles (the reset, the base styles and every token as a CSS
// variable) as it builds the system: about half of its time in Node. Only its provider's <Global> reads them, and
// over a page the server rendered they came with the HTML, so the app gives that provider a system without them
// (src/app/AppProviders.tsx). This plugin makes Chakra work them out when they are first read, in the browser's build
// (the server's render imports Chakra from node_modules as it is, and reads them for every page it renders).
import type { Plugin } from 'vite';

const MODULE = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '\n    _global,\n';

export function lazyChakraGlobals(): Plugin {
  return {
    name: 'liftmates-lazy-chakra-globals',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!MODULE.test(id.replaceAll('\\', '/'))) return null;
      if (!code.includes(EAGER) || !code.includes(RETURNED)) {
        this.error(`${id} no longer builds its global styles as this plugin expects: has Chakra changed?`);
      }
      return code
        .replace(EAGER, 'let _global;')
        .replace(RETURNED, '\n    get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n');
    },
  };
}
