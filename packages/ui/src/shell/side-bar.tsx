import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { ComplaintTrigger } from "../dialogs/complaint-trigger";
import { cn } from "../lib/cn";
import { Icon } from "../lib/icons";
import { useMounted, visitorIsIn } from "../lib/use-mounted";
import { telHref } from "../lib/tel-href";
import { BackToTop } from "./back-to-top";
import "./side-bar.css";

export interface QrCodeCopy {
  /** The side-bar entry's visible text, e.g. `公众号`. */
  label: string;
  imageUrl: string;
  /** The image's text alternative, e.g. `天诚控股微信公众号二维码`. */
  alt: string;
  /** A line under the code, e.g. `扫码关注公众号`. */
  caption?: string;
}

export interface SideBarCopy {
  /** The side bar's landmark name, e.g. `快捷服务` / `Quick links`. */
  label: string;
  /** Consult phone (spec 2.3; D8: a `tel:` link, not a dialog trigger). */
  consult: { label: string; phone: string };
  publicAccount?: QrCodeCopy | null;
  shortVideo?: QrCodeCopy | null;
  /** The complaint button's name (D8: `投诉建议` / `Complaints and suggestions`). */
  complaint: string;
  /** D8: `返回顶部` / `Back to top`. */
  backToTop: string;
  /**
   * Below 1200px each item shows its name under its icon in the bottom bar; a name too long
   * for a fifth of a phone's width gets a short visible label here (`Suggestions`, `Top`). A
   * word of the full name, so what a visitor sees is part of what a screen reader says, and
   * the name stays D8's.
   */
  barLabels?: Partial<
    Record<"consult" | "publicAccount" | "shortVideo" | "complaint" | "backToTop", string>
  >;
}

export interface SideBarProps extends Omit<ComponentProps<"aside">, "children"> {
  copy: SideBarCopy;
  /** Where focus goes after "back to top" (the header's id). */
  topId?: string;
}

/**
 * An item's name: on the desktop a tip on hover and focus; in the bottom bar (below 1200px) a
 * visible label, the short one when the copy gives it, the full name still read after it.
 */
function ItemLabel({
  label,
  short,
  silent,
}: {
  label: ReactNode;
  short?: string;
  silent?: boolean;
}) {
  return (
    <>
      {short ? (
        <span className="ui-sidebar__short" aria-hidden="true">
          {short}
        </span>
      ) : null}
      <span
        className={cn(
          "ui-sidebar__tip",
          silent && "ui-sidebar__tip--silent",
          short && "ui-sidebar__tip--long",
        )}
      >
        {label}
      </span>
    </>
  );
}

/**
 * A QR entry: its flyout opens on hover, on focus and on click or tap; a second tap, a tap
 * outside and Escape close it.
 */
function QrEntry({ qr, icon, short }: { qr: QrCodeCopy; icon: ReactNode; short?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const entryRef = useRef<HTMLDivElement>(null);
  // A tap fires the emulated hover and the focus that open the flyout before its click: the
  // click decides from the state the press began with.
  const openAtPress = useRef<boolean | null>(null);

  // The side bar hydrates when the visitor first reaches into it (or scrolls): a flyout their
  // mouse or keyboard opened by CSS until now stays open.
  useEffect(() => {
    if (entryRef.current && visitorIsIn(entryRef.current)) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!entryRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // A tap does not focus a button in every browser: Escape is heard wherever focus is.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!entryRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    // Hover and Escape for the entry as a whole; the button inside is the control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={entryRef}
      className="ui-sidebar__entry"
      data-state={open ? "open" : "closed"}
      // A mouse's hover only: a touch's emulated hover and leave would undo its tap.
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse") setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className="ui-sidebar__item"
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={() => setOpen(true)}
        onBlur={onBlur}
        onPointerDown={() => {
          openAtPress.current = open;
        }}
        onClick={(event) => {
          const before = openAtPress.current;
          openAtPress.current = null;
          setOpen(event.detail === 0 || before === null ? !open : !before);
        }}
      >
        {icon}
        <ItemLabel label={qr.label} short={short} silent />
      </button>
      {/* tabIndex -1: a tap on the code keeps focus in the entry, so the flyout stays open. */}
      <div
        className="ui-sidebar__flyout ui-sidebar__flyout--qr"
        id={panelId}
        tabIndex={-1}
        hidden={!open}
        onBlur={onBlur}
      >
        <img
          className="ui-sidebar__qr"
          src={qr.imageUrl}
          alt={qr.alt}
          width={128}
          height={128}
          loading="lazy"
        />
        {qr.caption ? <span className="ui-sidebar__caption">{qr.caption}</span> : null}
      </div>
    </div>
  );
}

/**
 * The fixed side bar (spec 2.3): consult phone, QR codes shown on hover or focus (D8), the
 * button of the page's complaint dialog (`SiteShell` renders the dialog) and back-to-top. Below
 * 1200px (D10) the same items form a bar along the bottom of the window, each with a visible
 * label; the QR codes open on a tap.
 */
export function SideBar({ copy, topId, className, ...props }: SideBarProps) {
  const bar = copy.barLabels ?? {};
  const mounted = useMounted();
  return (
    <aside
      className={cn("ui-sidebar", className)}
      aria-label={copy.label}
      data-mounted={mounted ? "" : undefined}
      {...props}
    >
      <div className="ui-sidebar__group">
        <div className="ui-sidebar__entry">
          <a className="ui-sidebar__item" href={telHref(copy.consult.phone)}>
            <Icon name="phone" className="ui-sidebar__icon" />
            <ItemLabel
              short={bar.consult}
              label={
                <>
                  <span className="ui-sidebar__consult">{copy.consult.label}</span>{" "}
                  <strong className="ui-sidebar__phone">{copy.consult.phone}</strong>
                </>
              }
            />
          </a>
        </div>
        {copy.publicAccount ? (
          <QrEntry
            qr={copy.publicAccount}
            short={bar.publicAccount}
            icon={<Icon name="qr-code" className="ui-sidebar__icon" />}
          />
        ) : null}
        {copy.shortVideo ? (
          <QrEntry
            qr={copy.shortVideo}
            short={bar.shortVideo}
            icon={<Icon name="video" className="ui-sidebar__icon" />}
          />
        ) : null}
        <div className="ui-sidebar__entry ui-sidebar__entry--needs-script">
          <ComplaintTrigger className="ui-sidebar__item">
            <Icon name="message" className="ui-sidebar__icon" />
            <ItemLabel label={copy.complaint} short={bar.complaint} />
          </ComplaintTrigger>
        </div>
      </div>
      <BackToTop label={copy.backToTop} shortLabel={bar.backToTop} focusTargetId={topId} />
    </aside>
  );
}
