import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

// Image zoom (themeConfig.zoom) with medium-zoom loaded only on pages that have
// a zoomable image; docusaurus-plugin-image-zoom put it in every page's main bundle.
export default function imageZoomPlugin(): Plugin {
  return { name: 'acme-image-zoom', getClientModules: () => [path.join(here, 'client.ts')] };
}
