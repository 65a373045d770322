import { emit } from "@tauri-apps/api/event";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { SANDBOX_INFO } from "../test/render";
import { renderWithIpc } from "../test/renderWithIpc";
import { intervalWords, pollStatusText } from "./pollStatus";
import { StatusBar } from "./StatusBar";

describe("status bar: polling", () => {
  it("says how often the list is checked once a large list slowed polling, and not before", async () => {
    renderWithIpc(<StatusBar />, { app_info: () => SANDBOX_INFO });
    await screen.findByText(/Profile:/);
    expect(screen.queryByRole("status", { name: "Polling" })).not.toBeInTheDocument();

    await act(() => emit("poll-status", { intervalSeconds: 30, slowed: false, lastDurationMs: 400 }));
    expect(screen.queryByRole("status", { name: "Polling" })).not.toBeInTheDocument();

    await act(() => emit("poll-status", { intervalSeconds: 123, slowed: true, lastDurationMs: 12_300 }));
    expect(screen.getByRole("status", { name: "Polling" })).toHaveTextContent("Checking every 2 min (large list)");

    // The list got quicker to poll again: the usual pace is not mentioned.
    await act(() => emit("poll-status", { intervalSeconds: 30, slowed: false, lastDurationMs: 900 }));
    expect(screen.queryByRole("status", { name: "Polling" })).not.toBeInTheDocument();
  });

  it("words the interval in seconds, minutes and hours", () => {
    expect(intervalWords(45)).toBe("45 s");
    expect(intervalWords(90)).toBe("2 min");
    expect(intervalWords(3_900)).toBe("1 h 5 min");
    expect(intervalWords(7_200)).toBe("2 h");
    expect(pollStatusText(null)).toBeNull();
    expect(pollStatusText({ intervalSeconds: 300, slowed: true, lastDurationMs: 30_000 })).toBe(
      "Checking every 5 min (large list)",
    );
  });
});
