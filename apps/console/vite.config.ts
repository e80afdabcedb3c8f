import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// A static SPA: `vite build` writes dist/, which any static host serves with a fallback to
// index.html. Only VITE_* variables reach the bundle (Vite's envPrefix), so the secret key cannot.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', sourcemap: true },
  preview: { host: '127.0.0.1' },
})
