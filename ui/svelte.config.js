// Svelte 5 understands TypeScript in <script lang="ts"> on its own; no preprocessor needed.
/** @type {import("@sveltejs/vite-plugin-svelte").SvelteConfig} */
export default {
  compilerOptions: {
    runes: true,
  },
};
