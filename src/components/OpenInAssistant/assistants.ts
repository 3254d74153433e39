/**
 * AI assistants a reader can open the page in. Those that take a prompt in the URL get it there; the others open
 * their start page after the prompt is copied, for the reader to paste.
 */
export interface Assistant {
  id: string;
  name: string;
  /** A URL that starts a chat with the prompt, or the start page when `prefill` is false. */
  url: (prompt: string) => string;
  prefill: boolean;
}

export const ASSISTANTS: readonly Assistant[] = [
  {id: 'chatgpt', name: 'ChatGPT', prefill: true, url: (p) => `https://chatgpt.com/?q=${encodeURIComponent(p)}`},
  {id: 'claude', name: 'Claude', prefill: true, url: (p) => `https://claude.ai/new?q=${encodeURIComponent(p)}`},
  {id: 'deepseek', name: 'DeepSeek', prefill: false, url: () => 'https://chat.deepseek.com/'},
  {id: 'kimi', name: 'Kimi', prefill: false, url: () => 'https://www.kimi.com/'},
  {id: 'qwen', name: 'Qwen', prefill: false, url: () => 'https://chat.qwen.ai/'},
  {id: 'doubao', name: '豆包 Doubao', prefill: false, url: () => 'https://www.doubao.com/chat/'},
];

/** The prompt: what to read (the page's Markdown copy, absolute) and what to do with it. */
export function assistantPrompt(template: string, markdownUrl: string): string {
  return template.replace('{url}', markdownUrl);
}
