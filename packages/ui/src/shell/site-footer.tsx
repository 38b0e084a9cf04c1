import type { ComponentProps } from "react";
import { AppLink, isOtherSite } from "../lib/app-link";
import { cn } from "../lib/cn";
import { Icon } from "../lib/icons";
import { telHref } from "../lib/tel-href";
import type { ShellConfig, ShellLink } from "./types";
import "./site-footer.css";

export interface FooterCopy {
  /** Business-line links, about links… each group with its title (spec 2.3, 2.2 keys). */
  linkGroups?: ReadonlyArray<{ title: string; links: readonly ShellLink[] }>;
  /** Branch phones of the 14 cities (spec 9). */
  branches?: { title: string; items: ReadonlyArray<{ city: string; phone: string }> } | null;
  /** Overseas entities: name, and a phone or a site. */
  overseas?: {
    title: string;
    items: ReadonlyArray<{ name: string; phone?: string; href?: string }>;
  } | null;
  /** The toll-free hotline. */
  hotline?: { label: string; phone: string; note?: string } | null;
  qrCodes?: ReadonlyArray<{ imageUrl: string; alt: string; caption: string }>;
  /** The English footer's contact list (spec 2.3). */
  contacts?: {
    title: string;
    items: ReadonlyArray<{ label: string; value: string; href?: string }>;
  } | null;
  /** Text before the ICP number, if the edition wants one. */
  icpLabel?: string;
  /** Said after a link to another site, which opens in a new tab: "(opens in a new tab)". */
  newTabHint?: string;
}

/** What follows a link that opens another site in a new tab: an icon, and words for readers. */
function NewTabMark({ hint }: { hint: string | undefined }) {
  return (
    <>
      <Icon name="external" className="ui-footer__external" />
      {hint ? (
        <>
          {" "}
          <span className="ui-visually-hidden">{hint}</span>
        </>
      ) : null}
    </>
  );
}

export interface SiteFooterProps extends Omit<ComponentProps<"footer">, "children"> {
  copy: FooterCopy;
  /** configName and icpBa from the server (spec 2.3); null when it gave none (D3). */
  config: ShellConfig | null | undefined;
}

/** spec 2.3: ICP numbers link to the national record site. */
export const ICP_RECORD_SITE = "https://beian.miit.gov.cn/";

export function SiteFooter({ copy, config, className, ...props }: SiteFooterProps) {
  const groups = copy.linkGroups ?? [];
  const branches = copy.branches?.items.length ? copy.branches : null;
  const overseas = copy.overseas?.items.length ? copy.overseas : null;
  const contacts = copy.contacts?.items.length ? copy.contacts : null;
  const qrCodes = copy.qrCodes ?? [];
  const name = config?.name?.trim();
  const icp = config?.icp?.trim();

  return (
    <footer className={cn("ui-footer", className)} {...props}>
      <div className="ui-footer__inner">
        <div className="ui-footer__top">
          {groups.map((group) => (
            <section key={group.title} className="ui-footer__column" aria-label={group.title}>
              <h2 className="ui-footer__title">{group.title}</h2>
              <ul className="ui-footer__links">
                {group.links.map((link) => (
                  <li key={`${link.href}-${link.label}`}>
                    <AppLink className="ui-footer__link" href={link.href} document={link.document}>
                      {link.label}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {branches ? (
            <section
              className="ui-footer__column ui-footer__column--wide"
              aria-label={branches.title}
            >
              <h2 className="ui-footer__title">{branches.title}</h2>
              <ul className="ui-footer__branches">
                {branches.items.map((branch) => (
                  <li key={branch.city} className="ui-footer__branch">
                    <span className="ui-footer__city">{branch.city}</span>
                    <a className="ui-footer__phone" href={telHref(branch.phone)}>
                      {branch.phone}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {copy.hotline || qrCodes.length ? (
            <div className="ui-footer__column ui-footer__column--contact">
              {copy.hotline ? (
                <p className="ui-footer__hotline">
                  <span className="ui-footer__hotline-label">{copy.hotline.label}</span>
                  <a className="ui-footer__hotline-number" href={telHref(copy.hotline.phone)}>
                    {copy.hotline.phone}
                  </a>
                  {copy.hotline.note ? (
                    <span className="ui-footer__hotline-note">{copy.hotline.note}</span>
                  ) : null}
                </p>
              ) : null}
              {qrCodes.length ? (
                <ul className="ui-footer__qrs">
                  {qrCodes.map((qr) => (
                    <li key={qr.imageUrl} className="ui-footer__qr">
                      <img src={qr.imageUrl} alt={qr.alt} width={96} height={96} loading="lazy" />
                      <span>{qr.caption}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>

        {overseas || contacts ? (
          <div className="ui-footer__middle">
            {overseas ? (
              <section className="ui-footer__row" aria-label={overseas.title}>
                <h2 className="ui-footer__title">{overseas.title}</h2>
                <ul className="ui-footer__inline">
                  {overseas.items.map((entity) => (
                    <li key={entity.name}>
                      {entity.href ? (
                        <AppLink className="ui-footer__link" href={entity.href} document>
                          {entity.name}
                          {isOtherSite(entity.href) ? <NewTabMark hint={copy.newTabHint} /> : null}
                        </AppLink>
                      ) : (
                        <span className="ui-footer__entity">{entity.name}</span>
                      )}
                      {entity.phone ? (
                        <a className="ui-footer__phone" href={telHref(entity.phone)}>
                          {entity.phone}
                        </a>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {contacts ? (
              <section className="ui-footer__row" aria-label={contacts.title}>
                <h2 className="ui-footer__title">{contacts.title}</h2>
                <dl className="ui-footer__contacts">
                  {contacts.items.map((item) => (
                    <div key={item.label} className="ui-footer__contact">
                      <dt>{item.label}</dt>
                      <dd>
                        {item.href ? (
                          <a className="ui-footer__link" href={item.href}>
                            {item.value}
                          </a>
                        ) : (
                          item.value
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
          </div>
        ) : null}

        {name || icp ? (
          <div className="ui-footer__bottom">
            {name ? <p className="ui-footer__copyright">{name}</p> : null}
            {icp ? (
              <p className="ui-footer__icp">
                {copy.icpLabel ? <span>{copy.icpLabel} </span> : null}
                <a
                  className="ui-footer__link"
                  href={ICP_RECORD_SITE}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {icp}
                  <NewTabMark hint={copy.newTabHint} />
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </footer>
  );
}
