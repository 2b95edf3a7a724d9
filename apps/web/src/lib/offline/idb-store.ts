import type { ChangeStore, QueuedChange } from './queue';

/**
 * The browser's IndexedDB, which keeps Blobs (a photo) and survives a reload, a closed tab and a
 * restarted phone. Two stores: the queued changes, and the kept answers of the person's own work.
 */
const DB_NAME = 'plantwise-offline';
const CHANGES = 'changes';
const KEPT = 'kept';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(CHANGES)) db.createObjectStore(CHANGES, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(KEPT)) db.createObjectStore(KEPT);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

async function run<T>(store: string, mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const request = fn(tx.objectStore(store));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

export const idbChangeStore: ChangeStore = {
  all: () => run<QueuedChange[]>(CHANGES, 'readonly', (s) => s.getAll() as IDBRequest<QueuedChange[]>),
  put: async (change) => {
    await run(CHANGES, 'readwrite', (s) => s.put(change));
  },
  remove: async (id) => {
    await run(CHANGES, 'readwrite', (s) => s.delete(id));
  },
};

export async function readKept<T>(key: string): Promise<T | undefined> {
  return run<T | undefined>(KEPT, 'readonly', (s) => s.get(key) as IDBRequest<T | undefined>);
}

export async function writeKept(key: string, value: unknown): Promise<void> {
  await run(KEPT, 'readwrite', (s) => s.put(value, key));
}

export async function deleteKept(key: string): Promise<void> {
  await run(KEPT, 'readwrite', (s) => s.delete(key));
}
