// What /proc says about the app under benchmark: its process tree, start time and memory.
import fs from "node:fs";
import path from "node:path";

function read(file) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null; // the process is gone, or not ours to read
  }
}

/** pid, ppid, comm and start time (clock ticks since boot) from /proc/<pid>/stat. */
function stat(pid) {
  const text = read(`/proc/${pid}/stat`);
  if (!text) return null;
  const close = text.lastIndexOf(")");
  const comm = text.slice(text.indexOf("(") + 1, close);
  const fields = text.slice(close + 2).split(" ");
  return { pid, comm, ppid: Number(fields[1]), startTicks: Number(fields[19]) };
}

function allProcesses() {
  return fs
    .readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map((d) => stat(Number(d)))
    .filter(Boolean);
}

/**
 * The app process started from `binary` with XDG_DATA_HOME=`dataHome` (so another engineer's
 * copy of the app is never counted), then every process below it (WebKit's web and network
 * processes, the PDF worker). The app is first.
 */
export function appTree(binary, dataHome) {
  const name = path.basename(binary).slice(0, 15);
  const procs = allProcesses();
  const mine = procs
    .filter((p) => p.comm === name)
    .filter((p) => !dataHome || (read(`/proc/${p.pid}/environ`) ?? "").split("\0").includes(`XDG_DATA_HOME=${dataHome}`));
  // The app's own children run the same binary (the PDF worker, `ebl-desk --pdf-worker`): the
  // app is the newest of those whose parent is not one of them.
  const root = mine
    .filter((p) => !mine.some((q) => q.pid === p.ppid))
    .sort((a, b) => b.startTicks - a.startTicks)[0];
  if (!root) return [];
  return descendants(root, procs);
}

/** A process and every process below it. */
function descendants(root, procs) {
  const tree = [root];
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of procs) {
      if (!tree.includes(p) && tree.some((t) => t.pid === p.ppid)) {
        tree.push(p);
        grew = true;
      }
    }
  }
  return tree;
}

/** The process `rootPid` and every process below it (empty when it is gone). */
export function processTree(rootPid) {
  const procs = allProcesses();
  const root = procs.find((p) => p.pid === rootPid);
  return root ? descendants(root, procs) : [];
}

/** When the process started, in ms since the epoch (10 ms resolution: clock ticks of 1/100 s). */
export function processStartEpochMs(pid) {
  const p = stat(pid);
  const uptimeS = Number((read("/proc/uptime") ?? "0").split(" ")[0]);
  const bootEpochMs = Date.now() - uptimeS * 1000;
  return bootEpochMs + (p.startTicks / 100) * 1000;
}

function statusKiB(pid, field) {
  const m = (read(`/proc/${pid}/status`) ?? "").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
  return m ? Number(m[1]) : 0;
}

function rollupKiB(pid, field) {
  const m = (read(`/proc/${pid}/smaps_rollup`) ?? "").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
  return m ? Number(m[1]) : 0;
}

/**
 * Summed RSS (shared pages counted in each process) and PSS (shared pages split) of a tree; per
 * process also PSS split into anonymous memory (heaps, JS, buffers) and file-backed pages
 * (libraries, mapped files).
 */
export function memoryOf(tree) {
  const processes = tree.map((p) => ({
    comm: p.comm,
    rssKiB: statusKiB(p.pid, "VmRSS"),
    pssKiB: rollupKiB(p.pid, "Pss"),
    pssAnonKiB: rollupKiB(p.pid, "Pss_Anon"),
    pssFileKiB: rollupKiB(p.pid, "Pss_File"),
  }));
  return {
    rssKiB: processes.reduce((s, p) => s + p.rssKiB, 0),
    pssKiB: processes.reduce((s, p) => s + p.pssKiB, 0),
    processes,
  };
}

/** Whether process `pid` still runs (neither gone nor a zombie waiting for its parent). */
export function isRunning(pid) {
  const text = read(`/proc/${pid}/stat`);
  if (!text) return false;
  const state = text.slice(text.lastIndexOf(")") + 2, text.lastIndexOf(")") + 3);
  return state !== "Z" && state !== "X";
}

/** CPU time (user + system, in clock ticks) each process of a tree has used so far, by pid. */
export function cpuTicksOf(tree) {
  const ticks = new Map();
  for (const p of tree) {
    const text = read(`/proc/${p.pid}/stat`);
    if (!text) continue;
    // After "(comm) ": state is field 3, utime field 14, stime field 15.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    ticks.set(p.pid, Number(fields[11]) + Number(fields[12]));
  }
  return ticks;
}

/**
 * The machine's CPU time so far, from /proc/stat's first line, in ms (all CPUs together): `steal`
 * (time the hypervisor gave another guest while this one wanted to run) and `busy` (user +
 * system). The difference over a launch says whether a slow launch waited for the host.
 */
export function cpuTimesMs() {
  const fields = (read("/proc/stat") ?? "").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return { steal: steal * 10, busy: (user + nice + system + irq + softirq) * 10 };
}

/** The machine's CPU time since `before` (a `cpuTimesMs()`): `{ stealMs, busyMs }`. */
export function cpuSince(before) {
  const now = cpuTimesMs();
  return { stealMs: now.steal - before.steal, busyMs: now.busy - before.busy };
}
