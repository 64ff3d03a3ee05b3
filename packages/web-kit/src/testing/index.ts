/** Test helpers both apps share (issue 25); imported by tests only. */
export { writtenApiPaths } from './api-path-check';
export { fakeServer, headersOf } from './fake-server';
export { localeGaps } from './locale-check';
export { colourLiterals, paletteOffenders, radiusLiteral, sourceFiles } from './palette-check';
export { prepareTestFile } from './prepare-test-file';
export { renderPage } from './render-page';
