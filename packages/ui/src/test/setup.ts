import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { installNativeDialog } from "./native-dialog";

installNativeDialog();

// No Vitest globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
