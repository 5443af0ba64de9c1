/**
 * msw 3 calls Promise.withResolvers and Set#intersection/#difference, which Node has from 22; the project runs on
 * Node 20 (package.json engines, Dockerfile). These stand-ins load before msw in the test setup only, and only
 * where Node lacks the real ones.
 */
const promise = Promise as unknown as { withResolvers?: unknown };
promise.withResolvers ??= function withResolvers<T>() {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const created = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise: created, resolve, reject };
};

type SetLike<T> = { has(value: T): boolean };
const setProto = Set.prototype as unknown as {
  intersection?: <T>(this: Set<T>, other: SetLike<T>) => Set<T>;
  difference?: <T>(this: Set<T>, other: SetLike<T>) => Set<T>;
};
setProto.intersection ??= function intersection<T>(this: Set<T>, other: SetLike<T>) {
  return new Set([...this].filter((value) => other.has(value)));
};
setProto.difference ??= function difference<T>(this: Set<T>, other: SetLike<T>) {
  return new Set([...this].filter((value) => !other.has(value)));
};

export {};
