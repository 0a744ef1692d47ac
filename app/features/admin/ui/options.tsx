/** A select's choices: one <option> each, its value and the words a person reads. */
interface Choice {
  value: string | number;
  label: string;
}

export function Options({ choices }: { choices: readonly Choice[] }) {
  return (
    <>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
