import { CultureBlocks, type FeatureBlocksCopy } from "../sections/feature-blocks";
import { TextSection, type TextSectionCopy } from "../sections/text-section";
import { TemplateHero } from "./template-hero";
import type { HeroCopy } from "./types";

export interface CultureTemplateProps {
  copy: { hero: HeroCopy; intro?: TextSectionCopy; blocks: FeatureBlocksCopy };
}

/** Spec 2.8: culture, static copy on vision, mission and values. */
export function CultureTemplate({ copy }: CultureTemplateProps) {
  return (
    <>
      <TemplateHero hero={copy.hero} />
      <TextSection copy={copy.intro} />
      <CultureBlocks copy={copy.blocks} />
    </>
  );
}
