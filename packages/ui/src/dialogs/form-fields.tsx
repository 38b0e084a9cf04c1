import { useId, type ComponentProps, type ReactNode } from "react";
import { countChars } from "@site/forms/char-count";
import { cn } from "../lib/cn";

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  errorId: string;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}

function FieldShell({
  id,
  label,
  required,
  error,
  errorId,
  extra,
  children,
  className,
}: FieldShellProps) {
  return (
    <div className={cn("ui-field", className)} data-invalid={error ? "" : undefined}>
      <div className="ui-field__top">
        <label className="ui-field__label" htmlFor={id}>
          {label}
          {required ? (
            <span className="ui-field__required" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {extra}
      </div>
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * A validation message as text under its field (D8). The line is always there, empty until
 * needed: a message that appears moves nothing below it (a blur on the way to 提交 used to push
 * the button away before the click landed), and, as a live region, it is announced.
 */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  return (
    <p className="ui-field__error" id={id} aria-live="polite">
      {message}
    </p>
  );
}

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

type InputProps = Omit<ComponentProps<"input">, "id"> & {
  label: string;
  error?: string | undefined;
  className?: string;
};

export function TextField({ label, error, required, className, ...input }: InputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      error={error}
      errorId={errorId}
      className={className}
    >
      <input
        id={id}
        className="ui-field__control"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        {...input}
      />
    </FieldShell>
  );
}

type TextAreaProps = Omit<ComponentProps<"textarea">, "id"> & {
  label: string;
  error?: string | undefined;
  /** Current text, for the live counter (D5). */
  text: string | undefined;
  /** The limit the counter shows (checked by the schema, not by `maxLength`). */
  limit: number;
  className?: string;
};

/** A text box with a `n/max` counter; the limit is a validation message, not a `maxlength` (D5). */
export function TextAreaField({
  label,
  error,
  required,
  text,
  limit,
  className,
  ...textarea
}: TextAreaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const count = countChars(text ?? "");
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      error={error}
      errorId={errorId}
      className={className}
      extra={
        <span
          className="ui-field__counter"
          id={counterId}
          data-state={count > limit ? "over" : "within"}
        >
          {count}/{limit}
        </span>
      }
    >
      <textarea
        id={id}
        className="ui-field__control ui-field__control--area"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(counterId, error && errorId)}
        {...textarea}
      />
    </FieldShell>
  );
}

interface ChoiceGroupProps {
  legend: string;
  error?: string | undefined;
  required?: boolean;
  children: ReactNode;
}

/** A radio group: a fieldset with a visible legend. */
export function ChoiceGroup({ legend, error, required, children }: ChoiceGroupProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className="ui-field ui-choices"
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? "" : undefined}
    >
      <legend className="ui-field__label">
        {legend}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className="ui-choices__options">{children}</div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

type ChoiceProps = Omit<ComponentProps<"input">, "type" | "id"> & { label: string };

export function Choice({ label, ...input }: ChoiceProps) {
  const id = useId();
  return (
    <span className="ui-choice">
      <input id={id} type="radio" className="ui-choice__input" {...input} />
      <label htmlFor={id} className="ui-choice__label">
        {label}
      </label>
    </span>
  );
}
