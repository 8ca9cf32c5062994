/**
 * One radio button per value, each in its own label, the checked one `value`: the choices of a
 * fieldset, whose legend names them. The labels' layout is the form's, hence `className`.
 */
export function RadioChoices<T extends string>({
  name,
  values,
  labels,
  value,
  onChoose,
  className,
}: {
  name: string;
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onChoose: (value: T) => void;
  className?: string;
}) {
  return (
    <>
      {values.map((each) => (
        <label key={each} className={className}>
          <input type="radio" name={name} value={each} checked={value === each} onChange={() => onChoose(each)} />
          {labels[each]}
        </label>
      ))}
    </>
  );
}
