import type { Plugin } from "vite";

// Issue 28: a tap's dialog opens through a style recalculation of the whole page (the page
// turns inert), and the first one after load resolves every `var()` of every element again.
// The design tokens that never change (one value, set once on `:root`) are written into the
// built stylesheet as their values, so the browser has fewer references to resolve; the tokens
// stay declared on `:root`, and the source keeps them as the one place each value is set.

/** The families of design tokens (packages/ui/src/styles) that may be written as values. */
const DESIGN_TOKEN =
  /^--(?:color|space|radius|shadow|duration|ease|leading|tracking|text|font|measure)(?:-|$)/;

interface Declaration {
  name: string;
  value: string;
  /** The selector of the rule it sits in, and whether that rule is inside an at-rule. */
  selector: string;
  nested: boolean;
}

/** Every custom property declaration of a (minified or not) stylesheet, with its rule. */
function customPropertyDeclarations(source: string): Declaration[] {
  const css = source.replace(/\/\*[\s\S]*?\*\//g, "");
  const declarations: Declaration[] = [];
  const preludes: string[] = [];
  let start = 0;
  let quote: string | null = null;
  let parens = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index]!;
    if (quote) {
      if (char === "\\") index++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === "(") parens++;
    else if (char === ")") parens--;
    else if (parens > 0) continue;
    else if (char === "{") {
      preludes.push(css.slice(start, index).trim());
      start = index + 1;
    } else if (char === ";" || char === "}") {
      const text = css.slice(start, index).trim();
      const match = /^(--[\w-]+)\s*:([\s\S]*)$/.exec(text);
      if (match && preludes.length > 0) {
        declarations.push({
          name: match[1]!,
          value: match[2]!.trim(),
          selector: preludes.at(-1)!,
          nested: preludes.slice(0, -1).some((prelude) => prelude.startsWith("@")),
        });
      }
      if (char === "}") preludes.pop();
      start = index + 1;
    }
  }
  return declarations;
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)\s*\)/g;
/** A string (left as it is) or a `var()` without a fallback. */
const STRING_OR_VAR_REFERENCE = /("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')|var\(\s*(--[\w-]+)\s*\)/g;

/**
 * The tokens whose value is the same on every element: declared once in the whole stylesheet,
 * on `:root` outside any at-rule, and resolving to a value without a `var()` left in it (a
 * reference to a token that changes would be resolved on `:root` as declared, but on each
 * element once written out).
 */
export function constantTokens(css: string): Map<string, string> {
  const byName = new Map<string, Declaration[]>();
  for (const declaration of customPropertyDeclarations(css)) {
    byName.set(declaration.name, [...(byName.get(declaration.name) ?? []), declaration]);
  }
  const candidates = new Map<string, string>();
  for (const [name, declarations] of byName) {
    const [only] = declarations;
    if (declarations.length !== 1 || !only || only.selector !== ":root" || only.nested) continue;
    if (DESIGN_TOKEN.test(name)) candidates.set(name, only.value);
  }
  const resolved = new Map<string, string>();
  const resolve = (name: string, seen: Set<string>): string | undefined => {
    if (resolved.has(name)) return resolved.get(name);
    const value = candidates.get(name);
    if (value === undefined || seen.has(name)) return undefined;
    let constant = true;
    const written = value.replace(VAR_REFERENCE, (reference, inner: string) => {
      const innerValue = resolve(inner, new Set([...seen, name]));
      if (innerValue === undefined) constant = false;
      return innerValue ?? reference;
    });
    if (!constant || written.includes("var(")) return undefined;
    resolved.set(name, written);
    return written;
  };
  for (const name of candidates.keys()) resolve(name, new Set());
  return resolved;
}

/** The stylesheet with each `var(--token)` of a constant token written as its value. */
export function inlineConstantTokens(css: string): string {
  const tokens = constantTokens(css);
  return css.replace(
    STRING_OR_VAR_REFERENCE,
    (match, string: string | undefined, name: string | undefined) =>
      string ?? tokens.get(name!) ?? match,
  );
}

/** Writes the constant design tokens of the build's stylesheets as their values. */
export function constantTokensPlugin(): Plugin {
  return {
    name: "site-constant-tokens",
    apply: "build",
    // After Vite's own CSS plugin has emitted the stylesheet.
    enforce: "post",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "asset" || !file.fileName.endsWith(".css")) continue;
        const css =
          typeof file.source === "string" ? file.source : new TextDecoder().decode(file.source);
        file.source = inlineConstantTokens(css);
      }
    },
  };
}
