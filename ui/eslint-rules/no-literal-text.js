// ebl/no-literal-text: words a person reads are written in the catalogue (locales/*.ftl) and
// shown with t("id"), never typed into a component. Fails on JSX text with a letter, on a string
// with a letter given to a labelling attribute, and on a string with a letter put in `{…}` as a
// child (directly, or as a branch of `?:`, `&&`, `||`, `??`, or a template literal's text).

const LABELS = new Set(["aria-label", "aria-description", "aria-roledescription", "aria-placeholder", "aria-valuetext", "title", "placeholder", "alt", "label"]);
const LETTER = /\p{L}/u;

function literalWords(node) {
  if (!node) return null;
  switch (node.type) {
    case "Literal":
      return typeof node.value === "string" && LETTER.test(node.value) ? node : null;
    case "TemplateLiteral":
      return node.quasis.some((q) => LETTER.test(q.value.cooked ?? q.value.raw)) ? node : null;
    case "ConditionalExpression":
      return literalWords(node.consequent) ?? literalWords(node.alternate);
    case "LogicalExpression":
      return literalWords(node.left) ?? literalWords(node.right);
    case "JSXExpressionContainer":
      return literalWords(node.expression);
    default:
      return null;
  }
}

export default {
  meta: {
    type: "problem",
    docs: { description: "user-visible text comes from the catalogue (t(\"id\")), not from a literal" },
    schema: [],
    messages: {
      text: "Text shown to the user is written in locales/en/*.ftl and shown with t(\"…\"): {{text}}",
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: "text", data: { text: String(text).trim().slice(0, 60) } });
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === "string" ? node.name.name : "";
        if (!LABELS.has(name) || !node.value) return;
        const found = literalWords(node.value);
        if (found) report(found, context.sourceCode.getText(found));
      },
      "JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer"(node) {
        const found = literalWords(node.expression);
        if (found) report(found, context.sourceCode.getText(found));
      },
    };
  },
};
