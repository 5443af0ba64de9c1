/*
 * What `import 'react'` gives the app and its libraries (build/preact-compat.ts aliases it here; decision record 041):
 * Preact's compatibility layer, with one change.
 *
 * Preact's useId derives an id from the component's place in the tree, and a part that mounts later under its
 * own Suspense boundary (a dialog whose code loads on first press) starts again from the same ids: a dialog's
 * `aria-labelledby` then named the title of the dialog under it. This app renders only in the browser, so a
 * counter gives each mounted component an id of its own, kept for its life.
 */
import compat, { useState } from 'preact/compat';

// Preact types compat as one `export =` object, which TypeScript cannot re-export with `export *`; the module
// itself has named exports, which this passes on. The app's code is typed by React's own types.
// @ts-expect-error TS2498
export * from 'preact/compat';

let nextId = 0;

export function useId(): string {
  const [id] = useState(() => `dl-${(nextId++).toString(36)}`);
  return id;
}

export default { ...compat, useId };
