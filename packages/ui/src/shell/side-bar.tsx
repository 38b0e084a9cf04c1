import { useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from "react";
import type { ComplaintDialogProps } from "../dialogs/complaint-dialog";
import { ComplaintDialogLauncher } from "../dialogs/dialog-launchers";
import { cn } from "../lib/cn";
import { Icon } from "../lib/icons";
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
}

export type ComplaintSetup = Pick<
  ComplaintDialogProps,
  "lang" | "copy" | "privacyHref" | "onUpload" | "onSubmit"
>;

export interface SideBarProps extends Omit<ComponentProps<"aside">, "children"> {
  copy: SideBarCopy;
  /** The complaint dialog the side bar's button opens. */
  complaint: ComplaintSetup;
  /** Where focus goes after "back to top" (the header's id). */
  topId?: string;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A side-bar entry whose flyout opens on hover, on focus and on click; Escape closes it. */
function QrEntry({ qr, icon }: { qr: QrCodeCopy; icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };
  return (
    // Hover and Escape for the entry as a whole; the button inside is the control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="ui-sidebar__entry"
      data-state={open ? "open" : "closed"}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className="ui-sidebar__item"
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
        <span className="ui-sidebar__tip ui-sidebar__tip--silent">{qr.label}</span>
      </button>
      <div className="ui-sidebar__flyout ui-sidebar__flyout--qr" id={panelId} hidden={!open}>
        <img className="ui-sidebar__qr" src={qr.imageUrl} alt={qr.alt} width={128} height={128} />
        {qr.caption ? <span className="ui-sidebar__caption">{qr.caption}</span> : null}
      </div>
    </div>
  );
}

/**
 * The fixed side bar (spec 2.3): consult phone, QR codes shown on hover or focus (D8), the
 * complaint dialog's button and back-to-top.
 */
export function SideBar({ copy, complaint, topId, className, ...props }: SideBarProps) {
  return (
    <aside className={cn("ui-sidebar", className)} aria-label={copy.label} {...props}>
      <div className="ui-sidebar__group">
        <div className="ui-sidebar__entry">
          <a className="ui-sidebar__item" href={telHref(copy.consult.phone)}>
            <Icon name="phone" className="ui-sidebar__icon" />
            <span className="ui-sidebar__tip">
              <span>{copy.consult.label}</span>{" "}
              <strong className="ui-sidebar__phone">{copy.consult.phone}</strong>
            </span>
          </a>
        </div>
        {copy.publicAccount ? (
          <QrEntry
            qr={copy.publicAccount}
            icon={<Icon name="qr-code" className="ui-sidebar__icon" />}
          />
        ) : null}
        {copy.shortVideo ? (
          <QrEntry qr={copy.shortVideo} icon={<Icon name="video" className="ui-sidebar__icon" />} />
        ) : null}
        <div className="ui-sidebar__entry">
          <ComplaintDialogLauncher
            {...complaint}
            trigger={
              <button type="button" className="ui-sidebar__item">
                <Icon name="message" className="ui-sidebar__icon" />
                <span className="ui-sidebar__tip">{copy.complaint}</span>
              </button>
            }
          />
        </div>
      </div>
      <BackToTop label={copy.backToTop} focusTargetId={topId} />
    </aside>
  );
}
