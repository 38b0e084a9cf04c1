import type { Lang } from "@site/forms/lang";
import { UPLOAD_ACCEPT, uploadRefusalMessage } from "@site/forms/upload";
import { useId, type ChangeEvent } from "react";
import { Icon } from "../lib/icons";
import type { RefusedFile, UploadEntry } from "./use-image-uploads";

export interface ImageUploadCopy {
  /** The visible label of the file input. */
  label: string;
  /** A hint under the label (types, count, size), e.g. `JPG/PNG，最多5张，每张不超过10MB`. */
  hint?: string;
  /** The visible text of the choose area. */
  choose: string;
  /** Prefix of each remove button's name; the file name follows. */
  remove: string;
  /** Shown on a failed upload. */
  failed: string;
  /** Prefix of each progress bar's name; the file name follows. */
  progress: string;
}

interface ImageUploadFieldProps {
  name: string;
  lang: Lang;
  copy: ImageUploadCopy;
  entries: UploadEntry[];
  refused: RefusedFile[];
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
}

/** The complaint form's image field: file input, refusals, thumbnails with progress (D4, D5). */
export function ImageUploadField({
  name,
  lang,
  copy,
  entries,
  refused,
  onAdd,
  onRemove,
}: ImageUploadFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const messagesId = `${id}-messages`;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Clearing lets the visitor choose the same file again after removing it.
    event.target.value = "";
    if (files.length > 0) onAdd(files);
  };

  return (
    <div className="ui-field ui-upload">
      <div className="ui-field__top">
        <span className="ui-field__label" id={`${id}-label`}>
          {copy.label}
        </span>
      </div>
      {copy.hint ? (
        <p className="ui-upload__hint" id={hintId}>
          {copy.hint}
        </p>
      ) : null}
      <div className="ui-upload__grid">
        {entries.map((entry) => (
          <figure key={entry.id} className="ui-upload__item" data-state={entry.status}>
            {entry.previewUrl ? (
              <img className="ui-upload__thumb" src={entry.previewUrl} alt={entry.name} />
            ) : (
              <span className="ui-upload__thumb ui-upload__thumb--empty" />
            )}
            <figcaption className="ui-upload__caption">
              {entry.status === "failed" ? (
                <span className="ui-upload__failed">{copy.failed}</span>
              ) : entry.status === "uploading" ? (
                <span
                  className="ui-upload__progress"
                  role="progressbar"
                  aria-label={`${copy.progress} ${entry.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={entry.progress}
                >
                  <span
                    className="ui-upload__progress-bar"
                    style={{ transform: `scaleX(${entry.progress / 100})` }}
                  />
                </span>
              ) : (
                <span className="ui-visually-hidden">{entry.name}</span>
              )}
            </figcaption>
            <button
              type="button"
              className="ui-upload__remove"
              aria-label={`${copy.remove} ${entry.name}`}
              onClick={() => onRemove(entry.id)}
            >
              <Icon name="close" />
            </button>
          </figure>
        ))}
        {/* The label wraps its input, so the whole 96px square is the input's target. */}
        <label className="ui-upload__choose" htmlFor={id}>
          <Icon name="image-add" className="ui-upload__choose-icon" />
          <span>{copy.choose}</span>
          <input
            id={id}
            className="ui-upload__input ui-visually-hidden"
            type="file"
            name={name}
            accept={UPLOAD_ACCEPT}
            multiple
            aria-labelledby={`${id}-label`}
            aria-describedby={
              [copy.hint ? hintId : "", refused.length ? messagesId : ""].join(" ").trim() ||
              undefined
            }
            onChange={onChange}
          />
        </label>
      </div>
      <div id={messagesId} className="ui-upload__messages" aria-live="polite">
        {refused.length ? (
          <ul className="ui-upload__refusals">
            {refused.map((file, index) => (
              <li key={`${file.name}-${index}`} className="ui-field__error">
                <span className="ui-upload__refused-name">{file.name}</span>
                <span>{uploadRefusalMessage(file.refusal, lang)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
