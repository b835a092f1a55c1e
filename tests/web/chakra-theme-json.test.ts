// The browser's build reads Chakra's theme as JSON (web/chakra-theme-json.ts): the module it writes must give back
// the very theme Chakra exports, and data JSON cannot carry must stop the build rather than vanish.
import { describe, expect, it } from 'vitest';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { jsonModule } from '../../web/chakra-theme-json';

/** The value a module written by jsonModule exports, evaluated as the browser would. */
function evaluate(moduleText: string, name: string): unknown {
  const body = moduleText.replace(`export const ${name} =`, 'return');
  return new Function(body)() as unknown;
}

describe('Chakra theme as JSON', () => {
  it("gives back Chakra's theme, every recipe, token and global style", () => {
    const text = jsonModule('defaultThemeConfig', defaultThemeConfig);
    expect(text.startsWith('export const defaultThemeConfig = JSON.parse(')).toBe(true);
    const parsed = evaluate(text, 'defaultThemeConfig') as typeof defaultThemeConfig;
    expect(parsed).toEqual(defaultThemeConfig);
    expect(Object.keys(parsed.theme?.slotRecipes ?? {})).toContain('dialog');
  });

  it('refuses data that JSON would drop or cannot write', () => {
    expect(() => jsonModule('theme', { recipes: { button: { base: { transform: () => 'x' } } } })).toThrow(
      'theme holds a function at "transform"',
    );
    expect(() => jsonModule('theme', { tokens: { size: undefined } })).toThrow('theme holds undefined at "size"');
    expect(() => jsonModule('theme', { count: 1n })).toThrow('theme holds a bigint at "count"');
  });
});
