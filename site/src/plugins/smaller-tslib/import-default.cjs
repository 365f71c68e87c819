// The one tslib helper @docusaurus/utils-common calls (see index.ts), with
// tslib's behaviour: a CommonJS module becomes `{ default: module }`.
exports.__importDefault = (mod) => (mod && mod.__esModule ? mod : { default: mod });
