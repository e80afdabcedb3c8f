import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// A static SPA: `vite build` writes dist/, which any static host serves with a fallback to
// index.html. Only VITE_* variables reach the bundle (Vite's envPrefix), so the secret key cannot.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', sourcemap: true },
  // `./run dev` serves the console here (with .env.development's local backend); the staff
  // function's CORS and the auth redirect allow-list name this origin (supabase/config.toml).
  server: { port: 5180, strictPort: true },
  preview: { host: '127.0.0.1' },
})
