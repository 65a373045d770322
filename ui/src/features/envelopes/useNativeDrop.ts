import { getCurrentWebview } from "@tauri-apps/api/webview";
import { useEffect, useRef, useState } from "react";

declare global {
  interface Window {
    /**
     * Set while the Envelopes screen is open: does exactly what dropping these paths from the
     * file manager does (the same handler the native drag-and-drop event calls), and resolves
     * once the files are in the draft. For the end-to-end tests, which cannot drag from a file
     * manager.
     */
    __eblDeskDropPaths?: (paths: string[]) => Promise<void>;
  }
}

/**
 * Tauri's native drag-and-drop event (it hands over file paths) feeds `onDrop`; `dragging` is true
 * between "enter" and "leave"/"drop", to highlight the drop zone. The same handler is exposed as
 * `window.__eblDeskDropPaths` while the screen is mounted.
 */
export function useNativeDrop(onDrop: (paths: string[]) => Promise<void>): boolean {
  const [dragging, setDragging] = useState(false);
  const handler = useRef(onDrop);
  useEffect(() => {
    handler.current = onDrop;
  });

  useEffect(() => {
    const drop = (paths: string[]) => handler.current(paths);
    window.__eblDeskDropPaths = drop;
    let stopped = false;
    let unlisten: (() => void) | undefined;
    try {
      getCurrentWebview()
        .onDragDropEvent((event) => {
          const payload = event.payload;
          if (payload.type === "enter" || payload.type === "over") setDragging(true);
          else if (payload.type === "leave") setDragging(false);
          else if (payload.type === "drop") {
            setDragging(false);
            void drop(payload.paths);
          }
        })
        .then((fn) => {
          if (stopped) fn();
          else unlisten = fn;
        })
        .catch(() => undefined);
    } catch {
      // Outside the app window (tests, a plain browser) there is no native drag and drop.
    }
    return () => {
      stopped = true;
      unlisten?.();
      if (window.__eblDeskDropPaths === drop) delete window.__eblDeskDropPaths;
    };
  }, []);

  return dragging;
}
