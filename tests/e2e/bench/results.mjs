// The results file every in-window benchmark writes: `results` (with `errors` by step), `save()`
// writing it as JSON to `out`, and `step(name, body)` running one step, recording its failure's
// first line under `errors[name]` instead of ending the run, and saving after it.
import fs from "node:fs";
import path from "node:path";

export function benchResults(out, fields) {
  const results = { ...fields, errors: {} };
  const save = () => {
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(results, null, 2));
  };
  /** Runs one step, recording its failure; returns whether it succeeded. */
  const step = async (name, body) => {
    let ok = true;
    try {
      await body();
    } catch (err) {
      ok = false;
      results.errors[name] = err.message.split("\n")[0];
      console.error(`bench: ${name} failed: ${err.message}`);
    }
    save();
    return ok;
  };
  return { results, save, step };
}
