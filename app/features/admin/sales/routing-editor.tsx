/**
 * The routing table (administrators): rules of countries and the people who answer them, in
 * order, and the fallback people. Unknown countries and people are named by field before saving
 * (the rules the server checks too, `routingFieldErrors`), and the server's field errors show the
 * same way.
 */
import { useId, useState } from "react";
import { type Routing, type RoutingAnswer, type StaffRef, routingFieldErrors } from "#contracts/sales";
import { AdminApiError, adminRequest } from "~/features/admin/api/client";
import { salesPaths } from "#contracts/sales";
import { Alert } from "~/features/admin/ui/alert";
import { Button, ButtonRow } from "~/features/admin/ui/button";
import { Field, Fieldset } from "~/features/admin/ui/field";
import { Panel } from "~/features/admin/ui/panel";

interface DraftRule {
  key: number;
  countries: string;
  staffIds: number[];
}

const splitPlaces = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((place) => place.trim())
    .filter(Boolean);

function PeopleChecks({
  legend,
  people,
  selected,
  error,
  onChange,
}: {
  legend: string;
  people: readonly StaffRef[];
  selected: readonly number[];
  error: string | undefined;
  onChange: (ids: number[]) => void;
}) {
  return (
    <Fieldset legend={legend} error={error}>
      {people.map((person) => (
        <label key={person.id}>
          <input
            type="checkbox"
            checked={selected.includes(person.id)}
            onChange={(e) =>
              onChange(e.target.checked ? [...selected, person.id] : selected.filter((x) => x !== person.id))
            }
          />{" "}
          {person.name}
        </label>
      ))}
    </Fieldset>
  );
}

export function RoutingEditor({ answer }: { answer: RoutingAnswer }) {
  const listId = useId();
  let next = 0;
  const [rules, setRules] = useState<DraftRule[]>(() =>
    answer.routing.rules.map((rule) => ({
      key: next++,
      countries: rule.countries.join(", "),
      staffIds: rule.staffIds,
    })),
  );
  const [fallback, setFallback] = useState<number[]>(answer.routing.fallbackStaffIds);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  const update = (key: number, change: Partial<DraftRule>) =>
    setRules((current) => current.map((rule) => (rule.key === key ? { ...rule, ...change } : rule)));

  async function save() {
    const routing: Routing = {
      rules: rules.map((rule) => ({ countries: splitPlaces(rule.countries), staffIds: rule.staffIds })),
      fallbackStaffIds: fallback,
    };
    const local = routingFieldErrors(routing, new Set(answer.staff.map((person) => person.id)));
    routing.rules.forEach((rule, index) => {
      if (rule.countries.length === 0) local[`rules.${index}.countries`] = "Name at least one country";
      if (rule.staffIds.length === 0) local[`rules.${index}.staffIds`] = "Choose at least one person";
    });
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setMessage({ tone: "error", text: "Some rules need changes before they can be saved." });
      return;
    }
    try {
      await adminRequest(salesPaths.routing, { method: "PUT", body: routing });
      setMessage({ tone: "success", text: "Routing saved. New leads follow it from now on." });
    } catch (error) {
      if (error instanceof AdminApiError && error.fields) setErrors(error.fields);
      setMessage({ tone: "error", text: error instanceof AdminApiError ? error.message : "Routing was not saved." });
    }
  }

  return (
    <>
      {message ? (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      ) : null}
      <datalist id={listId}>
        {answer.places.map((place) => (
          <option key={place} value={place} />
        ))}
      </datalist>
      {rules.map((rule, index) => (
        <Panel key={rule.key} title={`Rule ${index + 1}`}>
          <Field
            label="Countries"
            hint="Separated by commas, as the forms store them; India/Gujarat for an Indian state; * for any"
            error={errors[`rules.${index}.countries`]}
          >
            {(control) => (
              <input
                {...control}
                list={listId}
                value={rule.countries}
                onChange={(e) => update(rule.key, { countries: e.target.value })}
              />
            )}
          </Field>
          <PeopleChecks
            legend="Answered in turn by"
            people={answer.staff}
            selected={rule.staffIds}
            error={errors[`rules.${index}.staffIds`]}
            onChange={(staffIds) => update(rule.key, { staffIds })}
          />
          <Button small onClick={() => setRules((current) => current.filter((r) => r.key !== rule.key))}>
            Remove rule {index + 1}
          </Button>
        </Panel>
      ))}
      <Panel title="Fallback">
        <PeopleChecks
          legend="When no rule names the country, or nobody of its rule is available"
          people={answer.staff}
          selected={fallback}
          error={errors.fallbackStaffIds}
          onChange={setFallback}
        />
      </Panel>
      <ButtonRow>
        <Button onClick={() => setRules((current) => [...current, { key: Date.now(), countries: "", staffIds: [] }])}>
          Add a rule
        </Button>
        <Button variant="primary" onClick={() => void save()}>
          Save routing
        </Button>
      </ButtonRow>
    </>
  );
}
