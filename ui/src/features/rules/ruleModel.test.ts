import { describe, expect, it } from "vitest";

import { emptyAction, inputOf, validate, withEvent, type RuleDraft } from "./ruleModel";

const draft = (over: Partial<RuleDraft> = {}): RuleDraft => ({
  name: " Mail ",
  event: "envelope_received",
  enabled: true,
  actions: [{ type: "send_email_to", data: "a@nile.example, b@nile.example\n\n", headers: [] }],
  ...over,
});

describe("rule form model", () => {
  it("turns the typed lists into the service's arrays, trimmed, without empty rows", () => {
    const input = inputOf(
      draft({
        actions: [
          { type: "send_email_to", data: " a@nile.example ,\nb@nile.example\n", headers: [] },
          { type: "post_webhook", data: "https://h.example/x", headers: [{ name: " X-K ", value: " v " }, { name: "", value: "" }] },
          { type: "send_email_to_everyone", data: "left over", headers: [] },
        ],
      }),
    );
    expect(input.name).toBe("Mail");
    expect(input.actions).toEqual([
      { type: "send_email_to", data: ["a@nile.example", "b@nile.example"], headers: [] },
      { type: "post_webhook", data: ["https://h.example/x"], headers: [{ name: "X-K", value: "v" }] },
      { type: "send_email_to_everyone", data: [], headers: [] },
    ]);
    expect(validate(input)).toEqual([]);
  });

  it("switching to an eBL event leaves only webhooks, and keeps webhooks as they were", () => {
    const hook = { ...emptyAction("post_webhook"), data: "https://h.example/x" };
    const d = withEvent(draft({ actions: [{ type: "send_email_to", data: "a@nile.example", headers: [] }, hook] }), "ebl_update");
    expect(d.actions.map((a) => a.type)).toEqual(["post_webhook", "post_webhook"]);
    expect(d.actions[1]).toBe(hook);
    expect(validate(inputOf(d)).map((e) => e.field)).toEqual(["actions.0.data"]);
  });

  it("refuses non-http URLs and bad header names", () => {
    const errors = validate(
      inputOf(draft({ event: "ebl_update", actions: [{ type: "post_webhook", data: "ftp://h.example", headers: [{ name: "Bad Name", value: "v" }] }] })),
    );
    expect(errors.map((e) => e.field)).toEqual(["actions.0.data", "actions.0.headers"]);
  });
});
