import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Field } from "./Field";

describe("Field", () => {
  it("labels its control and ties it to its hint and problems", () => {
    render(
      <Field label="Company name" hint="As on the bill" problems={["Give a name.", "At most 80 characters."]}>
        {(control) => <input type="text" {...control} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Company name" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Give a name. At most 80 characters. As on the bill");
  });

  it("is neither invalid nor described when there is nothing to say", () => {
    render(<Field label="Notes" problems="">{(control) => <input type="text" {...control} />}</Field>);
    const input = screen.getByRole("textbox", { name: "Notes" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });
});
