import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { AppLink, withSectionKey } from "../lib/app-link";
import { cn } from "../lib/cn";
import { Icon } from "../lib/icons";
import { InlineHtml } from "../rich-text/inline-html";
import { LanguageSwitcher, type LanguageSwitcherCopy } from "./language-switcher";
import { sectionKeyOf, SubLink, type TopNavCopy } from "./top-nav";
import type { ShellMenuItem } from "./types";
import "./site-menu.css";

export interface SiteMenuProps extends Omit<ComponentProps<"div">, "children"> {
  items: readonly ShellMenuItem[] | null | undefined;
  copy: TopNavCopy;
  /** The language switcher, at the foot of the panel. */
  language?: LanguageSwitcherCopy;
  /** The highlighted top-level section, 1–7 (D7). */
  activeSection?: number | null;
  sectionPaths?: Readonly<Record<number, string>>;
}

const FOCUSABLE = "a[href], button:not([disabled])";

/** The panel's controls that can take focus now (a closed group's links cannot). */
function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest("[hidden]"),
  );
}

interface MenuGroupProps {
  item: ShellMenuItem;
  sectionKey: number | null;
  active: boolean;
  linkKeys: boolean;
  submenuText: string;
}

/** A top-level item: its link, and its children behind a disclosure button (no hover needed). */
function MenuGroup({ item, sectionKey, active, linkKeys, submenuText }: MenuGroupProps) {
  const id = useId();
  const linkId = `${id}-link`;
  const suffixId = `${id}-suffix`;
  const groupId = `${id}-group`;
  const children = item.children ?? [];
  // The visitor's own section starts expanded: where they are is where they look first.
  const [expanded, setExpanded] = useState(active);
  const href = linkKeys ? withSectionKey(item.path, sectionKey) : item.path;
  const icon = item.icon ?? item.iconHover;
  const label = (
    <>
      {icon ? <img className="ui-menu__icon" src={icon} alt="" loading="lazy" /> : null}
      <InlineHtml className="ui-menu__label" html={item.label} />
    </>
  );

  return (
    <li
      className="ui-menu__item"
      data-state={children.length ? (expanded ? "open" : "closed") : undefined}
      data-active={active ? "" : undefined}
    >
      <div className="ui-menu__row">
        {item.path ? (
          <AppLink
            id={linkId}
            className="ui-menu__link"
            href={href}
            aria-current={active ? "page" : undefined}
          >
            {label}
          </AppLink>
        ) : (
          <span id={linkId} className="ui-menu__link ui-menu__link--text">
            {label}
          </span>
        )}
        {children.length ? (
          <button
            type="button"
            className="ui-menu__toggle"
            aria-expanded={expanded}
            aria-controls={groupId}
            aria-labelledby={`${linkId} ${suffixId}`}
            onClick={() => setExpanded((value) => !value)}
          >
            <span id={suffixId} hidden>
              {submenuText}
            </span>
            <Icon name="chevron-down" />
          </button>
        ) : null}
      </div>
      {children.length ? (
        <ul className="ui-menu__sublist" id={groupId} hidden={!expanded}>
          {children.map((child) => (
            <li key={child.id} className="ui-menu__subitem">
              <SubLink item={child} sectionKey={sectionKey} linkKeys={linkKeys} block="ui-menu" />
              {child.children?.length ? (
                <ul className="ui-menu__sublist ui-menu__sublist--nested">
                  {child.children.map((grandchild) => (
                    <li key={grandchild.id} className="ui-menu__subitem">
                      <SubLink
                        item={grandchild}
                        sectionKey={sectionKey}
                        linkKeys={linkKeys}
                        block="ui-menu"
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * D10: below 1200px the menu tree sits behind a menu button. The panel is a modal drawer:
 * focus moves in and stays in, Escape, the close button and a tap outside close it and give
 * focus back to the button, the page behind does not scroll. Rendered on the server with the
 * rest of the header; CSS shows either this or the top nav.
 */
export function SiteMenu({
  items,
  copy,
  language,
  activeSection,
  sectionPaths,
  className,
  ...props
}: SiteMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const panelId = `${id}-panel`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const list = items ?? [];
  const menuLabel = copy.menu ?? copy.label;
  const closeLabel = copy.closeMenu ?? menuLabel;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>(".ui-menu__close")?.focus();
    // Escape closes wherever focus is (a tap on the panel's text leaves it on the body).
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  // A modal keeps Tab inside: from the last control to the first and back.
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab") return;
    const controls = focusables(event.currentTarget);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A link followed from the panel closes it (the shell stays mounted across routes).
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest("a[href]")) setOpen(false);
  };

  if (!list.length && !language) return null;

  return (
    <div className={cn("ui-menu", className)} data-state={open ? "open" : "closed"} {...props}>
      <button
        ref={buttonRef}
        type="button"
        className="ui-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(true) : setOpen(true))}
      >
        <Icon name="menu" className="ui-menu__button-icon" />
        <span className="ui-menu__button-label">{menuLabel}</span>
      </button>
      {/* The scrim answers a tap outside the panel; keyboard users have Escape and the close
          button, so it is no control of its own. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="ui-menu__scrim" hidden={!open} onClick={() => close(true)} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panelRef}
        id={panelId}
        className="ui-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={menuLabel}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        onClick={onPanelClick}
      >
        <div className="ui-menu__head">
          <span className="ui-menu__title" aria-hidden="true">
            {menuLabel}
          </span>
          <button
            type="button"
            className="ui-menu__close"
            aria-label={closeLabel}
            onClick={() => close(true)}
          >
            <Icon name="close" />
          </button>
        </div>
        {list.length ? (
          <nav className="ui-menu__nav" aria-label={copy.label}>
            <ul className="ui-menu__list">
              {list.map((item, index) => {
                const sectionKey = sectionKeyOf(item, index, sectionPaths);
                return (
                  <MenuGroup
                    key={item.id}
                    item={item}
                    sectionKey={sectionKey}
                    active={activeSection != null && sectionKey === activeSection}
                    linkKeys={copy.linkKeys ?? false}
                    submenuText={copy.submenu}
                  />
                );
              })}
            </ul>
          </nav>
        ) : null}
        {language ? <LanguageSwitcher className="ui-menu__lang" copy={language} /> : null}
      </div>
    </div>
  );
}
