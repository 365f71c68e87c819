// The SDK changes of the locale being built, written by index.ts: `platform@version`
// → each change's translation, or null where the English is shown.
declare module '@generated/acme-translation-status/default/sdk-changes.json' {
  const changes: Record<string, (string | null)[]>;
  export default changes;
}
