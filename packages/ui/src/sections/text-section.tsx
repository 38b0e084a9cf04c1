import { cn } from "./class-names";
import { Icon } from "./icons";
import { Media } from "./media";
import { Section, type SectionCopy, type SectionProps } from "./section";
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

export function TextSection({ copy, className, align, ...props }: TextSectionProps) {
  const paragraphs = copy?.paragraphs?.filter((text) => text.trim() !== "") ?? [];
  const points = copy?.points?.filter((text) => text.trim() !== "") ?? [];
  const image = copy?.image;
  if (!copy || (paragraphs.length === 0 && points.length === 0 && !image)) return null;
  return (
    <Section
      heading={copy}
      align={align ?? (image ? "start" : "center")}
      className={cn("text-section", className)}
      data-image={image ? (copy.imageSide ?? "end") : "none"}
      {...props}
    >
      <div className="text-section__layout">
        <div className="text-section__text">
          {paragraphs.map((text, index) => (
            <p key={index} className="text-section__paragraph">
              {text}
            </p>
          ))}
          {points.length > 0 ? (
            <ul className="text-section__points">
              {points.map((text, index) => (
                <li key={index}>
                  <Icon name="check" className="text-section__check" />
                  {text}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {image ? <Media className="text-section__image" src={image.src} alt={image.alt} /> : null}
      </div>
    </Section>
  );
}
