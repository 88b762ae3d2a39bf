// A Babel plugin for the import rules only (never for a build): it turns `import type` and
// `export type … from` into value imports before @babel/preset-typescript erases them, so
// dependency-cruiser sees a type-only import across a boundary as it sees any other.
// Babel, not the TypeScript compiler, parses for dependency-cruiser because TypeScript 7 has no
// JavaScript API (docs/decisions/003).
export default function keepTypeImports() {
  return {
    name: 'keep-type-imports',
    visitor: {
      Program(program) {
        for (const statement of program.node.body) {
          if (statement.type === 'ImportDeclaration') {
            statement.importKind = 'value';
            for (const specifier of statement.specifiers) specifier.importKind = 'value';
          } else if (
            (statement.type === 'ExportNamedDeclaration' ||
              statement.type === 'ExportAllDeclaration') &&
            statement.source
          ) {
            statement.exportKind = 'value';
            for (const specifier of statement.specifiers ?? []) specifier.exportKind = 'value';
          }
        }
      },
    },
  };
}
