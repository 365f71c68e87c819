import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';

/** Task-list checkboxes only show a checklist's shape: disabled, they are hidden from assistive technology (axe label). */
function Input(props: React.ComponentProps<'input'>): React.JSX.Element {
  const presentational = props.type === 'checkbox' && props.disabled;
  return <input {...props} aria-hidden={presentational || props['aria-hidden']} />;
}

// Why: task-list checkboxes. The components pages use (tabs, code blocks, the
// data-driven SDK and catalogue components) are not registered here: each page
// imports the ones it uses (src/plugins/mdx-auto-import), so a page's first load
// carries only its own.
export default {
  ...MDXComponents,
  input: Input,
};
