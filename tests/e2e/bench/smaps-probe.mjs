// Exploration (not part of make bench): where the app's memory goes on a warm launch with
// 10,000 eBLs listed. Prints, per process of the app tree, the largest mappings by PSS.
import fs from "node:fs";

import { APP_BINARY, launchApp } from "../lib/app.mjs";
import { benchHome, signInWithRows } from "./benchProfile.mjs";
import { appTree } from "./procfs.mjs";

const EBLS = Number(process.env.BENCH_EBLS ?? 10_000);
const bench = await benchHome("ebl-desk-probe-", EBLS);
let app = await launchApp({ scenario: "probe", env: bench.env });
try {
  await signInWithRows(app, bench, EBLS);
} finally {
  await app.close();
}
app = await launchApp({ scenario: "probe-warm", env: { ...bench.env, ...JSON.parse(process.env.PROBE_ENV ?? "{}") }, keepKeyring: true });
try {
  await app.waitFor(() => app.execute("return performance.getEntriesByName('ebl-list-shown').length > 0;"), "list", { timeoutMs: 60_000 });
  await new Promise((r) => setTimeout(r, 4000));
  for (const p of appTree(APP_BINARY, bench.env.XDG_DATA_HOME)) {
    const text = fs.readFileSync(`/proc/${p.pid}/smaps`, "utf8");
    const byName = new Map();
    let name = null;
    for (const line of text.split("\n")) {
      const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (head) {
        name = head[1] || "[anon]";
        continue;
      }
      const m = /^(Pss|Anonymous):\s+(\d+) kB/.exec(line);
      if (m && name) {
        const e = byName.get(name) ?? { pss: 0, anon: 0, n: 0 };
        if (m[1] === "Pss") { e.pss += Number(m[2]); e.n += 1; } else e.anon += Number(m[2]);
        byName.set(name, e);
      }
    }
    const top = [...byName.entries()].sort((a, b) => b[1].pss - a[1].pss).slice(0, 12);
    console.log(`\n${p.comm} (${p.pid})`);
    for (const [n, e] of top) console.log(`  ${(e.pss / 1024).toFixed(1).padStart(7)} MiB pss  ${(e.anon / 1024).toFixed(1).padStart(7)} anon  ${String(e.n).padStart(4)} maps  ${n}`);
  }
} finally {
  await app.close();
  await bench.close();
}
process.exit(0);
