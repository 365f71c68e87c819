// Rspack loader (see index.ts): drops the `description` of each `translate({…})`
// call and `<Translate>` element, before the code is compiled. A note is read
// only by `docusaurus write-translations`, from the source files, never at run time.
// No library does this; the parse is Babel's, the edit is cutting those ranges.
const { parse } = require('@babel/parser');

const mayHaveNotes = /description/;
const mayTranslate = /\btranslate\(|<Translate\b/;

/** @param {string} file */
const syntaxOf = (file) =>
  file.endsWith('.ts') ? ['typescript'] : file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['jsx'];

/** The object inside `{…} as const` and the like. */
const unwrapped = (node) =>
  node && (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') ? unwrapped(node.expression) : node;
const isNamed = (node, name) => node?.type === 'Identifier' && node.name === name;
const keyIs = (property, name) =>
  !property.computed &&
  (isNamed(property.key, name) || (property.key?.type === 'StringLiteral' && property.key.value === name));

/** Ranges [start, end) of the notes, in source order. */
function noteRanges(ast) {
  const ranges = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    const options =
      node.type === 'CallExpression' && isNamed(node.callee, 'translate') ? unwrapped(node.arguments[0]) : undefined;
    if (options?.type === 'ObjectExpression') {
      const { properties } = options;
      properties.forEach((property, i) => {
        if (property.type !== 'ObjectProperty' || !keyIs(property, 'description')) return;
        // With the comma after it, or before it when it is the last one.
        if (i < properties.length - 1) ranges.push([property.start, properties[i + 1].start]);
        else if (i > 0) ranges.push([properties[i - 1].end, property.end]);
        else ranges.push([property.start, property.end]);
      });
    }
    if (node.type === 'JSXOpeningElement' && node.name?.type === 'JSXIdentifier' && node.name.name === 'Translate') {
      for (const attribute of node.attributes)
        if (attribute.type === 'JSXAttribute' && attribute.name.name === 'description')
          ranges.push([attribute.start, attribute.end]);
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'start' || key === 'end') continue;
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  };
  visit(ast.program);
  return ranges;
}

/** @param {string} source */
module.exports = function translatorNotes(source) {
  if (!mayHaveNotes.test(source) || !mayTranslate.test(source)) return source;
  const ast = parse(source, { sourceType: 'unambiguous', plugins: syntaxOf(this.resourcePath) });
  let out = '';
  let at = 0;
  for (const [start, end] of noteRanges(ast).sort((a, b) => a[0] - b[0])) {
    out += source.slice(at, start);
    at = end;
  }
  return out + source.slice(at);
};
