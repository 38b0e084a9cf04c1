import { cn } from "../lib/cn";
import { Section, hasItems, type SectionCopy, type SectionProps } from "./section";
import "./service-flow.css";
import { ItemHeading } from "./item-heading";

export interface ServiceFlowStep {
  title: string;
  text?: string;
}

export interface ServiceFlowCopy extends SectionCopy {
  steps: readonly ServiceFlowStep[] | null | undefined;
}

export interface ServiceFlowProps extends Omit<SectionProps, "heading" | "children"> {
  copy: ServiceFlowCopy | null | undefined;
}

function stepNumber(index: number): string {
  return String(index + 1).padStart(2, "0");
}

/** Numbered steps: a service group's flow, the partnership objectives and process (spec 2.5, 2.7). */
export function ServiceFlow({ copy, className, ...props }: ServiceFlowProps) {
  const steps = copy?.steps;
  if (!hasItems(steps)) return null;
  return (
    <Section heading={copy} className={cn("service-flow", className)} {...props}>
      <ol
        className="service-flow__list"
        data-count={Math.min(steps.length, 6)}
        data-balanced-grid=""
      >
        {steps.map((step, index) => (
          <li className="service-flow__step" key={`${step.title}-${index}`}>
            <span className="service-flow__number" aria-hidden="true">
              {stepNumber(index)}
            </span>
            <ItemHeading className="service-flow__title">{step.title}</ItemHeading>
            {step.text ? <p className="service-flow__text">{step.text}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
