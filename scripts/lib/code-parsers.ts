import { createRequire } from 'node:module';
import ts from 'typescript';
import YAML from 'yaml';
import { Language, Parser, type Node } from 'web-tree-sitter';

// Real parsers for the languages of the docs' code samples: tree-sitter
// grammars for the mobile and JVM/.NET languages, TypeScript's own parser for
// JavaScript and TypeScript, and strict JSON and YAML parsers.

const require = createRequire(import.meta.url);

// Newer grammars come from the grammar's own package where it ships a wasm
// build; the others from tree-sitter-wasms (Dart there is the Dart 3 grammar).
const grammarFiles = {
  kotlin: 'tree-sitter-wasms/out/tree-sitter-kotlin.wasm',
  swift: 'tree-sitter-wasms/out/tree-sitter-swift.wasm',
  dart: 'tree-sitter-wasms/out/tree-sitter-dart.wasm',
  java: 'tree-sitter-java/tree-sitter-java.wasm',
  csharp: 'tree-sitter-c-sharp/tree-sitter-c_sharp.wasm',
  // PHP files (`<?php` and the HTML around it): the try-it panels' PHP samples.
  php: 'tree-sitter-php/tree-sitter-php.wasm',
  // Beyond the issue's list: the server samples' other two languages.
  python: 'tree-sitter-wasms/out/tree-sitter-python.wasm',
  go: 'tree-sitter-wasms/out/tree-sitter-go.wasm',
} as const;
type TreeSitterLanguage = keyof typeof grammarFiles;

const aliases: Record<string, string> = {
  javascript: 'js',
  mjs: 'js',
  cjs: 'js',
  typescript: 'ts',
  cs: 'csharp',
  'c#': 'csharp',
  yml: 'yaml',
  kt: 'kotlin',
  kts: 'kotlin',
  py: 'python',
  golang: 'go',
};

/** The languages whose samples are parsed, by their fence name. */
export const parsedLanguages = [
  'swift',
  'kotlin',
  'java',
  'csharp',
  'dart',
  'js',
  'jsx',
  'ts',
  'tsx',
  'json',
  'yaml',
  'python',
  'go',
  'php',
] as const;

export const canonicalLanguage = (fence: string): string => aliases[fence.toLowerCase()] ?? fence.toLowerCase();

export interface SyntaxProblem {
  /** 1-based line inside the sample. */
  line: number;
  message: string;
}

/**
 * Node 24's optimising WebAssembly compiler aborts the whole process ("Fatal
 * process out of memory: Zone") a few seconds after the Swift grammar starts
 * parsing: https://github.com/nodejs/node/issues/63421. The grammars run on the
 * baseline compiler only, which V8 takes from the command line alone.
 */
export const treeSitterNodeFlag = '--liftoff-only';

let parsers: Promise<Map<TreeSitterLanguage, Parser>> | undefined;
function treeSitterParsers() {
  if (!process.execArgv.includes(treeSitterNodeFlag)) {
    throw new Error(
      `The code-sample parsers need Node's ${treeSitterNodeFlag} flag (nodejs/node#63421): run them through npm run check-docs or npm test.`,
    );
  }
  parsers ??= (async () => {
    await Parser.init();
    const map = new Map<TreeSitterLanguage, Parser>();
    for (const [name, file] of Object.entries(grammarFiles) as [TreeSitterLanguage, string][]) {
      const parser = new Parser();
      parser.setLanguage(await Language.load(require.resolve(file)));
      map.set(name, parser);
    }
    return map;
  })();
  return parsers;
}

function treeSitterProblems(root: Node): SyntaxProblem[] {
  const problems: SyntaxProblem[] = [];
  const visit = (node: Node) => {
    if (node.type === 'ERROR' || node.isMissing) {
      const what = node.isMissing
        ? `missing ${node.type}`
        : `unexpected "${node.text.slice(0, 40).replace(/\s+/g, ' ')}"`;
      problems.push({ line: node.startPosition.row + 1, message: `syntax error: ${what}` });
      return;
    }
    if (node.hasError) for (const child of node.children) if (child) visit(child);
  };
  visit(root);
  return problems;
}

function typeScriptProblems(code: string, language: 'js' | 'jsx' | 'ts' | 'tsx'): SyntaxProblem[] {
  const result = ts.transpileModule(code, {
    fileName: `sample.${language}`,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      allowJs: true,
    },
  });
  return (result.diagnostics ?? []).map((d) => ({
    line: d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 1,
    message: ts.flattenDiagnosticMessageText(d.messageText, ' '),
  }));
}

function jsonProblems(code: string): SyntaxProblem[] {
  try {
    JSON.parse(code);
    return [];
  } catch (error) {
    return [{ line: 1, message: (error as Error).message }];
  }
}

function yamlProblems(code: string): SyntaxProblem[] {
  return YAML.parseAllDocuments(code).flatMap((doc) =>
    'errors' in doc
      ? doc.errors.map((e) => ({ line: e.linePos?.[0].line ?? 1, message: e.message.split('\n')[0]! }))
      : [],
  );
}

/** Syntax problems of one sample, or null when its language is not one we parse. */
export async function syntaxProblems(fenceLanguage: string, code: string): Promise<SyntaxProblem[] | null> {
  const language = canonicalLanguage(fenceLanguage);
  switch (language) {
    case 'js':
    case 'jsx':
    case 'ts':
    case 'tsx':
      return typeScriptProblems(code, language);
    case 'json':
      return jsonProblems(code);
    case 'yaml':
      return yamlProblems(code);
    default:
      if (language in grammarFiles) {
        const parser = (await treeSitterParsers()).get(language as TreeSitterLanguage)!;
        const tree = parser.parse(code);
        if (!tree) return [{ line: 1, message: 'parser returned no tree' }];
        const problems = treeSitterProblems(tree.rootNode);
        tree.delete();
        return problems;
      }
      return null;
  }
}
