// Prism loads only when a code block needs tokens made in the browser (src/theme/CodeBlock/Content says why).
// Blocks mounted by a client-side navigation do; starting the load with the navigation, beside the next page's
// own chunks, lets them appear highlighted instead of as plain text first.
import {loadHighlighter} from '@site/src/theme/CodeBlock/Content/highlighter';

export function onRouteUpdate({previousLocation}: {previousLocation: unknown}): void {
  // Failures are reported by the block that needed the highlighter.
  if (previousLocation) loadHighlighter().catch(() => undefined);
}
