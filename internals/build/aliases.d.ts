// The alias bundle.js (lazy-routes) gives the client bundle: Docusaurus' own ComponentCreator.
declare module '@lean-bundle/component-creator' {
  export {default} from '@docusaurus/ComponentCreator';
}
