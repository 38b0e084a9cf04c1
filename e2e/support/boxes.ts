/** A named element's rectangle on the page, as the layout tests compare them. */
export interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}
