// SPEC §8: a lazy page that fails to load shows a red box with the message and a Retry button.
// Docusaurus reloads the page when a route chunk fails during client navigation, but when the chunk
// fails on the first load the app never starts and nothing tells the visitor. This fills that gap.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';

export function isChunkLoadError(reason: unknown): reason is Error {
  return (
    reason instanceof Error &&
    /ChunkLoadError|Loading (CSS )?chunk|dynamically imported module/i.test(`${reason.name} ${reason.message}`)
  );
}

export function showChunkErrorBox(message: string, doc: Document = document): HTMLElement {
  doc.getElementById('chunk-error-box')?.remove();
  const box = doc.createElement('div');
  box.id = 'chunk-error-box';
  box.className = 'chunk-error-box';
  box.setAttribute('role', 'alert');
  const text = doc.createElement('p');
  text.textContent = message;
  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--secondary button--sm';
  retry.textContent = translate({id: 'chunkError.retry', message: '重试'});
  retry.addEventListener('click', () => window.location.reload());
  box.append(text, retry);
  doc.body.prepend(box);
  return box;
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (document.documentElement.getAttribute('data-has-hydrated') === 'true') return;
    if (isChunkLoadError(event.reason)) showChunkErrorBox(String(event.reason));
  });
}
