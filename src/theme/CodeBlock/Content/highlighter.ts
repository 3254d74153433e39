// Loads the highlighting chunk (./prism) once, on demand; index.tsx says why it is not part of the first load.
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';

export type Highlighter = ComponentType<Props>;

let loaded: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

/** The theme's highlighting component, once its chunk (Prism and its languages) has been evaluated. */
export function loadedHighlighter(): Highlighter | undefined {
  return loaded;
}

/** Loads the highlighting chunk once; a failed load (network) can be retried by the next caller. */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import('./prism').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
