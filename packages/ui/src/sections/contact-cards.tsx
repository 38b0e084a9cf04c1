import { useId, type ReactNode } from "react";
import { cn } from "../lib/cn";
import { Icon } from "../lib/icons";
import { Section, hasItems, type SectionCopy, type SectionProps } from "./section";
import { telHref } from "../lib/tel-href";
import "./balanced-grid.css";
import "./contact-cards.css";
import "./swipe-row.css";
import { ItemHeading } from "./item-heading";

/** Structurally the `Contact` of @site/api (deptName, contactUser, contactPhone, contactAddress). */
export interface ContactLike {
  id?: number;
  department: string;
  person: string;
  phone: string;
  address: string;
}

export interface ContactCardsCopy extends SectionCopy {
  /** Field labels, e.g. "联系人" / "Contact", "电话" / "Phone", "地址" / "Address". */
  person: string;
  phone: string;
  address: string;
}

export interface ContactCardsProps extends Omit<SectionProps, "heading" | "children"> {
  contacts: readonly ContactLike[] | null | undefined;
  copy: ContactCardsCopy;
  /** Shown beside the cards, e.g. the Chinese edition's WeChat QR code (spec 2.7). */
  aside?: ReactNode;
}

function ContactCard({ contact, copy }: { contact: ContactLike; copy: ContactCardsCopy }) {
  const titleId = useId();
  return (
    <article className="contact-card" aria-labelledby={titleId}>
      <ItemHeading id={titleId} className="contact-card__department">
        {contact.department}
      </ItemHeading>
      <dl className="contact-card__fields">
        {contact.person ? (
          <div className="contact-card__field">
            <dt>
              <Icon name="user" className="contact-card__icon" />
              {copy.person}
            </dt>
            <dd>{contact.person}</dd>
          </div>
        ) : null}
        {contact.phone ? (
          <div className="contact-card__field">
            <dt>
              <Icon name="phone" className="contact-card__icon" />
              {copy.phone}
            </dt>
            <dd>
              <a className="contact-card__phone" href={telHref(contact.phone)}>
                {contact.phone}
              </a>
            </dd>
          </div>
        ) : null}
        {contact.address ? (
          <div className="contact-card__field">
            <dt>
              <Icon name="map-pin" className="contact-card__icon" />
              {copy.address}
            </dt>
            <dd>{contact.address}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}

/**
 * Spec 2.7, D7: each department's contact, with the phone as a `tel:` link. On a phone the cards
 * are a swipe row (issue 28), as the site's other repeated cards are.
 */
export function ContactCards({ contacts, copy, aside, className, ...props }: ContactCardsProps) {
  if (!hasItems(contacts)) return null;
  return (
    <Section
      heading={copy}
      className={cn("contact-cards", className)}
      data-aside={aside ? "true" : "false"}
      {...props}
    >
      <div className="contact-cards__layout">
        <ul
          className="contact-cards__list swipe-row"
          data-balanced-grid=""
          // The keyboard scrolls the row to a card's phone link; a card without one needs the
          // row itself to take the focus.
          tabIndex={contacts.every((contact) => contact.phone) ? undefined : 0}
        >
          {contacts.map((contact, index) => (
            <li key={contact.id ?? `${contact.department}-${index}`}>
              <ContactCard contact={contact} copy={copy} />
            </li>
          ))}
        </ul>
        {aside ? <div className="contact-cards__aside">{aside}</div> : null}
      </div>
    </Section>
  );
}
