// The Chakra UI system: breakpoints of §9, fonts, and semantic colour tokens for the three appearances.
// Light: page '#F5F5F5' on white surfaces. Dark: page '#000000' with dark grey surfaces. OLED: true black surfaces.
// The 'oled' condition matches `<html class="dark oled">` and wins over 'dark' (it is declared later).
// Chakra's default config is put together here from its two halves: importing `defaultConfig` itself would also build
// Chakra's own default system, a second system as costly as this one, on every page load.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { defaultThemeConfig } from './chakra-theme';
import { BREAKPOINTS, SURFACE_COLORS, THEME_COLORS } from './constants';

const mode = (light: string, dark: string, oled: string) => ({ value: { _light: light, _dark: dark, _oled: oled } });

const fontStack = `'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

const config = defineConfig({
  conditions: { oled: '.oled &' },
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'bg', color: 'fg' },
    '#root': { minHeight: '100dvh' },
    '*, *::before, *::after': {
      _motionReduce: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
  },
  theme: {
    breakpoints: { ...BREAKPOINTS },
    keyframes: {
      'scale-x-in': { from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } },
    },
    tokens: {
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: mode(THEME_COLORS.light, THEME_COLORS.dark, THEME_COLORS.dark),
          subtle: mode('{colors.gray.50}', '#1F1F23', '#0A0A0A'),
          muted: mode('{colors.gray.100}', '#27272A', '#141414'),
          emphasized: mode('{colors.gray.200}', '#3F3F46', '#222222'),
          panel: mode(SURFACE_COLORS.light, SURFACE_COLORS.dark, SURFACE_COLORS.oled),
        },
        /** Sidebar, headers and cards. */
        surface: {
          DEFAULT: mode(SURFACE_COLORS.light, SURFACE_COLORS.dark, SURFACE_COLORS.oled),
          hover: mode('{colors.gray.100}', '#27272A', '#161616'),
          active: mode('{colors.blue.50}', '#1E293B', '#0B1526'),
        },
        border: {
          DEFAULT: mode('{colors.gray.200}', '#2E2E33', '#262626'),
        },
        /** The Flexicon's yellow highlight, readable on every surface. */
        flexicon: {
          DEFAULT: mode('{colors.yellow.800}', '{colors.yellow.300}', '{colors.yellow.300}'),
          bg: mode('{colors.yellow.100}', 'rgba(250, 204, 21, 0.14)', 'rgba(250, 204, 21, 0.14)'),
        },
        brand: {
          solid: mode('{colors.blue.600}', '{colors.blue.600}', '{colors.blue.600}'),
          fg: mode('{colors.blue.700}', '{colors.blue.300}', '{colors.blue.300}'),
        },
      },
    },
  },
});

// Chakra declares some thirty custom properties (ring, filter and font defaults) on every element (`*`), which makes
// the browser resolve them again for each element whenever it restyles the page: a sixth of a full restyle of a
// Flexicon or exercise page (18 → 15 ms in a desktop Chromium). Custom properties are inherited, so declared once on
// the root they reach every element with the same values; the utilities that change them (ring, filter="auto") set
// them on the element that uses them.
const { '*': everyElement = {}, html = {}, ...chakraGlobalCss } = defaultThemeConfig.globalCss ?? {};
const inheritedDefaults = Object.fromEntries(Object.entries(everyElement).filter(([property]) => property.startsWith('--')));
const themeConfig = {
  ...defaultThemeConfig,
  globalCss: {
    '*': Object.fromEntries(Object.entries(everyElement).filter(([property]) => !property.startsWith('--'))),
    html: { ...inheritedDefaults, ...html },
    ...chakraGlobalCss,
  },
};

export const system = createSystem(defaultBaseConfig, themeConfig, config);
