import type { ComponentProps } from "react";
import "./page.css";

/** The page body frame: a centred column of the content width. */
export function PageSection({ className, ...props }: ComponentProps<"section">) {
  return <section className={["page-section", className].filter(Boolean).join(" ")} {...props} />;
}

/** The one h1 of a page (D8). */
export function PageTitle({ className, children, ...props }: ComponentProps<"h1">) {
  return (
    <h1 className={["page-title", className].filter(Boolean).join(" ")} {...props}>
      {children}
    </h1>
  );
}
