import { RichText } from "../rich-text";
import { cn } from "../lib/cn";
import { Section, type SectionCopy, type SectionProps } from "./section";
import "./rich-text-block.css";

export interface RichTextBlockProps extends Omit<SectionProps, "heading" | "children"> {
  /** Server HTML, sanitized by RichText (D3). Empty or missing renders nothing. */
  html: string | null | undefined;
  copy?: SectionCopy;
  stripImages?: boolean;
  /** A readable measure (about 45 CJK characters a line) or the full column. */
  width?: "narrow" | "full";
}

export function RichTextBlock({
  html,
  copy,
  stripImages,
  width = "narrow",
  className,
  ...props
}: RichTextBlockProps) {
  if (!html?.trim()) return null;
  return (
    <Section heading={copy} className={cn("rich-text-block", className)} {...props}>
      <RichText
        className="rich-text-block__body"
        data-width={width}
        html={html}
        stripImages={stripImages}
      />
    </Section>
  );
}
