// Browser storage can throw (private mode, disabled storage, quota, sandboxed frames): every read and
// write is guarded, and a failing storage falls back to memory for the rest of the visit.
type Kind = 'localStorage' | 'sessionStorage';

const memory: Record<Kind, Map<string, string>> = {localStorage: new Map(), sessionStorage: new Map()};

function storage(kind: Kind): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function readItem(kind: Kind, key: string): string | null {
  try {
    const value = storage(kind)?.getItem(key);
    if (value !== undefined && value !== null) return value;
  } catch {
    // fall back to memory
  }
  return memory[kind].get(key) ?? null;
}

export function writeItem(kind: Kind, key: string, value: string): void {
  memory[kind].set(key, value);
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // memory holds it
  }
}

export function removeItem(kind: Kind, key: string): void {
  memory[kind].delete(key);
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // nothing was stored, or storage is off: memory no longer holds it
  }
}
