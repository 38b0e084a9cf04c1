import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

export interface LanguageSwitcherCopy {
  /** The group's name, e.g. `语言` / `Language`. */
  label: string;
  /** This edition: shown as text (D8: the switcher does nothing for the current language). */
  current: { label: string; lang: string };
  /**
   * The other edition: a document link (D1, D8: `English` → `/indexE`, `中文` → `/`), with the
   * build-time base URL when the editions live on two origins.
   */
  other: { label: string; lang: string; href: string };
}

export interface LanguageSwitcherProps extends Omit<ComponentProps<"div">, "children"> {
  copy: LanguageSwitcherCopy;
}

export function LanguageSwitcher({ copy, className, ...props }: LanguageSwitcherProps) {
  return (
    <div role="group" aria-label={copy.label} className={cn("ui-lang", className)} {...props}>
      <span className="ui-lang__current" lang={copy.current.lang} aria-current="true">
        {copy.current.label}
      </span>
      <span className="ui-lang__divider" aria-hidden="true" />
      <a
        className="ui-lang__other"
        href={copy.other.href}
        lang={copy.other.lang}
        hrefLang={copy.other.lang}
      >
        {copy.other.label}
      </a>
    </div>
  );
}
