import { RichText } from "../rich-text";
import { Advantages, type FeatureBlocksCopy } from "../sections/feature-blocks";
import { Media } from "../sections/media";
import { ProfileFigures, type ProfileFiguresCopy } from "../sections/profile-figures";
import { Section, type SectionCopy } from "../sections/section";
import { TemplateHero } from "./template-hero";
import type { HeroCopy, Maybe } from "./types";
import "./templates.css";

/** Structurally the `Profile` of @site/api. */
export interface ProfileLike {
  aboutHtml: string;
  images: readonly string[];
  employees: number;
  talents: number;
  branches: number;
}

export interface ProfileTemplateCopy {
  hero: HeroCopy;
  figures: ProfileFiguresCopy;
  about?: SectionCopy & {
    /** Alternative texts of the profile's pictures, in order; empty means decoration. */
    imageAlts?: readonly string[];
  };
  /** Four service advantages: professionalism, speed, depth, width. */
  advantages?: FeatureBlocksCopy;
}

export interface ProfileTemplateProps {
  data: { profile: Maybe<ProfileLike> };
  copy: ProfileTemplateCopy;
}

/** Spec 2.8: group profile. */
export function ProfileTemplate({ data, copy }: ProfileTemplateProps) {
  const profile = data.profile;
  const images = profile && Array.isArray(profile.images) ? profile.images.slice(0, 6) : [];
  const hasAbout = Boolean(profile?.aboutHtml?.trim()) || images.length > 0;
  return (
    <>
      <TemplateHero hero={copy.hero} />
      <ProfileFigures profile={profile} copy={copy.figures} />
      {hasAbout ? (
        <Section heading={copy.about} tone="muted">
          {/* Picture beside text (issue 28, rhythm): the pictures beside the story from 1024px. */}
          <div className="template-about-layout" data-image={images.length > 0 ? "end" : "none"}>
            <RichText className="template-about" html={profile?.aboutHtml} />
            {images.length > 0 ? (
              <ul className="template-gallery" data-balanced-grid="">
                {images.map((src, index) => (
                  <li key={`${src}-${index}`}>
                    <Media
                      className="template-gallery__image"
                      src={src}
                      alt={copy.about?.imageAlts?.[index] ?? ""}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </Section>
      ) : null}
      <Advantages copy={copy.advantages} />
    </>
  );
}
