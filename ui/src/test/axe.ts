import axe from "axe-core";

/**
 * The accessibility violations axe-core finds in `root` (jsdom has no layout or colours, so the
 * colour-contrast rule is left to the end-to-end run in the real window). Each as "rule: nodes".
 */
export async function axeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
