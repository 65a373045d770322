import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Tauri expects a fixed dev-server port (tauri.conf.json `devUrl`) and serves `dist/` in builds.
export default defineConfig({
  plugins: [react()],
  clearScreen: false,
  // The catalogue (../locales) is the repository's, shared with Rust: the window may read it.
  server: { port: 5173, strictPort: true, fs: { allow: [".", "../locales"] } },
  envPrefix: ["VITE_", "TAURI_ENV_"],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
  },
});
