/**
 * How dependency-cruiser reads this project's TypeScript: the project compiles with TypeScript 7, whose compiler API
 * dependency-cruiser cannot use yet, so Babel's parser (which reads TypeScript and JSX) turns each file into the list
 * of its dependencies and nothing else:
 * - `import … from 'x'`, `export … from 'x'`, `import('x')` and `require('x')` become `import 'x'`;
 * - `import type … from 'x'` and `export type … from 'x'` (type-only, erased at run time) become `require('x')`, so the
 *   rules see them with the dependency type `require` (the project's own code never calls require()).
 */
function dependenciesOnly({ types: t }) {
  const literal = (node) => (node && node.type === 'StringLiteral' ? node.value : null);
  return {
    name: 'dependencies-only',
    manipulateOptions(opts, parserOpts) {
      parserOpts.plugins.push('typescript');
      if (/\.[cm]?[jt]sx$/.test(opts.filename ?? '')) parserOpts.plugins.push('jsx');
    },
    visitor: {
      Program(path) {
        const values = new Set();
        const typeOnly = new Set();
        for (const node of path.node.body) {
          const source = literal(node.source);
          if (!source) continue;
          if (node.type === 'ImportDeclaration') (node.importKind === 'type' ? typeOnly : values).add(source);
          if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') {
            (node.exportKind === 'type' ? typeOnly : values).add(source);
          }
        }
        path.traverse({
          CallExpression(call) {
            const callee = call.node.callee;
            const first = literal(call.node.arguments[0]);
            if (first && (callee.type === 'Import' || (callee.type === 'Identifier' && callee.name === 'require')))
              values.add(first);
          },
          ImportExpression(call) {
            const first = literal(call.node.source);
            if (first) values.add(first);
          },
        });
        for (const source of values) typeOnly.delete(source);
        path.node.body = [
          ...[...values].map((source) => t.importDeclaration([], t.stringLiteral(source))),
          ...[...typeOnly].map((source) =>
            t.expressionStatement(t.callExpression(t.identifier('require'), [t.stringLiteral(source)])),
          ),
        ];
        path.node.directives = [];
        path.skip();
      },
    },
  };
}

module.exports = { babelrc: false, configFile: false, sourceType: 'module', plugins: [dependenciesOnly] };
