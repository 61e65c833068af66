type Field = HTMLInputElement | HTMLTextAreaElement;
type Kept = { value: string; start: number | null; end: number | null };

/** A field whose value is text: radios and checkboxes change only by a click, which is held. */
function holdsText(target: EventTarget | null): target is Field {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !["file", "radio", "checkbox"].includes(target.type);
}

/**
 * What a visitor typed, pasted or chose in an island's fields before it hydrated, kept for its
 * component. React hydrates a field without reading it: the component's state still holds the
 * prerendered value, and the first render after hydration writes that back over the visitor's.
 * Call it before hydrating: it notes each field already changed and follows what is typed while
 * the island hydrates. The function it returns, called once the island has hydrated (before its
 * held clicks are made again), gives each kept value back to the field and sends it to the
 * component as a change made now; a chosen file is sent as its `change`.
 */
export function keepEarlyInput(root: HTMLElement) {
  const kept = new Map<Field, Kept>();
  const keep = (field: Field) =>
    kept.set(field, { value: field.value, start: field.selectionStart, end: field.selectionEnd });
  root.querySelectorAll("input, textarea").forEach((field) => {
    if (holdsText(field) && field.value !== field.defaultValue) keep(field);
  });
  const onInput = (event: Event) => {
    if (holdsText(event.target)) keep(event.target);
  };
  root.addEventListener("input", onInput, true);

  return function replayEarlyInput() {
    root.removeEventListener("input", onInput, true);
    kept.forEach(({ value, start, end }, field) => {
      // Hydration set `defaultValue` to the state's value. React's own setter on the element
      // records the value it believes the field holds; the prototype's setter leaves that record
      // alone, so the `input` event reads as a change from the state's value to the visitor's.
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(
        field,
        value,
      );
      if (start !== null) field.setSelectionRange(start, end);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
    root.querySelectorAll<HTMLInputElement>("input[type=file]").forEach((field) => {
      // React reads a file input's `change` as it comes.
      if (field.files?.length) field.dispatchEvent(new Event("change", { bubbles: true }));
    });
  };
}
