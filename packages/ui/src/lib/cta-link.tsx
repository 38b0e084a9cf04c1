import { AppLink, type AppLinkProps } from "./app-link";
import { cn } from "./cn";
import { Icon } from "./icons";

/** The white-on-red call to action (`ui-cta`) as a link: its label, then a chevron. */
export function CtaLink({ className, children, ...props }: AppLinkProps) {
  return (
    <AppLink {...props} className={cn("ui-cta", className)}>
      {children}
      <Icon name="chevron-right" className="ui-cta__icon" />
    </AppLink>
  );
}
