import { defineConfig } from "vitest/config";

import base from "../vite.config";

// The micro-benchmarks (not part of `npm test`): `npx vitest run --config bench/vitest.config.ts`.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ["bench/**/*.bench.test.ts"], testTimeout: 600_000 },
});
