import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { sectionCopy } from "../data/copy";
import { expertsOf, fixtures } from "../data/fixtures";
import { atViewport } from "../support/viewports";
import { expectPhotoFills, loadedPhoto, photoLoader } from "../support/raster-photo";
import { ChairmanMessage, ExpertCard, OfficeDirectory, StaffCards } from "@site/ui/sections";

/**
 * Issue 28: the site draws people as monograms, but an editor may upload photographs of any
 * size instead. Each story makes a JPEG in the browser (640 x 480 landscape or 300 x 900 tall)
 * and checks that the expert card, the staff card and the chairman's portrait show it in their
 * 3:4 box, cropped (`object-fit: cover`) rather than stretched, and inside the card.
 */
const meta = {
  title: "Cards/Portrait photos",
  component: ExpertCard,
  args: { expert: expertsOf("zh", 0)[0]! },
} satisfies Meta<typeof ExpertCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const LANDSCAPE = { width: 640, height: 480 };
const TALL = { width: 300, height: 900 };

/** A card at the width the grid gives it: 282px on a desktop, the phone's swipe-row card below. */
function CardFrame({ children }: { children: ReactNode }) {
  return <div style={{ width: "min(100% - 40px, 282px)", margin: "40px auto" }}>{children}</div>;
}

const expertStory = (size: typeof LANDSCAPE, viewport?: "phone" | "tablet" | "desktop") =>
  ({
    globals: viewport ? atViewport(viewport) : {},
    loaders: [photoLoader([size.width, size.height])],
    render: (args, { loaded }) => (
      <CardFrame>
        <ExpertCard {...args} expert={{ ...args.expert, imageUrl: loadedPhoto(loaded) }} />
      </CardFrame>
    ),
    play: async ({ canvasElement }) => {
      await expectPhotoFills(
        canvasElement.querySelector(".expert-card__portrait"),
        canvasElement.querySelector(".expert-card"),
        size,
      );
    },
  }) satisfies Story;

export const ExpertLandscapePhoto = expertStory(LANDSCAPE, "desktop");
export const ExpertTallPhoto = expertStory(TALL, "desktop");
export const ExpertPhotoPhone = expertStory(LANDSCAPE, "phone");
export const ExpertTallPhotoTablet = expertStory(TALL, "tablet");

const staffStory = (size: typeof LANDSCAPE, viewport: "phone" | "tablet" | "desktop") =>
  ({
    globals: atViewport(viewport),
    loaders: [photoLoader([size.width, size.height])],
    render: (_args, { loaded }) => (
      <div style={{ width: "var(--content-width)", margin: "24px auto" }}>
        <OfficeDirectory>
          <StaffCards
            staff={[{ ...fixtures.zh.staff[0]!, imageUrl: loadedPhoto(loaded) }]}
            copy={sectionCopy.zh.staff}
          />
        </OfficeDirectory>
      </div>
    ),
    play: async ({ canvasElement }) => {
      await expectPhotoFills(
        canvasElement.querySelector(".staff-card__photo"),
        canvasElement.querySelector(".staff-card"),
        size,
      );
    },
  }) satisfies Story;

export const StaffLandscapePhoto = staffStory(LANDSCAPE, "desktop");
export const StaffTallPhotoPhone = staffStory(TALL, "phone");

const chairmanStory = (size: typeof LANDSCAPE, viewport: "phone" | "tablet" | "desktop") =>
  ({
    globals: atViewport(viewport),
    loaders: [photoLoader([size.width, size.height])],
    render: (_args, { loaded }) => (
      <ChairmanMessage chairman={{ ...fixtures.zh.chairman, imageUrl: loadedPhoto(loaded) }} />
    ),
    play: async ({ canvasElement }) => {
      await expectPhotoFills(
        canvasElement.querySelector(".chairman-message__photo"),
        canvasElement.querySelector(".chairman-message__layout"),
        size,
      );
    },
  }) satisfies Story;

export const ChairmanLandscapePhoto = chairmanStory(LANDSCAPE, "desktop");
export const ChairmanTallPhoto = chairmanStory(TALL, "desktop");
export const ChairmanLandscapePhotoPhone = chairmanStory(LANDSCAPE, "phone");
export const ChairmanTallPhotoTablet = chairmanStory(TALL, "tablet");
