import { render } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { row } from "../../test/fixtures";
import { giveElementsASize } from "../../test/renderWithIpc";
import { EblTable } from "./EblTable";
import { DEFAULT_SORT } from "./listModel";

/**
 * Rendered just before the table: its layout effect runs after the table's DOM is in the document
 * and before the table's own effects (React runs siblings' layout effects in order), so it sees
 * what the first commit, the one a launch paints, put on screen before anything was measured.
 */
function BeforeTheTable({ seen }: { seen: (rows: number) => void }) {
  useLayoutEffect(() => {
    seen(document.querySelectorAll("tbody tr[aria-rowindex]").length);
  });
  return null;
}

describe("EblTable", () => {
  afterEach(() => vi.restoreAllMocks());

  it("puts the rows that fill the window in its first commit, before it has measured itself", () => {
    giveElementsASize(1000, 600);
    const rows = Array.from({ length: 500 }, (_, i) => row({ id: `r${i}`, reference: `REF-${String(i).padStart(3, "0")}` }));
    let firstCommit = -1;
    const table = (
      <>
        <BeforeTheTable seen={(n) => {
            if (firstCommit < 0) firstCommit = n;
          }} />
        <EblTable
          rows={rows}
          sort={DEFAULT_SORT}
          onSort={() => {}}
          selectedId={null}
          onSelect={() => {}}
          onOpen={() => {}}
          checkedIds={new Set()}
          onCheck={() => {}}
          onCheckAllShown={() => {}}
        />
      </>
    );
    render(table);
    // The window (jsdom's 1024 × 768) holds 768 / 38 = 20 rows, and the overscan adds 12.
    expect(firstCommit).toBeGreaterThanOrEqual(20);
    expect(firstCommit).toBeLessThan(rows.length);
  });
});
