import type { ComponentProps } from "react";
import { Link, useInRouterContext } from "react-router";

export interface SmartLinkProps extends ComponentProps<"a"> {
  href: string;
  /** A document navigation even for a path of this origin (the other edition, D1; files). */
  reloadDocument?: boolean;
}

function isAppPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/**
 * A path of this edition is a router link; the other edition, files and other sites are plain
 * links (D1). Outside a router (Storybook, unit tests) every link is a plain link.
 */
export function SmartLink({ href, reloadDocument, children, ...props }: SmartLinkProps) {
  const inRouter = useInRouterContext();
  if (inRouter && !reloadDocument && isAppPath(href)) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
