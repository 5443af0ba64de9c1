/**
 * What the app keeps on the device between visits (the last copies of reads, the queued writes), behind a small
 * interface: IndexedDB through idb-keyval in the browser (loaded on first use, so the first script goes without
 * it), an in-memory map in tests (jsdom has no IndexedDB).
 */
export interface DeviceStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  /** Reads and writes the key in one transaction, so two tabs never interleave a read-modify-write. */
  update<T>(key: string, change: (old: T | undefined) => T): Promise<void>;
  del(key: string): Promise<void>;
}

function indexedDbStore(): DeviceStore {
  const idb = import('idb-keyval').then((m) => ({ ...m, store: m.createStore('dayleaf', 'device') }));
  return {
    get: async (key) => {
      const m = await idb;
      return m.get(key, m.store);
    },
    set: async (key, value) => {
      const m = await idb;
      await m.set(key, value, m.store);
    },
    update: async (key, change) => {
      const m = await idb;
      await m.update(key, change, m.store);
    },
    del: async (key) => {
      const m = await idb;
      await m.del(key, m.store);
    },
  };
}

export function memoryStore(): DeviceStore {
  const values = new Map<string, unknown>();
  // Values go through structured cloning as IndexedDB's do, so a test sees what a reload would read.
  return {
    get: async (key) => structuredClone(values.get(key)) as never,
    set: async (key, value) => void values.set(key, structuredClone(value)),
    update: async (key, change) => void values.set(key, structuredClone(change(structuredClone(values.get(key)) as never))),
    del: async (key) => void values.delete(key),
  };
}

let store: DeviceStore | null = null;

export function deviceStore(): DeviceStore {
  store ??= typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore();
  return store;
}

/** Tests: a fresh store (a new device), or the same one handed back (a reload on the same device). */
export function setDeviceStore(next: DeviceStore): void {
  store = next;
}
