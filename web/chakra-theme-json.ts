// Chakra's theme (its recipes, tokens and global styles: 170 KB of object literals) is data. Run as code, a phone
// spends a long task compiling and evaluating it before the style system can be built (about 50 ms in a desktop
// Chromium here, four times that on Lighthouse's phone); as a JSON text the same data takes 20 ms. In the
// browser's build this plugin gives src/lib/chakra-theme.ts the theme as JSON, written from Chakra's own module at
// build time, so the two cannot differ. The server's render and the tests import that module as it is.
import type { Plugin } from 'vite';

const MODULE = /\/web\/src\/lib\/chakra-theme\.ts$/;

/** A module exporting `value` under `name` as a JSON text parsed where it is loaded; data only. */
export function jsonModule(name: string, value: unknown): string {
  const json = JSON.stringify(value, (key, item: unknown) => {
    if (typeof item === 'function' || typeof item === 'symbol' || typeof item === 'bigint' || item === undefined) {
      throw new Error(`${name} holds ${item === undefined ? 'undefined' : `a ${typeof item}`} at "${key}": it cannot be sent as JSON`);
    }
    return item;
  });
  return `export const ${name} = JSON.parse(${JSON.stringify(json)});\n`;
}

export function chakraThemeAsJson(): Plugin {
  return {
    name: 'liftmates-chakra-theme-json',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!MODULE.test(id.replaceAll('\\', '/'))) return null;
      const { defaultThemeConfig } = await import('@chakra-ui/react/theme');
      return jsonModule('defaultThemeConfig', defaultThemeConfig);
    },
  };
}
