import { ChairmanMessage, type ChairmanLike } from "../sections/chairman-message";
import { TemplateHero } from "./template-hero";
import type { HeroCopy, Maybe } from "./types";

export interface ChairmanTemplateProps {
  data: { chairman: Maybe<ChairmanLike> };
  copy: { hero: HeroCopy; photoAlt?: string };
}

/** Spec 2.8: chairman message. */
export function ChairmanTemplate({ data, copy }: ChairmanTemplateProps) {
  return (
    <>
      <TemplateHero hero={copy.hero} />
      <ChairmanMessage chairman={data.chairman} copy={{ photoAlt: copy.photoAlt }} />
    </>
  );
}
