import { serviceGroupView } from "./service-group";

export const view = serviceGroupView("zonghe");
