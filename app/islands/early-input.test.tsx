// @vitest-environment happy-dom
import * as React from "react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { keepEarlyInput } from "./early-input";

// Tells React that act() wraps these updates.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const subscribe = () => () => {};

/**
 * Controlled fields and a file input, as an island's component has them. Like the sample's
 * verifier, it renders again as soon as it has hydrated, which writes its state into its fields.
 */
function Certificate() {
  const [text, setText] = React.useState("");
  const [field, setField] = React.useState("signed");
  const [file, setFile] = React.useState("none");
  const hydrated = React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <div data-hydrated={hydrated}>
      <textarea aria-label="Certificate" value={text} onChange={(e) => setText(e.target.value)} />
      <input aria-label="Field" value={field} onChange={(e) => setField(e.target.value)} />
      <input
        type="file"
        aria-label="File"
        onChange={(event) => setFile(event.target.files?.[0]?.name ?? "none")}
      />
      <output>{`${text.length} characters, field ${field}, file ${file}`}</output>
    </div>
  );
}

let container: HTMLElement;
let root: ReturnType<typeof hydrateRoot> | null = null;

const $ = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;

/** The prerendered island, as the islands' entry hydrates it. */
async function hydrateWith(early: () => void) {
  container = document.createElement("div");
  container.innerHTML = renderToString(<Certificate />);
  document.body.append(container);
  early();
  const replay = keepEarlyInput(container);
  root = await act(async () => hydrateRoot(container, <Certificate />));
  expect($("[data-hydrated]").getAttribute("data-hydrated")).toBe("true");
  act(() => replay());
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe("keepEarlyInput", () => {
  it("gives the component what was pasted or typed before hydration, and keeps it on screen", async () => {
    await hydrateWith(() => {
      const textarea = $<HTMLTextAreaElement>("textarea");
      textarea.value = '{ "version": 1 }';
      textarea.setSelectionRange(3, 3);
      $<HTMLInputElement>("[aria-label=Field]").value = "edited";
    });
    expect($("output").textContent).toBe("16 characters, field edited, file none");
    expect($<HTMLTextAreaElement>("textarea").value).toBe('{ "version": 1 }');
    expect($<HTMLTextAreaElement>("textarea").selectionStart).toBe(3);
    expect($<HTMLInputElement>("[aria-label=Field]").value).toBe("edited");
  });

  it("keeps what is typed while the island hydrates", async () => {
    container = document.createElement("div");
    container.innerHTML = renderToString(<Certificate />);
    document.body.append(container);
    const replay = keepEarlyInput(container);
    const field = $<HTMLInputElement>("[aria-label=Field]");
    field.value = "typed late";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    root = await act(async () => hydrateRoot(container, <Certificate />));
    act(() => replay());
    expect($("output").textContent).toBe("0 characters, field typed late, file none");
  });

  it("gives the component a file chosen before hydration", async () => {
    await hydrateWith(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["{}"], "cert.fabric-cert.json"));
      Object.defineProperty($("[type=file]"), "files", { value: transfer.files });
    });
    expect($("output").textContent).toBe("0 characters, field signed, file cert.fabric-cert.json");
  });

  it("sends nothing for fields left as they were prerendered", async () => {
    let changes = 0;
    await hydrateWith(() => {
      container.addEventListener("input", () => changes++);
      container.addEventListener("change", () => changes++);
    });
    expect(changes).toBe(0);
    expect($("output").textContent).toBe("0 characters, field signed, file none");
  });

  it("gives the component the boxes ticked, the radio and the option chosen before hydration", async () => {
    /** A form's choices, controlled as the request-demo form's are. */
    function Choices() {
      const [topics, setTopics] = React.useState<string[]>([]);
      const [period, setPeriod] = React.useState("monthly");
      const [plan, setPlan] = React.useState("");
      return (
        <div>
          {["Trust", "Flows"].map((topic) => (
            <input
              key={topic}
              type="checkbox"
              aria-label={topic}
              checked={topics.includes(topic)}
              onChange={(event) =>
                setTopics((now) =>
                  event.target.checked ? [...now, topic] : now.filter((t) => t !== topic),
                )
              }
            />
          ))}
          {["monthly", "yearly"].map((value) => (
            <input
              key={value}
              type="radio"
              name="period"
              aria-label={value}
              checked={period === value}
              onChange={() => setPeriod(value)}
            />
          ))}
          <select aria-label="Plan" value={plan} onChange={(event) => setPlan(event.target.value)}>
            <option value="">None</option>
            <option value="starter">Starter</option>
          </select>
          <output>{`${topics.join("+") || "no topics"}, ${period}, ${plan || "no plan"}`}</output>
        </div>
      );
    }
    container = document.createElement("div");
    container.innerHTML = renderToString(<Choices />);
    document.body.append(container);
    // As the browser does them: a tick, a radio, an option, each with its change.
    const choose = (selector: string) => $<HTMLInputElement>(selector).click();
    choose("[aria-label=Trust]");
    const replay = keepEarlyInput(container);
    choose("[aria-label=yearly]");
    const plan = $<HTMLSelectElement>("select");
    plan.value = "starter";
    plan.dispatchEvent(new Event("change", { bubbles: true }));
    root = await act(async () => hydrateRoot(container, <Choices />));
    act(() => replay());
    expect($("output").textContent).toBe("Trust, yearly, starter");
    expect($<HTMLInputElement>("[aria-label=Trust]").checked).toBe(true);
    expect($<HTMLInputElement>("[aria-label=Flows]").checked).toBe(false);
    expect($<HTMLInputElement>("[aria-label=yearly]").checked).toBe(true);
    expect($<HTMLInputElement>("[aria-label=monthly]").checked).toBe(false);
    expect(plan.value).toBe("starter");
  });
});
