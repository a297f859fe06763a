/** Errors show next to their fields (spec §5), never as a list at the top of the form. */
export function ErrorListTemplate() {
  return null;
}
