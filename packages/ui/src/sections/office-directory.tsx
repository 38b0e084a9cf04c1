import {
  createContext,
  use,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
} from "react";
import { RichText } from "../rich-text";
import { cn } from "../lib/cn";
import { Icon } from "../lib/icons";
import { prefersReducedMotion } from "../lib/use-reduced-motion";
import { Media } from "./media";
import { hasItems } from "./section";
import { AppLink } from "../lib/app-link";
import { telHref } from "../lib/tel-href";
import "./balanced-grid.css";
import "./office-directory.css";
import "./swipe-row.css";
import { ItemHeading } from "./item-heading";

/** Structurally the `Office` of @site/api (addressZname, addressYname, addressCode). */
export interface OfficeLike {
  id?: number;
  name: string;
  englishName: string;
  code: string;
}

/** Structurally the `Staff` of @site/api. */
export interface StaffLike {
  id?: number;
  code: string;
  name: string;
  company: string;
  phone: string;
  address: string;
  /** Rich text, sanitized here (D3). */
  postHtml: string;
  imageUrl: string | null;
  /** An accent colour chosen by the editor, or null. */
  color: string | null;
}

interface OfficeDirectoryContextValue {
  /** The office pointed at or focused, else the one tapped (D10: a tap does what a hover does). */
  activeCode: string | null;
  /** Hover and focus: an office points at its staff while the pointer or focus is on it. */
  pointAt: (code: string) => void;
  /** Leaving or blurring that office; the selection of a tap stays. */
  leave: (code: string) => void;
  /** What pressed the office next: a touch or pen selects it, a mouse or key does not. */
  notePointer: (pointerType: string) => void;
  /** An office button's click: a tap selects the office; every press reveals its staff. */
  press: (code: string) => void;
}

const OfficeDirectoryContext = createContext<OfficeDirectoryContextValue | null>(null);

function useOfficeDirectory(part: string): OfficeDirectoryContextValue {
  const value = use(OfficeDirectoryContext);
  if (!value) throw new Error(`<${part}> must be used inside <OfficeDirectory>.`);
  return value;
}

export type OfficeDirectoryProps = ComponentProps<"div">;

/**
 * Spec 2.8: the global layout's offices and staff cards. Hovering or focusing an office (its
 * code) highlights the staff card(s) with the same code, marked `aria-current="true"` (D8).
 * D10's touch form: a tap selects the office (it stays active when the finger lifts) and
 * brings its first staff card into view, which below 1200px sits under the office list.
 */
export function OfficeDirectory({ className, children, ...props }: OfficeDirectoryProps) {
  const [pointedCode, setPointedCode] = useState<string | null>(null);
  const [selectedCode, setSelectedCode] = useState<string | null>(null);
  const pointerRef = useRef<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const revealCode = (code: string) => {
    const cards = rootRef.current?.querySelectorAll<HTMLElement>("[data-staff-code]") ?? [];
    const card = [...cards].find((node) => node.dataset.staffCode === code);
    // On a phone the staff cards are a swipe row (swipe-row.css): the card comes to the row's
    // start, its snap position, as well as into the window.
    card?.scrollIntoView?.({
      block: "nearest",
      inline: "start",
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
  };
  const context: OfficeDirectoryContextValue = {
    activeCode: pointedCode ?? selectedCode,
    pointAt: setPointedCode,
    // Only the office that is left lets go: a tap's emulated mouse events and focus move
    // from one office to the next in an order that would otherwise clear the new one.
    leave: (code) => setPointedCode((current) => (current === code ? null : current)),
    notePointer: (pointerType) => {
      pointerRef.current = pointerType;
    },
    press: (code) => {
      const pointer = pointerRef.current;
      pointerRef.current = null;
      // A mouse keeps the desktop's hover form (the highlight leaves with the pointer); a
      // click from the keyboard has no pointer down before it and keeps the focus form.
      if (pointer === "touch" || pointer === "pen") setSelectedCode(code);
      revealCode(code);
    },
  };
  return (
    <OfficeDirectoryContext value={context}>
      <div ref={rootRef} className={cn("office-directory", className)} {...props}>
        {children}
      </div>
    </OfficeDirectoryContext>
  );
}

export interface OfficeListProps extends Omit<ComponentProps<"ul">, "children"> {
  offices: readonly OfficeLike[] | null | undefined;
  /** Which name leads: the Chinese (`name`) or the English one; the other follows, smaller. */
  primaryName?: "name" | "englishName";
  /** Offices that link to a page, by office `name` (spec 2.1: 北京 → /BeiJing). */
  officeLinks?: Readonly<Record<string, string>>;
}

export function OfficeList({
  offices,
  primaryName = "name",
  officeLinks,
  className,
  ...props
}: OfficeListProps) {
  const { activeCode, pointAt, leave, notePointer, press } = useOfficeDirectory("OfficeList");
  if (!hasItems(offices)) return null;
  return (
    <ul className={cn("office-list", className)} data-balanced-grid="" {...props}>
      {offices.map((office, index) => {
        const primary = primaryName === "name" ? office.name : office.englishName;
        const secondary = primaryName === "name" ? office.englishName : office.name;
        const href = officeLinks?.[office.name];
        const events = {
          onMouseEnter: () => pointAt(office.code),
          onMouseLeave: () => leave(office.code),
          onFocus: () => pointAt(office.code),
          onBlur: () => leave(office.code),
        };
        const body = (
          <>
            <Icon name="map-pin" className="office-list__pin" />
            <span className="office-list__names">
              <span className="office-list__name">{primary || secondary}</span>
              {primary && secondary && secondary !== primary ? (
                <span
                  className="office-list__secondary"
                  lang={primaryName === "name" ? "en" : "zh-CN"}
                >
                  {secondary}
                </span>
              ) : null}
            </span>
            {office.code ? <span className="office-list__code">{office.code}</span> : null}
            {href ? <Icon name="chevron-right" className="office-list__arrow" /> : null}
          </>
        );
        return (
          <li
            key={office.id ?? `${office.code}-${index}`}
            className="office-list__item"
            data-state={activeCode !== null && activeCode === office.code ? "active" : "idle"}
          >
            {href ? (
              <AppLink
                externalInNewTab={false}
                className="office-list__target"
                href={href}
                {...events}
              >
                {body}
              </AppLink>
            ) : (
              // A button, so the keyboard reaches each office and highlights its staff (D8);
              // pressing it brings the staff card into view; a tap also selects it (D10).
              <button
                type="button"
                className="office-list__target"
                onPointerDown={(event) => notePointer(event.pointerType)}
                onClick={() => press(office.code)}
                {...events}
              >
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export interface StaffCardsCopy {
  /** Field labels, e.g. "电话" / "Phone", "地址" / "Address". */
  phone: string;
  address: string;
}

export interface StaffCardsProps extends Omit<ComponentProps<"ul">, "children"> {
  staff: readonly StaffLike[] | null | undefined;
  copy: StaffCardsCopy;
}

function StaffCard({
  member,
  copy,
  highlighted,
}: {
  member: StaffLike;
  copy: StaffCardsCopy;
  highlighted: boolean;
}) {
  const nameId = useId();
  const accent = member.color ? ({ "--staff-accent": member.color } as CSSProperties) : undefined;
  return (
    <article
      className="staff-card"
      aria-labelledby={nameId}
      aria-current={highlighted ? "true" : undefined}
      data-state={highlighted ? "highlighted" : "idle"}
      data-staff-code={member.code}
      style={accent}
    >
      <Media className="staff-card__photo" src={member.imageUrl} placeholder="user" />
      <div className="staff-card__body">
        <div className="staff-card__heading">
          <ItemHeading id={nameId} className="staff-card__name">
            {member.name}
          </ItemHeading>
          {member.code ? <span className="staff-card__code">{member.code}</span> : null}
        </div>
        {member.company ? <p className="staff-card__company">{member.company}</p> : null}
        <RichText className="staff-card__post" html={member.postHtml} stripImages />
        <dl className="staff-card__fields">
          {member.phone ? (
            <div className="staff-card__field">
              <dt>
                <Icon name="phone" className="staff-card__icon" />
                <span className="ui-visually-hidden">{copy.phone}</span>
              </dt>
              <dd>
                <a className="staff-card__phone" href={telHref(member.phone)}>
                  {member.phone}
                </a>
              </dd>
            </div>
          ) : null}
          {member.address ? (
            <div className="staff-card__field">
              <dt>
                <Icon name="map-pin" className="staff-card__icon" />
                <span className="ui-visually-hidden">{copy.address}</span>
              </dt>
              <dd>{member.address}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  );
}

export function StaffCards({ staff, copy, className, ...props }: StaffCardsProps) {
  const { activeCode } = useOfficeDirectory("StaffCards");
  if (!hasItems(staff)) return null;
  return (
    <ul className={cn("staff-cards", "swipe-row", className)} data-balanced-grid="" {...props}>
      {staff.map((member, index) => (
        <li key={member.id ?? `${member.code}-${index}`}>
          <StaffCard
            member={member}
            copy={copy}
            highlighted={activeCode !== null && member.code === activeCode}
          />
        </li>
      ))}
    </ul>
  );
}

export interface OfficeDirectoryViewProps {
  offices: readonly OfficeLike[];
  staff: readonly StaffLike[];
  staffCopy: StaffCardsCopy;
  primaryName?: OfficeListProps["primaryName"];
  officeLinks?: OfficeListProps["officeLinks"];
}

/** The global layout's directory whole, from plain data: the offices and their staff cards. */
export function OfficeDirectoryView({
  offices,
  staff,
  staffCopy,
  primaryName,
  officeLinks,
}: OfficeDirectoryViewProps) {
  return (
    <OfficeDirectory>
      <OfficeList offices={offices} primaryName={primaryName} officeLinks={officeLinks} />
      <StaffCards staff={staff} copy={staffCopy} />
    </OfficeDirectory>
  );
}
