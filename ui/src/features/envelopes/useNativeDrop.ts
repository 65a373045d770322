import { getCurrentWebview } from "@tauri-apps/api/webview";
import { useEffect, useRef, useState } from "react";

import { onFilesDropped, simulateDrop } from "../../api/envelopes";

declare global {
  interface Window {
    /**
     * Set while the Envelopes screen is open: does what dropping these paths from the file
     * manager does (the Rust side lets them be read exactly as for a native drop, then the same
     * handler runs) and resolves once the files are in the draft. For the end-to-end tests, which
     * cannot drag from a file manager; outside the test harness the app refuses it.
     */
    __eblDeskDropPaths?: (paths: string[]) => Promise<void>;
  }
}

/**
 * A native drop feeds `onDrop` with the dropped paths once the Rust side has recorded them (only
 * paths the user chose or dropped may be read); `dragging` is true between the webview's "enter"
 * and "leave"/"drop", to highlight the drop zone.
 */
export function useNativeDrop(onDrop: (paths: string[]) => Promise<void>): boolean {
  const [dragging, setDragging] = useState(false);
  const handler = useRef(onDrop);
  useEffect(() => {
    handler.current = onDrop;
  });

  useEffect(() => {
    const drop = (paths: string[]) => handler.current(paths);
    const simulated = async (paths: string[]) => {
      await simulateDrop(paths);
      await drop(paths);
    };
    window.__eblDeskDropPaths = simulated;
    let stopped = false;
    const unlisteners: (() => void)[] = [];
    const keep = (fn: () => void) => {
      if (stopped) fn();
      else unlisteners.push(fn);
    };
    try {
      getCurrentWebview()
        .onDragDropEvent((event) => {
          const type = event.payload.type;
          setDragging(type === "enter" || type === "over");
        })
        .then(keep)
        .catch(() => undefined);
      onFilesDropped((paths) => void drop(paths))
        .then(keep)
        .catch(() => undefined);
    } catch {
      // Outside the app window (tests, a plain browser) there is no native drag and drop.
    }
    return () => {
      stopped = true;
      for (const fn of unlisteners) fn();
      if (window.__eblDeskDropPaths === simulated) delete window.__eblDeskDropPaths;
    };
  }, []);

  return dragging;
}
