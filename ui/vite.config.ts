import { fileURLToPath } from "node:url";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import { defineConfig } from "vitest/config";
import { precompileMessages } from "./build/messages.ts";

// The Vite app lives in ui/; the npm scripts run from the repo root with --config ui/vite.config.ts.
const root = fileURLToPath(new URL(".", import.meta.url));
// Set by `tauri android dev` / `tauri ios dev` so a device on the LAN can reach the dev server.
const host = process.env.TAURI_DEV_HOST;

export default defineConfig(({ command }) => ({
  root,
  plugins: [svelte(), precompileMessages()],
  // The build's messages are compiled (build/messages.ts), so the app ships without the ICU
  // parser: intl-messageformat gets formatjs's own parser-less entry instead.
  resolve:
    command === "build"
      ? {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: fileURLToPath(
                new URL("../node_modules/@formatjs/icu-messageformat-parser/lib/no-parser.js", import.meta.url),
              ),
            },
          ],
        }
      : {},
  // Keep Tauri's own output visible when both run in one terminal.
  clearScreen: false,
  // Relative asset paths work both from the dev server and from Tauri's custom protocol.
  base: "./",
  envPrefix: ["VITE_", "TAURI_ENV_"],
  server: {
    port: 5173,
    strictPort: true,
    host: host || false,
    hmr: host ? { protocol: "ws", host, port: 5174 } : undefined,
    watch: { ignored: ["**/src-tauri/**", "**/crates/**", "**/target/**"] },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: Boolean(process.env.TAURI_ENV_DEBUG),
  },
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
}));
