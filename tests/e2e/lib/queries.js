// Runs INSIDE the web view (sent as a WebDriver script). Finds elements the way a user or a
// screen reader does: by ARIA role and accessible name, or by visible text.
// arguments: [kind, role or text, name (string|null), exact (bool), scope element or null]
const [kind, what, name, exact, scope] = arguments;
const root = scope || document;

const IMPLICIT = {
  A: (el) => (el.hasAttribute("href") ? "link" : null),
  ARTICLE: () => "article",
  ASIDE: () => "complementary",
  BUTTON: () => "button",
  DIALOG: () => "dialog",
  FOOTER: (el) => (el.closest("article,aside,main,nav,section") ? null : "contentinfo"),
  FORM: () => "form",
  H1: () => "heading",
  H2: () => "heading",
  H3: () => "heading",
  H4: () => "heading",
  H5: () => "heading",
  H6: () => "heading",
  HEADER: (el) => (el.closest("article,aside,main,nav,section") ? null : "banner"),
  IMG: (el) => (el.getAttribute("alt") === "" ? "presentation" : "img"),
  INPUT: (el) =>
    ({ checkbox: "checkbox", radio: "radio", button: "button", submit: "button", search: "searchbox",
       range: "slider", number: "spinbutton" })[el.type] || "textbox",
  LI: () => "listitem",
  MAIN: () => "main",
  NAV: () => "navigation",
  OL: () => "list",
  OPTION: () => "option",
  SECTION: (el) => (el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby") ? "region" : null),
  SELECT: () => "combobox",
  TABLE: () => "table",
  TEXTAREA: () => "textbox",
  TR: () => "row",
  UL: () => "list",
};

function roleOf(el) {
  const explicit = el.getAttribute("role");
  if (explicit) return explicit.split(/\s+/)[0];
  const implicit = IMPLICIT[el.tagName];
  return implicit ? implicit(el) : null;
}

function textOf(el) {
  return (el.innerText ?? el.textContent ?? "").replace(/\s+/g, " ").trim();
}

function nameOf(el) {
  const label = el.getAttribute("aria-label");
  if (label) return label.trim();
  const by = el.getAttribute("aria-labelledby");
  if (by) {
    return by
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter(Boolean)
      .map(textOf)
      .join(" ");
  }
  if (el.labels && el.labels.length) return Array.from(el.labels).map(textOf).join(" ");
  if (el.tagName === "IMG") return el.getAttribute("alt") || "";
  if (el.tagName === "INPUT" && ["button", "submit"].includes(el.type)) return el.value;
  const role = roleOf(el);
  if (["button", "link", "heading", "tab", "menuitem", "option", "cell", "listitem", "checkbox"].includes(role)) {
    return textOf(el);
  }
  return el.getAttribute("title") || "";
}

function visible(el) {
  if (el.closest("[hidden],[aria-hidden='true']")) return false;
  const style = getComputedStyle(el);
  return style.display !== "none" && style.visibility !== "hidden";
}

function matches(actual, expected) {
  if (expected === null || expected === undefined) return true;
  return exact ? actual === expected : actual.toLowerCase().includes(String(expected).toLowerCase());
}

const all = Array.from(root.querySelectorAll("*")).filter(visible);
if (kind === "role") {
  return all.filter((el) => roleOf(el) === what && matches(nameOf(el), name));
}
// kind === "text": the innermost elements whose own text matches
const hits = all.filter((el) => matches(textOf(el), what));
return hits.filter((el) => !hits.some((other) => other !== el && el.contains(other)));
