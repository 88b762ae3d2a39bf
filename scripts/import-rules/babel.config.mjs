// How dependency-cruiser reads TypeScript for the import rules (.dependency-cruiser.mjs): types
// erased, every import kept, type-only ones included.
import keepTypeImports from './keep-type-imports.mjs';

export default {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImports],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
