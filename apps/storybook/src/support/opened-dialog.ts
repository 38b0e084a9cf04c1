import { screen } from "storybook/test";

/**
 * The dialog of this name once its opening animation has run: `toBeVisible` reads opacity,
 * and on a busy machine the first frames of the fade-in can still be at 0.
 */
export async function openedDialog(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole("dialog", { name });
  await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return dialog;
}
