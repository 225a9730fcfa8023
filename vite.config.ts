import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Lazily loaded chunks live under /static/js/ (specification section 2).
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    assetsDir: 'static',
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: ({ names }) =>
          names.some((n) => n.endsWith('.css')) ? 'static/css/[name]-[hash][extname]' : 'static/media/[name]-[hash][extname]',
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
})
