import siteConfig from '@generated/docusaurus.config';
import type { ClientModule } from '@docusaurus/types';
import type { Zoom, ZoomOptions } from 'medium-zoom';

export interface ImageZoomConfig {
  selector: string;
  background: { light: string; dark: string };
  config: ZoomOptions;
}

const { selector, background, config } = siteConfig.themeConfig.zoom as ImageZoomConfig;
const backgroundNow = () => (document.documentElement.dataset.theme === 'dark' ? background.dark : background.light);

let zoom: Zoom | undefined;
// The overlay follows the colour mode while zoomed.
if (typeof window !== 'undefined') {
  new MutationObserver(() => zoom?.update({ background: backgroundNow() })).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    zoom?.detach();
    if (!document.querySelector(selector)) return;
    void import('medium-zoom').then(({ default: mediumZoom }) => {
      zoom?.detach();
      zoom = mediumZoom(selector, { ...config, background: backgroundNow() });
    });
  },
};
export default clientModule;
