// index.html names Chakra's cascade layers before any style element (see AppProviders.tsx): the names must be the
// system's own, in its order, or a component's recipe styles would rank below the reset.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from '../../web/src/lib/system';

const html = fs.readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8');

describe('cascade layers', () => {
  it("index.html declares Chakra's layers, in Chakra's order, before any other style", () => {
    const firstStyle = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1]?.trim();
    expect(firstStyle).toBe(system.layers.atRule);
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('emotion-insertion-point'));
  });
});
