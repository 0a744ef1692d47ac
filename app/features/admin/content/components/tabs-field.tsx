/**
 * A machine's tabs, in the order the page shows them: each with its name and link name, photos
 * with descriptions, description, specification table (edited as a table), footnote, applications
 * and catalogue PDF; tabs added, removed and moved. Every control's id is its whole path in the
 * fields (`tabs.1.name`), so the contract's and the server's messages land on it.
 */
import { useRef } from "react";
import type { FieldSpec } from "~/features/admin/content/field-specs";
import type { FieldErrors, TabEntry } from "~/features/admin/content/form-values";
import { Button, ButtonRow } from "~/features/admin/ui/button";
import { Field, FieldError } from "~/features/admin/ui/field";
import field from "~/features/admin/ui/field.module.css";
import { DocumentField } from "./document-field";
import { controlId } from "./field-ids";
import { PhotoField } from "./photo-field";
import { NEW_SPEC_TABLE, SpecTableEditor } from "./spec-table-editor";
import styles from "./tabs-field.module.css";

const MAX_TABS = 20;
const MAX_PHOTOS = 12;

/** The first message at a key or under it (a list's line: `tabs.0.description.2`). */
function errorAt(errors: FieldErrors, key: string): string | undefined {
  return errors[key] ?? Object.entries(errors).find(([at]) => at.startsWith(`${key}.`))?.[1];
}

interface TabsFieldProps {
  spec: Extract<FieldSpec, { kind: "tabs" }>;
  tabs: TabEntry[];
  errors: FieldErrors;
  onChange: (tabs: TabEntry[]) => void;
}

export function TabsField({ spec, tabs, errors, onChange }: TabsFieldProps) {
  const { name } = spec;
  const added = useRef(0);

  const change = (index: number, tab: TabEntry) => onChange(tabs.map((entry, i) => (i === index ? tab : entry)));
  const move = (from: number, to: number) => {
    const moved = [...tabs];
    const [tab] = moved.splice(from, 1);
    if (tab) moved.splice(to, 0, tab);
    onChange(moved);
  };
  const addTab = () => {
    added.current += 1;
    const group = tabs.at(-1)?.group;
    onChange([
      ...tabs,
      {
        key: `added-${added.current}`,
        slug: "",
        name: "",
        ...(group ? { group } : {}),
        photos: [],
        description: "",
        specTable: null,
        footnote: "",
        applicationPhotos: [],
        applications: "",
        // A new tab's generated catalogue is the machine's until one is uploaded for it.
        catalogue: tabs[0]?.catalogue ?? "",
        cataloguePdf: "",
      },
    ]);
  };

  return (
    <fieldset className={field.fieldset}>
      <legend className={field.label}>{spec.label}</legend>
      {tabs.map((tab, index) => {
        const at = `${name}.${index}`;
        // Controls are named by the tab's place, which a rename does not change.
        const tabName = `tab ${index + 1}`;
        const heading = tab.name.trim() ? `Tab ${index + 1}: ${tab.name.trim()}` : `Tab ${index + 1}, not named yet`;
        const textError = (part: string) => errorAt(errors, `${at}.${part}`);
        return (
          <section key={tab.key} className={styles.tab} aria-label={heading}>
            <h2 className={styles.heading}>{heading}</h2>
            <FieldError id={controlId(at)} error={errors[at] ?? errors[`${at}.group`]} />
            <ButtonRow>
              <Button small disabled={index === 0} onClick={() => move(index, index - 1)}>
                Move {tabName} up
              </Button>
              <Button small disabled={index === tabs.length - 1} onClick={() => move(index, index + 1)}>
                Move {tabName} down
              </Button>
              <Button small variant="danger" onClick={() => onChange(tabs.filter((_, i) => i !== index))}>
                Remove {tabName}
              </Button>
            </ButtonRow>
            <div className={styles.pair}>
              <Field label="Tab name" id={controlId(`${at}.name`)} error={textError("name")}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    value={tab.name}
                    onChange={(event) => change(index, { ...tab, name: event.currentTarget.value })}
                  />
                )}
              </Field>
              <Field
                label="Link name"
                optional
                hint="In the tab's address (?tab=…). Left blank, it is made from the name."
                id={controlId(`${at}.slug`)}
                error={textError("slug")}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    value={tab.slug}
                    onChange={(event) => change(index, { ...tab, slug: event.currentTarget.value })}
                  />
                )}
              </Field>
            </div>
            <PhotoField
              spec={{ name: `${at}.photos`, label: `Photos of ${tabName}`, kind: "photos", max: MAX_PHOTOS }}
              photos={tab.photos}
              errors={errors}
              onChange={(photos) => change(index, { ...tab, photos })}
            />
            <Field
              label="Description"
              hint="One paragraph per line."
              id={controlId(`${at}.description`)}
              error={textError("description")}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={4}
                  value={tab.description}
                  onChange={(event) => change(index, { ...tab, description: event.currentTarget.value })}
                />
              )}
            </Field>
            <section className={styles.specTable} aria-label={`Specification table of ${tabName}`}>
              <h3 className={field.label}>Specification table</h3>
              {tab.specTable ? (
                <>
                  <SpecTableEditor
                    name={`${at}.specTable`}
                    table={tab.specTable}
                    errors={errors}
                    onChange={(specTable) => change(index, { ...tab, specTable })}
                  />
                  <Button small className={styles.add} onClick={() => change(index, { ...tab, specTable: null })}>
                    Remove the table of {tabName}
                  </Button>
                </>
              ) : (
                <Button
                  small
                  className={styles.add}
                  onClick={() => change(index, { ...tab, specTable: NEW_SPEC_TABLE })}
                >
                  Add a specification table to {tabName}
                </Button>
              )}
            </section>
            <Field label="Footnote" optional id={controlId(`${at}.footnote`)} error={textError("footnote")}>
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  value={tab.footnote}
                  onChange={(event) => change(index, { ...tab, footnote: event.currentTarget.value })}
                />
              )}
            </Field>
            <PhotoField
              spec={{
                name: `${at}.applicationPhotos`,
                label: `Application photos of ${tabName}`,
                kind: "photos",
                max: MAX_PHOTOS,
              }}
              photos={tab.applicationPhotos}
              errors={errors}
              onChange={(applicationPhotos) => change(index, { ...tab, applicationPhotos })}
            />
            <Field
              label="Applications"
              hint="One per line, at least three."
              id={controlId(`${at}.applications`)}
              error={textError("applications")}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={4}
                  value={tab.applications}
                  onChange={(event) => change(index, { ...tab, applications: event.currentTarget.value })}
                />
              )}
            </Field>
            <DocumentField
              spec={{
                name: `${at}.cataloguePdf`,
                label: `Catalogue PDF of ${tabName}`,
                kind: "document",
                optional: true,
                hint: `Replaces the generated ${tab.catalogue || "catalogue"}.`,
              }}
              href={tab.cataloguePdf}
              error={errors[`${at}.cataloguePdf`] ?? errors[`${at}.catalogue`]}
              onChange={(cataloguePdf) => change(index, { ...tab, cataloguePdf })}
            />
          </section>
        );
      })}
      {tabs.length < MAX_TABS ? (
        <Button id={controlId(name)} small className={styles.add} onClick={addTab}>
          Add a tab
        </Button>
      ) : null}
      <FieldError id={controlId(name)} error={errors[name]} />
    </fieldset>
  );
}
