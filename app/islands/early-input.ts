type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Hands React what a visitor typed, pasted or chose in an island's fields before it hydrated.
 * React hydrates a field without reading it: its component's state still holds the prerendered
 * value, and the next render would write that back over the visitor's. Called once the island has
 * hydrated (and before its held clicks are made again), it sends each such field's value to the
 * component as a change made now.
 */
export function replayEarlyInput(root: HTMLElement) {
  root.querySelectorAll<Field>("input, textarea").forEach((field) => {
    if (field instanceof HTMLInputElement && field.type === "file") {
      // React reads a file input's `change` as it comes.
      if (field.files?.length) field.dispatchEvent(new Event("change", { bubbles: true }));
      return;
    }
    // Radios and checkboxes change only by a click, and clicks are held until hydration.
    if (field.type === "radio" || field.type === "checkbox") return;
    const value = field.value;
    if (value === field.defaultValue) return;
    const { selectionStart, selectionEnd } = field;
    // Hydration set `defaultValue` to the state's value. React's own setter on the element records
    // the value it believes the field holds; the prototype's setter leaves that record alone, so
    // the `input` event reads as a change from the state's value to the visitor's.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(field, value);
    if (selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
