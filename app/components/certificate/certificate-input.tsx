import { FileUp, ShieldCheck, Sparkles } from "lucide-react";
import * as React from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { verifierCopy } from "~/content/verification";
import { BUNDLE_EXTENSION } from "~/lib/certificate-bundle";
import { cn } from "~/lib/utils";

const copy = verifierCopy.input;

/** Where a certificate comes in: pasted text, a dropped or chosen file, or the sample. */
export function CertificateInput({
  text,
  onTextChange,
  onVerify,
  onFile,
  onSample,
  invalid,
}: {
  text: string;
  onTextChange: (text: string) => void;
  onVerify: () => void;
  onFile: (file: File) => void;
  onSample: () => void;
  invalid: boolean;
}) {
  const [dragging, setDragging] = React.useState(false);
  return (
    <section aria-labelledby="input-heading" className="rounded-2xl border bg-card p-6">
      <h2 id="input-heading" className="text-lg font-semibold">
        {copy.heading}
      </h2>
      <form
        className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
        onSubmit={(event) => {
          event.preventDefault();
          onVerify();
        }}
      >
        <div className="space-y-3">
          <Label htmlFor="certificate-text">{copy.textLabel}</Label>
          <Textarea
            id="certificate-text"
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            placeholder={copy.placeholder}
            spellCheck={false}
            aria-invalid={invalid || undefined}
            code
          />
          <Button type="submit">
            <ShieldCheck aria-hidden="true" />
            {copy.verify}
          </Button>
        </div>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            const file = event.dataTransfer.files[0];
            if (file) onFile(file);
          }}
          className={cn(
            "flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed p-6 text-center text-sm text-muted-foreground",
            dragging && "border-brand bg-accent",
          )}
        >
          <FileUp aria-hidden="true" className="size-8" />
          <p>{copy.drop}</p>
          <input
            id="certificate-file"
            type="file"
            accept={`${BUNDLE_EXTENSION},.json,application/json`}
            className="peer sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onFile(file);
              event.target.value = "";
            }}
          />
          <label
            htmlFor="certificate-file"
            className={cn(
              buttonVariants({ variant: "outline" }),
              "cursor-pointer select-none peer-focus-visible:ring-3 peer-focus-visible:ring-ring/60",
            )}
          >
            {copy.choose}
          </label>
          <Button type="button" variant="link" onClick={onSample}>
            <Sparkles aria-hidden="true" />
            {copy.sample}
          </Button>
        </div>
      </form>
    </section>
  );
}
