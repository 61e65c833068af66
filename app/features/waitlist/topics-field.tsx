import type * as React from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import { type WaitlistTopic, waitlistForm, waitlistTopics } from "~/content/waitlist";
import { FieldError, fieldErrorId } from "./field-error";

type TopicsFieldProps = {
  id: string;
  value: readonly string[];
  onChange: (topics: WaitlistTopic[]) => void;
  onBlur: () => void;
  error?: string;
  /** Receives the first checkbox, so a failed submit can focus the group. */
  firstRef: React.Ref<HTMLInputElement>;
};

/** Topics are checkboxes, each adding its value to or removing it from one array. */
export function TopicsField({ id, value, onChange, onBlur, error, firstRef }: TopicsFieldProps) {
  function toggle(topic: WaitlistTopic, checked: boolean) {
    const others = value.filter((entry) => entry !== topic) as WaitlistTopic[];
    onChange(checked ? [...others, topic] : others);
  }
  return (
    <fieldset
      data-slot="topics-field"
      className="grid gap-3"
      aria-describedby={error ? fieldErrorId(id) : undefined}
    >
      <legend className="mb-3 text-sm leading-none font-medium">{waitlistForm.legend}</legend>
      {waitlistTopics.map((topic, index) => {
        const optionId = `${id}-${index}`;
        return (
          <div key={topic} className="flex items-start gap-3">
            <Checkbox
              id={optionId}
              ref={index === 0 ? firstRef : undefined}
              value={topic}
              checked={value.includes(topic)}
              onChange={(event) => toggle(topic, event.target.checked)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
            />
            <Label htmlFor={optionId} option>
              {topic}
            </Label>
          </div>
        );
      })}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
