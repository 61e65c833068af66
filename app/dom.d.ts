import "react";

declare module "react" {
  // Declaration merging takes React's own type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** HTML's invoker commands: the id of the element this button acts on. */
    commandfor?: string;
    /** What it does to that element: open a `<dialog>` as a modal, close it. */
    command?: "show-modal" | "close" | "request-close";
  }
}
