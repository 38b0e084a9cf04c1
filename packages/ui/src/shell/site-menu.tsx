import "../dialogs/invoker-commands";
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
 * D10: below 1200px the menu tree sits behind a menu button. The panel is a modal drawer (a
 * native `<dialog>`): focus moves in and stays in, Escape, the close button and a tap outside
 * close it and give focus back to the button, the page behind does not scroll. Rendered on the
 * server with the rest of the header; CSS shows either this or the top nav.
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
  const panelRef = useRef<HTMLDialogElement>(null);
  const list = items ?? [];
  const menuLabel = copy.menu ?? copy.label;
  const closeLabel = copy.closeMenu ?? menuLabel;

  // The browser opens the panel itself, before the header's island hydrates (on that tap):
  // the button then says what is already so.
  useEffect(() => {
    if (panelRef.current?.open) setOpen(true);
  }, []);

  // A modal keeps Tab inside: from the last control to the first and back (the browser's own
  // modal would let it out to its address bar).
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
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
  const onPanelClick = (event: MouseEvent<HTMLDialogElement>) => {
    if ((event.target as Element).closest("a[href]")) panelRef.current?.close();
  };

  if (!list.length && !language) return null;

  return (
    <div className={cn("ui-menu", className)} data-state={open ? "open" : "closed"} {...props}>
      {/* Issue 24: the browser opens the panel itself (an invoker command), so the menu works
          before the page's script has run and without script; Escape, a tap beside the panel
          and the close button shut it, and focus goes back to this button. */}
      <button
        type="button"
        className="ui-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        commandfor={panelId}
        command="show-modal"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" className="ui-menu__button-icon" />
        <span className="ui-menu__button-label">{menuLabel}</span>
      </button>
      {/* The dialog's own keys and clicks: Tab kept inside, a followed link closes it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={panelRef}
        id={panelId}
        className="ui-menu__panel"
        aria-label={menuLabel}
        closedby="any"
        onClose={() => setOpen(false)}
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
            commandfor={panelId}
            command="close"
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
      </dialog>
    </div>
  );
}
