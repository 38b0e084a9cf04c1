import type { ReactNode } from "react";
import { ContactCards, type ContactCardsCopy, type ContactLike } from "../sections/contact-cards";
import { Advantages, type FeatureBlocksCopy } from "../sections/feature-blocks";
import { Media } from "../sections/media";
import { SectionsDrawnWhenNear } from "../sections/section";
import { ServiceFlow, type ServiceFlowCopy } from "../sections/service-flow";
import { SupportCards, type SupportCardsCopy } from "../sections/support-cards";
import { TemplateHero } from "./template-hero";
import { rowsOf, type HeroCopy, type Maybe, type PageLike } from "./types";
import "./templates.css";

export interface PartnershipTemplateData {
  contacts: Maybe<PageLike<ContactLike>>;
}

export interface QrCodeCopy {
  imageUrl: string;
  /** What the code opens, e.g. "天诚集团微信公众号二维码". */
  alt: string;
  caption?: string;
}

export interface PartnershipTemplateCopy {
  hero: HeroCopy;
  /** Cooperation objectives: three numbered items (set `numbered`). */
  objectives?: FeatureBlocksCopy;
  /** Why work with us. */
  why?: FeatureBlocksCopy;
  /** The cooperation process of four steps. */
  process?: ServiceFlowCopy;
  /** D7: the member-count cards are the support-team figures (1078 / 132 / 311). */
  support: SupportCardsCopy;
  contacts: ContactCardsCopy;
  /** Chinese edition: the WeChat QR code beside the contacts. */
  qrCode?: QrCodeCopy;
}

export interface PartnershipTemplateProps {
  data: PartnershipTemplateData;
  copy: PartnershipTemplateCopy;
  consultAction?: ReactNode;
  /** The support cards as the edition runs them (an island, issue 24); default the plain ones. */
  supportIsland?: ReactNode;
}

/** Spec 2.7: business partnership. */
export function PartnershipTemplate({
  data,
  copy,
  consultAction,
  supportIsland,
}: PartnershipTemplateProps) {
  const contacts = rowsOf(data.contacts);
  return (
    <SectionsDrawnWhenNear value={true}>
      <TemplateHero hero={copy.hero} actions={consultAction} />
      <Advantages copy={copy.objectives} />
      <Advantages copy={copy.why} tone="muted" headingForm="quiet" />
      <ServiceFlow copy={copy.process} />
      {supportIsland ?? <SupportCards copy={copy.support} tone="muted" headingForm="quiet" />}
      <ContactCards
        // The hero's call to action leads here (the copy's `#partnership-contacts`).
        id="partnership-contacts"
        contacts={contacts}
        copy={copy.contacts}
        aside={copy.qrCode ? <QrCode qrCode={copy.qrCode} /> : undefined}
      />
    </SectionsDrawnWhenNear>
  );
}

function QrCode({ qrCode }: { qrCode: QrCodeCopy }) {
  return (
    <figure className="template-qr">
      <Media className="template-qr__image" src={qrCode.imageUrl} alt={qrCode.alt} />
      {qrCode.caption ? (
        <figcaption className="template-qr__caption">{qrCode.caption}</figcaption>
      ) : null}
    </figure>
  );
}
