// internals: generated-files folder — Docusaurus writes routes.js, registry.js and the rest into `.docusaurus/`,
// or into the folder named by the DOCUSAURUS_GENERATED_FILES_DIR_NAME environment variable (read by
// @docusaurus/utils, not in the documented CLI). Archive passes (scripts/build/build-archives.mjs) set it so that
// `.docusaurus/` keeps the current site's files, which the build tests and the contract test read.

/** The current site's generated files (the default). */
export const CURRENT_GENERATED_DIR = '.docusaurus';
/** Every archive pass's generated files; each pass overwrites the last. */
export const ARCHIVE_GENERATED_DIR = '.generated/docusaurus-archive';
/** The variable @docusaurus/utils reads; the contract test finds it in that package's code. */
export const GENERATED_DIR_VARIABLE = 'DOCUSAURUS_GENERATED_FILES_DIR_NAME';

/** The environment of an archive pass's `docusaurus build`, on top of `env`. @param {NodeJS.ProcessEnv} env */
export const archivePassEnv = (env) => ({...env, [GENERATED_DIR_VARIABLE]: ARCHIVE_GENERATED_DIR});
