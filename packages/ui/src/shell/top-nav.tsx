import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { AppLink, withSectionKey } from "../lib/app-link";
import { cn } from "../lib/cn";
import { Icon } from "../lib/icons";
import { useMounted, visitorIsIn } from "../lib/use-mounted";
import { InlineHtml } from "../rich-text/inline-html";
import { stripHtmlToText } from "../rich-text/plain-text";
import type { ShellMenuItem } from "./types";
import "./top-nav.css";

export interface TopNavCopy {
  /** The nav landmark's name (D8: `主导航` / `Main`). */
  label: string;
  /** Said after an item's label on its drop-down button, e.g. `子菜单` / `submenu`. */
  submenu: string;
  /** D7: add `?key=N` (the item's top-level section) to every menu link. */
  linkKeys?: boolean;
  /** Below 1200px: the menu button's visible name (`菜单` / `Menu`); default `label`. */
  menu?: string;
  /** The menu panel's close button (`关闭菜单` / `Close menu`); default `menu`. */
  closeMenu?: string;
}

export interface TopNavProps extends Omit<ComponentProps<"nav">, "children"> {
  items: readonly ShellMenuItem[] | null | undefined;
  copy: TopNavCopy;
  /** The highlighted top-level section, 1–7 (D7). */
  activeSection?: number | null;
  /**
   * Which top-level path is which section key (D7), e.g. `{ 2: "/kuaiji", 6: "/aboutus" }`.
   * Without it, the n-th top-level item is section n.
   */
  sectionPaths?: Readonly<Record<number, string>>;
}

function pathOnly(path: string): string {
  const end = path.search(/[?#]/);
  const bare = end === -1 ? path : path.slice(0, end);
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
}

/** The section key of the top-level item at `index`. */
export function sectionKeyOf(
  item: ShellMenuItem,
  index: number,
  sectionPaths?: Readonly<Record<number, string>>,
): number | null {
  if (!sectionPaths) return index + 1;
  const path = pathOnly(item.path);
  for (const [key, sectionPath] of Object.entries(sectionPaths)) {
    if (pathOnly(sectionPath) === path) return Number(key);
  }
  return null;
}

function MenuIcons({ item }: { item: ShellMenuItem }) {
  if (!item.icon && !item.iconHover) return null;
  const rest = item.icon ?? item.iconHover;
  const hover = item.iconHover ?? item.icon;
  // Lazy: below 1200px the top nav is not shown, and its icons would take the phone's first
  // connections from the banner and the style sheet.
  return (
    <span className="ui-nav__icons" aria-hidden="true">
      <img className="ui-nav__icon" src={rest ?? undefined} alt="" loading="lazy" />
      <img
        className="ui-nav__icon ui-nav__icon--hover"
        src={hover ?? undefined}
        alt=""
        loading="lazy"
      />
    </span>
  );
}

/** A child or grandchild of the menu: a link, or a heading when it has no path. */
export function SubLink({
  item,
  sectionKey,
  linkKeys,
  block = "ui-nav",
}: {
  item: ShellMenuItem;
  sectionKey: number | null;
  linkKeys: boolean;
  /** The class prefix: the top nav's drop-down or the compact menu's panel. */
  block?: "ui-nav" | "ui-menu";
}) {
  const href = linkKeys ? withSectionKey(item.path, sectionKey) : item.path;
  return item.path ? (
    <AppLink className={`${block}__sublink`} href={href}>
      <InlineHtml html={item.label} />
    </AppLink>
  ) : (
    <InlineHtml className={`${block}__subheading`} html={item.label} />
  );
}

interface NavItemProps {
  item: ShellMenuItem;
  sectionKey: number | null;
  active: boolean;
  open: boolean;
  linkKeys: boolean;
  submenuText: string;
  onOpenChange: (open: boolean) => void;
}

function NavItem({
  item,
  sectionKey,
  active,
  open,
  linkKeys,
  submenuText,
  onOpenChange,
}: NavItemProps) {
  const id = useId();
  const linkId = `${id}-link`;
  const suffixId = `${id}-suffix`;
  const panelId = `${id}-panel`;
  // After Escape, focus returns to the item without opening it again until focus leaves.
  const held = useRef(false);
  // A touch on the toggle also fires the emulated hover and focus that open the item before
  // its click: the click decides from the state the touch began with (issue 15, item 4).
  const openAtPress = useRef<boolean | null>(null);
  const children = item.children ?? [];
  const hasChildren = children.length > 0;
  const href = linkKeys ? withSectionKey(item.path, sectionKey) : item.path;

  const onFocus = () => {
    if (hasChildren && !held.current) onOpenChange(true);
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    held.current = false;
    onOpenChange(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    held.current = true;
    onOpenChange(false);
    const target = event.currentTarget.querySelector<HTMLElement>(".ui-nav__link, .ui-nav__toggle");
    target?.focus();
  };
  const onMouseLeave = (event: MouseEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(document.activeElement)) onOpenChange(false);
  };

  // Labels come from the backend: one too long for the header is shortened with an ellipsis,
  // its full text still the link's name and shown as a tooltip.
  const label = <InlineHtml className="ui-nav__label" html={item.label} />;
  const fullText = stripHtmlToText(item.label);

  return (
    // Hover, focus-within and Escape for the item as a whole; its link and button are the controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="ui-nav__item"
      data-state={hasChildren ? (open ? "open" : "closed") : undefined}
      data-active={active ? "" : undefined}
      onMouseEnter={hasChildren ? () => onOpenChange(true) : undefined}
      onMouseLeave={hasChildren ? onMouseLeave : undefined}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {item.path ? (
        <AppLink
          id={linkId}
          className="ui-nav__link"
          href={href}
          title={fullText}
          aria-current={active ? "page" : undefined}
        >
          <MenuIcons item={item} />
          {label}
        </AppLink>
      ) : (
        <span id={linkId} className="ui-nav__link ui-nav__link--text" title={fullText}>
          <MenuIcons item={item} />
          {label}
        </span>
      )}
      {hasChildren ? (
        <>
          <button
            type="button"
            className="ui-nav__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-labelledby={`${linkId} ${suffixId}`}
            onPointerDown={(event) => {
              openAtPress.current = event.pointerType === "mouse" ? null : open;
            }}
            onClick={(event) => {
              // A mouse has already opened the item on hover: its click keeps it open. A tap
              // toggles from the state before the tap. Enter and Space (detail 0) toggle, as a
              // disclosure does.
              const before = openAtPress.current;
              openAtPress.current = null;
              const next = event.detail === 0 ? !open : before === null ? true : !before;
              held.current = !next;
              onOpenChange(next);
            }}
          >
            <span id={suffixId} hidden>
              {submenuText}
            </span>
            <Icon name="chevron-down" />
          </button>
          <div className="ui-nav__panel" id={panelId} hidden={!open}>
            <ul className="ui-nav__sublist">
              {children.map((child) => (
                <li key={child.id} className="ui-nav__subitem">
                  <SubLink item={child} sectionKey={sectionKey} linkKeys={linkKeys} />
                  {child.children?.length ? (
                    <ul className="ui-nav__sublist ui-nav__sublist--nested">
                      {child.children.map((grandchild) => (
                        <li key={grandchild.id} className="ui-nav__subitem">
                          <SubLink item={grandchild} sectionKey={sectionKey} linkKeys={linkKeys} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : null}
    </li>
  );
}

/**
 * The main navigation (spec 2.3, D7, D8): top-level links with drop-downs of up to two
 * child levels, opened by hover, by keyboard focus or by the item's disclosure button
 * (the WAI-ARIA "disclosure navigation" pattern); Escape closes.
 */
export function TopNav({
  items,
  copy,
  activeSection,
  sectionPaths,
  className,
  ...props
}: TopNavProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const mounted = useMounted();
  const list = items ?? [];

  // The island hydrates when the visitor first reaches into it: the drop-down their mouse or
  // keyboard opened by CSS until now stays open.
  useEffect(() => {
    const elements = navRef.current?.querySelectorAll(":scope > .ui-nav__list > .ui-nav__item");
    const index = [...(elements ?? [])].findIndex(
      (element) => element.hasAttribute("data-state") && visitorIsIn(element),
    );
    const item = items?.[index];
    if (item) setOpenId(item.id);
    // Once, as the nav starts: later the items' own handlers follow the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A tap elsewhere closes the open drop-down: a touch screen has no pointer to leave it.
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openId]);

  return (
    <nav
      ref={navRef}
      className={cn("ui-nav", className)}
      aria-label={copy.label}
      data-mounted={mounted ? "" : undefined}
      {...props}
    >
      {list.length ? (
        <ul className="ui-nav__list">
          {list.map((item, index) => {
            const sectionKey = sectionKeyOf(item, index, sectionPaths);
            return (
              <NavItem
                key={item.id}
                item={item}
                sectionKey={sectionKey}
                active={activeSection != null && sectionKey === activeSection}
                open={openId === item.id}
                linkKeys={copy.linkKeys ?? false}
                submenuText={copy.submenu}
                onOpenChange={(open) =>
                  setOpenId((current) => (open ? item.id : current === item.id ? null : current))
                }
              />
            );
          })}
        </ul>
      ) : null}
    </nav>
  );
}
