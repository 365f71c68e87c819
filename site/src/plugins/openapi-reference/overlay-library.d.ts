// openapi-overlays-js ships no types; its library entry (the package's main is its CLI).
declare module 'openapi-overlays-js/src/overlay.js' {
  export function applyOverlay(definition: object, overlay: object): object;
}
