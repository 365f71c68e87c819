import type { Plugin } from '@docusaurus/types';
import { brand } from '../../data/brand';
import { brandStylesheet } from './palette';

// Injects the brand colours as CSS variables, so no stylesheet repeats them.
export default function brandColorsPlugin(): Plugin {
  const css = brandStylesheet(brand.colors);
  return {
    name: 'acme-brand-colors',
    injectHtmlTags: () => ({ headTags: [{ tagName: 'style', innerHTML: css }] }),
  };
}
