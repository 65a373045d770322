import axe from "axe-core";

/**
 * The accessibility violations axe-core finds in `root` (rendered in jsdom). Colour contrast is
 * left out: jsdom lays nothing out and paints no colour, so axe cannot measure it here.
 */
export async function axeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}
