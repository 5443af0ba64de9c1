// A .po catalog as @lingui/vite-plugin compiles it at build time.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
