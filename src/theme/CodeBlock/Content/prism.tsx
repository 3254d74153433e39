// The only module that brings Prism in: loaded on demand through ./highlighter, never with the first load.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';

// The theme's client module did this on every page; in production that module is left out of the bundle
// (plugins/lean-bundle, `prism-client-module`), so the languages are added where Prism is loaded.
prismIncludeLanguages(Prism);

export default Content;
