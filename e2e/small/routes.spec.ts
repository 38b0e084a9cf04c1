import { expect, test } from "../support/api-fixtures";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { serveMedia } from "../support/page-helpers";
import { routeEditions } from "../support/route-cases";
import {
  deviceOf,
  horizontalOverflow,
  smallBodyText,
  smallScreens,
  smallTapTargets,
} from "../support/small-screens";

// D10, issue 15 item 4: every route of both editions at a phone's and a tablet's width: no
// sideways scrolling, running text of at least 16px on the phone, 44px tap targets, axe clean.

for (const screen of smallScreens) {
  test.describe(`${screen.name} ${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use(deviceOf(screen));

    for (const edition of routeEditions) {
      for (const route of edition.routes) {
        test(`${edition.name} ${route.path} fits the width, with readable text and tap targets`, async ({
          page,
          pageErrors,
        }) => {
          await serveMedia(page);
          await page.goto(route.path);
          await expect(page.locator("h1")).toHaveText(route.heading ?? route.title);
          await page.waitForLoadState("networkidle");

          const overflow = await horizontalOverflow(page);
          expect(overflow.culprits, "elements reaching past the window").toEqual([]);
          expect(overflow.scroll, "sideways scroll").toBe(0);
          if (screen.viewport.width < 768) {
            expect(await smallBodyText(page), "running text under 16px").toEqual([]);
          }
          expect(await smallTapTargets(page), "tap targets under 44×44px").toEqual([]);
          await expectNoSeriousAxeViolations(page, route.path);
          expect(pageErrors).toEqual([]);
        });
      }
    }
  });
}
