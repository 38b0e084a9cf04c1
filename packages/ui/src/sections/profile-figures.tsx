import { StatisticsStrip, type StatisticsStripProps } from "./statistics-strip";
import type { SectionCopy } from "./section";

/** The counts of the `Profile` of @site/api. */
export interface ProfileFiguresLike {
  employees: number;
  talents: number;
  branches: number;
}

export interface FigureCopy {
  label: string;
  unit?: string;
}

export interface ProfileFiguresCopy extends SectionCopy {
  employees: FigureCopy;
  talents: FigureCopy;
  branches: FigureCopy;
  /** Groups thousands in the counts ("," in English: 1,521); none writes 1521 as Chinese does. */
  thousandsSeparator?: string;
}

/** Written out by hand, not with Intl, so the server and every browser print the same digits. */
export function groupThousands(value: number, separator: string | undefined): string {
  const digits = String(value);
  return separator ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : digits;
}

export interface ProfileFiguresProps extends Omit<StatisticsStripProps, "figures" | "copy"> {
  profile: ProfileFiguresLike | null | undefined;
  copy: ProfileFiguresCopy;
}

/** Spec 2.8: employees, professional talent and branch offices from the profile. */
export function ProfileFigures({ profile, copy, ...props }: ProfileFiguresProps) {
  if (!profile) return null;
  const figures = (["employees", "talents", "branches"] as const)
    .filter((key) => Number.isFinite(profile[key]))
    .map((key) => ({
      value: groupThousands(profile[key], copy.thousandsSeparator),
      unit: copy[key].unit,
      label: copy[key].label,
    }));
  return (
    <StatisticsStrip
      figures={figures}
      copy={{ title: copy.title, eyebrow: copy.eyebrow, subtitle: copy.subtitle }}
      {...props}
    />
  );
}
