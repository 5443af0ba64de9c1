import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Same target as apps/web, so the two builds differ only by what the app itself ships.
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
});
