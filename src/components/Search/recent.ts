// Recent searches, newest first, in localStorage through the guarded helper (src/utils/safeStorage), which
// falls back to memory when storage throws. Tests hand in a storage of their own, guarded here the same way.
import {readItem, removeItem, writeItem} from '@site/src/utils/safeStorage';

const KEY = 'rainbond.search.recent';
const MAX = 5;
let memory: string[] = [];

type Reader = Pick<Storage, 'getItem'>;
type ReadWriter = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's localStorage, through the guarded helper. */
const browserStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: (key) => readItem('localStorage', key),
  setItem: (key, value) => writeItem('localStorage', key, value),
  removeItem: (key) => removeItem('localStorage', key),
};

export function loadRecent(storage?: Reader): string[] {
  try {
    const parsed: unknown = JSON.parse((storage ?? browserStorage).getItem(KEY) ?? '[]');
    if (Array.isArray(parsed)) return parsed.filter((q): q is string => typeof q === 'string').slice(0, MAX);
  } catch {
    // fall through to memory
  }
  return memory;
}

export function saveRecent(query: string, storage?: ReadWriter): string[] {
  const q = query.trim().slice(0, 200);
  if (!q) return loadRecent(storage);
  const next = [q, ...loadRecent(storage).filter((r) => r !== q)].slice(0, MAX);
  memory = next;
  try {
    (storage ?? browserStorage).setItem(KEY, JSON.stringify(next));
  } catch {
    // memory keeps it for this visit
  }
  return next;
}

/** Forgets every recent search, in storage and in memory. */
export function clearRecent(storage?: Pick<Storage, 'removeItem'>): string[] {
  memory = [];
  try {
    (storage ?? browserStorage).removeItem(KEY);
  } catch {
    // nothing was stored, or storage is off: memory is already empty
  }
  return [];
}
