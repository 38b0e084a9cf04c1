import { useId } from "react";
import { cn } from "../lib/cn";
import { Icon } from "../lib/icons";
import { Media } from "./media";
import { Section, type SectionCopy, type SectionProps } from "./section";
import { SectionHeading } from "./section-heading";
import "./text-section.css";

export interface TextSectionImage {
  src: string;
  /** What the picture shows; empty when it is decoration. */
  alt: string;
}

/** Static copy: what a service group can do, school-enterprise text, privacy sections. */
export interface TextSectionCopy extends SectionCopy {
  paragraphs?: readonly string[];
  /** Short points shown as a checked list. */
  points?: readonly string[];
  image?: TextSectionImage | null;
  imageSide?: "start" | "end";
}

export interface TextSectionProps extends Omit<SectionProps, "heading" | "children"> {
  copy: TextSectionCopy | null | undefined;
}

export function TextSection({ copy, className, align, headingForm, ...props }: TextSectionProps) {
  const headingId = useId();
  const paragraphs = copy?.paragraphs?.filter((text) => text.trim() !== "") ?? [];
  const points = copy?.points?.filter((text) => text.trim() !== "") ?? [];
  const image = copy?.image;
  if (!copy || (paragraphs.length === 0 && points.length === 0 && !image)) return null;

  const text = (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="text-section__paragraph">
          {paragraph}
        </p>
      ))}
      {points.length > 0 ? (
        <ul className="text-section__points">
          {points.map((point, index) => (
            <li key={index}>
              <Icon name="check" className="text-section__check" />
              {point}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );

  if (!image) {
    return (
      <Section
        heading={copy}
        align={align ?? "center"}
        className={cn("text-section", className)}
        data-image="none"
        headingForm={headingForm}
        {...props}
      >
        <div className="text-section__layout">
          <div className="text-section__text">{text}</div>
        </div>
      </Section>
    );
  }

  // Beside a picture, the heading opens the text column.
  return (
    <Section
      className={cn("text-section", className)}
      data-image={copy.imageSide ?? "end"}
      aria-labelledby={copy.title ? headingId : undefined}
      {...props}
    >
      <div className="text-section__layout">
        <div className="text-section__text">
          {copy.title ? (
            <SectionHeading
              headingId={headingId}
              title={copy.title}
              eyebrow={copy.eyebrow}
              subtitle={copy.subtitle}
              align="start"
              form={headingForm}
            />
          ) : null}
          {text}
        </div>
        <Media className="text-section__image" src={image.src} alt={image.alt} />
      </div>
    </Section>
  );
}
