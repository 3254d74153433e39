// internals: code block stylesheet — theme-classic's CodeBlock/Content styles, reached by their path inside the
// package. src/theme/CodeBlock/Content renders the <pre> itself before Prism loads and needs the same classes;
// importing the file keeps it in the first-load CSS.
export {default} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
