// The OpenAPI theme's page component, as the wrapper in src/theme/ApiItem sees it.
declare module '@theme-original/ApiItem' {
  import type {ComponentType} from 'react';
  const ApiItem: ComponentType<Record<string, unknown>>;
  export default ApiItem;
}

declare module '*.scss';

// The original Mermaid component, wrapped by src/theme/Mermaid.
declare module '@theme-original/Mermaid' {
  import type {ComponentType} from 'react';
  const Mermaid: ComponentType<{value: string}>;
  export default Mermaid;
}
