import { createContext, use, type ComponentProps, type ReactNode } from "react";

export interface AppLinkProps extends Omit<ComponentProps<"a">, "href"> {
  href: string;
  /**
   * A document navigation even for a path of this origin: the other edition is another app
   * (D1), so links to it are plain `<a href>`.
   */
  document?: boolean;
  /**
   * Another site opens in a new tab (the shell, the banners). The sections pass `false`: a
   * link there opens a new tab only when its data says so (`OtherServiceLink.newTab`).
   */
  externalInNewTab?: boolean;
}

/** Renders a client-side router's link (react-router's `Link`) to a path of this app. */
export type RouterLink = (props: Omit<ComponentProps<"a">, "href"> & { to: string }) => ReactNode;

/**
 * Set by the page layer where a client-side router runs the edition (the single-page shell,
 * D1). Without it, as in a server-rendered page's islands (issue 24), every link is a plain
 * `<a href>` and a document navigation; this module imports no router, so an island's script
 * carries none.
 */
export const RouterLinkContext = createContext<RouterLink | null>(null);

/** True for a path of this app (`/zixun?key=5`), false for other sites, `tel:`, `mailto:`. */
export function isAppPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/** Another site, which opens in a new tab (the shell, the banners). */
export function isOtherSite(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * Links inside an edition are router links where a router runs; other sites, `tel:` and the
 * other edition are plain links. Without a router every link is a plain link.
 */
export function AppLink({
  href,
  document = false,
  externalInNewTab = true,
  children,
  ...props
}: AppLinkProps) {
  const routerLink = use(RouterLinkContext);
  if (routerLink && !document && isAppPath(href))
    return routerLink({ to: href, children, ...props });
  const external = externalInNewTab && isOtherSite(href);
  return (
    <a
      href={href}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : null)}
      {...props}
    >
      {children}
    </a>
  );
}

/** D7: links carry the top-level key of their target's section as `?key=N`. */
export function withSectionKey(href: string, key: number | null | undefined): string {
  if (key == null || !isAppPath(href)) return href;
  const hashAt = href.indexOf("#");
  const base = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : href.slice(hashAt);
  if (/[?&]key=/.test(base)) return href;
  return `${base}${base.includes("?") ? "&" : "?"}key=${key}${hash}`;
}
