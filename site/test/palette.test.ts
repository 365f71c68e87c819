import { test } from 'node:test';
import assert from 'node:assert/strict';
import { brandStylesheet, primaryPalette, shade } from '../src/plugins/brand-colors/palette.ts';
import { brand } from '../src/data/brand.ts';

test('shades move toward black or white by the given amount', () => {
  assert.equal(shade('#D6007A', 0), '#D6007A');
  assert.equal(shade('#D6007A', -1), '#000000');
  assert.equal(shade('#D6007A', 1), '#FFFFFF');
  assert.equal(shade('#808080', -0.5), '#404040');
  assert.throws(() => shade('magenta', 0), /Invalid hex colour/);
});

test('the palette declares the primary colour and its six shades', () => {
  const css = primaryPalette(brand.colors.magenta);
  assert.match(css, /--ifm-color-primary: #D6007A;/);
  for (const name of ['dark', 'darker', 'darkest', 'light', 'lighter', 'lightest']) {
    assert.match(css, new RegExp(`--ifm-color-primary-${name}: #[0-9A-F]{6};`));
  }
});

test('the stylesheet outranks Infima and covers dark mode', () => {
  const css = brandStylesheet(brand.colors);
  assert.match(css, /^html:root \{/);
  assert.match(css, /html\[data-theme='dark'\] \{ --ifm-color-primary: #FF4FAE;/);
});
