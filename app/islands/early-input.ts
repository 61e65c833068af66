type TextField = HTMLInputElement | HTMLTextAreaElement;
type Kept =
  | { kind: "text"; value: string; start: number | null; end: number | null }
  | { kind: "checked"; checked: boolean }
  | { kind: "option"; value: string };

const CHECKABLE = ["checkbox", "radio"];

function isText(target: EventTarget | null): target is TextField {
  if (target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement && target.type !== "file" && !CHECKABLE.includes(target.type)
  );
}

function isCheckable(target: EventTarget | null): target is HTMLInputElement {
  return target instanceof HTMLInputElement && CHECKABLE.includes(target.type);
}

/** The option a select was prerendered with: what the island's state holds for it. */
function prerenderedOption(select: HTMLSelectElement) {
  const options = Array.prototype.slice.call(select.options) as HTMLOptionElement[];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
}

/** Sets a field's property as the browser does, without React's record of what it last set. */
function setNatively(field: Element, property: "value" | "checked", value: string | boolean) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)!.set!.call(field, value);
}

/**
 * What a visitor typed, pasted, ticked or chose in an island's fields before it hydrated, kept
 * for its component. React hydrates a field without reading it: the component's state still holds
 * the prerendered value, and the first render after hydration writes that back over the visitor's.
 * Call it before hydrating: it notes each field already changed and follows what changes while
 * the island hydrates. The function it returns, called once the island has hydrated (before its
 * held clicks are made again), gives each kept value back to the field as a change the component
 * hears now: typed text as an `input`, a ticked box or a chosen radio as a click that makes it so,
 * a chosen option and a chosen file as a `change`.
 */
export function keepEarlyInput(root: HTMLElement) {
  const kept = new Map<Element, Kept>();
  const keep = (field: EventTarget | null) => {
    if (isText(field))
      kept.set(field, {
        kind: "text",
        value: field.value,
        start: field.selectionStart,
        end: field.selectionEnd,
      });
    else if (isCheckable(field)) {
      // A radio chosen unchooses the others of its group without an event of theirs.
      if (field.type === "radio")
        kept.forEach((_, other) => {
          if ((other as HTMLInputElement).name === field.name) kept.delete(other);
        });
      kept.set(field, { kind: "checked", checked: field.checked });
    } else if (field instanceof HTMLSelectElement)
      kept.set(field, { kind: "option", value: field.value });
  };
  root.querySelectorAll("input, textarea, select").forEach((field) => {
    if (isText(field) && field.value !== field.defaultValue) keep(field);
    if (isCheckable(field) && field.checked !== field.defaultChecked && field.checked) keep(field);
    if (field instanceof HTMLSelectElement && field.value !== prerenderedOption(field)) keep(field);
  });
  const onChange = (event: Event) => keep(event.target);
  root.addEventListener("input", onChange, true);
  root.addEventListener("change", onChange, true);

  return function replayEarlyInput() {
    root.removeEventListener("input", onChange, true);
    root.removeEventListener("change", onChange, true);
    kept.forEach((entry, field) => {
      if (entry.kind === "text" && isText(field)) {
        // Hydration set `defaultValue` to the state's value. React's own setter on the element
        // records the value it believes the field holds; the prototype's setter leaves that
        // record alone, so the `input` event reads as a change from the state's value to the
        // visitor's.
        field.value = field.defaultValue;
        setNatively(field, "value", entry.value);
        if (entry.start !== null) field.setSelectionRange(entry.start, entry.end);
        field.dispatchEvent(new Event("input", { bubbles: true }));
      } else if (entry.kind === "checked" && isCheckable(field)) {
        if (entry.checked === field.defaultChecked && field.type === "checkbox") return;
        // Recorded as the other state, then clicked: the box or radio becomes the visitor's
        // again, and the component hears it as the visitor's own click.
        field.checked = !entry.checked;
        field.click();
      } else if (entry.kind === "option" && field instanceof HTMLSelectElement) {
        setNatively(field, "value", entry.value);
        field.dispatchEvent(new Event("change", { bubbles: true }));
      }
    });
    root.querySelectorAll<HTMLInputElement>("input[type=file]").forEach((field) => {
      // React reads a file input's `change` as it comes.
      if (field.files?.length) field.dispatchEvent(new Event("change", { bubbles: true }));
    });
  };
}
