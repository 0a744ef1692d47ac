/** A form's outcome shown in the page as an alert (the catalogue forms; docs/spec.md §8 "alert"). */
export interface Notice {
  tone: "success" | "error";
  text: string;
}

export function FormNotice({ notice }: { notice: Notice | null }) {
  return (
    <p className="lead-form__notice" role="alert" data-tone={notice?.tone}>
      {notice?.text}
    </p>
  );
}
