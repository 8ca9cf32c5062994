import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ClaimForReview } from '#shared/schemas/operator.js';
import { AccountSection } from '#web/components/account-page';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { claimsQueryOptions } from '../api/claims-review';
import { ProgramOversight } from './program-oversight';
import typography from '#web/components/ui/typography.module.css';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from '../operator-page.module.css';
import layout from '#web/components/ui/layout.module.css';
import { operatorTexts as text } from '../operator-texts';
import { usePageLanguage } from '#web/lib/i18n';

interface ProgramShown {
  id: string;
  name: string;
  place: string | null;
}

/** Each program once, from the approved claims: the programs that have (or had) managers. */
function programsOf(claims: readonly ClaimForReview[]): ProgramShown[] {
  const byId = new Map<string, ProgramShown>();
  for (const { program } of claims) byId.set(program.id, { id: program.id, name: program.name, place: `${program.address}, ${program.city}` });
  return [...byId.values()];
}

/** Programs whose claims were approved, and any other looked up by id: each opens to its managers and audit log. */
export function ProgramsWithManagers() {
  const { _ } = usePageLanguage();
  const approved = useQuery(claimsQueryOptions('approved'));
  const [lookedUp, setLookedUp] = useState<ProgramShown[]>([]);
  const [lookup, setLookup] = useState('');

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = lookup.trim();
    if (id === '') return;
    setLookedUp((current) => [{ id, name: id, place: null }, ...current.filter((program) => program.id !== id)]);
    setLookup('');
  }

  const fromClaims = approved.data ? programsOf(approved.data) : [];
  const programs = [...lookedUp, ...fromClaims.filter((program) => !lookedUp.some((shown) => shown.id === program.id))];
  return (
    <AccountSection title={_(text.programsTitle)} intro={_(text.programsIntro)}>
      <form className={styles.lookup} onSubmit={show} aria-label={_(text.lookup)}>
        <Field label={_(text.lookupLabel)} hint={_(text.lookupHint)}>
          {(control) => <input {...control} value={lookup} autoComplete="off" onChange={(event) => setLookup(event.target.value)} />}
        </Field>
        <Button type="submit" variant="secondary" className={styles.lookupButton}>
          {_(text.lookup)}
        </Button>
      </form>
      {approved.isError && <Alert>{_(text.loadFailed)}</Alert>}
      {approved.isSuccess && programs.length === 0 && <p className={typography.muted}>{_(text.noPrograms)}</p>}
      <ul className={cx(listStyles.list, styles.programs)}>
        {programs.map((program) => (
          <ProgramDisclosure key={program.id} program={program} openAtFirst={lookedUp[0]?.id === program.id} />
        ))}
      </ul>
    </AccountSection>
  );
}

/** A program folded to its name; its managers and audit log load when opened. */
function ProgramDisclosure({ program, openAtFirst }: { program: ProgramShown; openAtFirst: boolean }) {
  const [open, setOpen] = useState(openAtFirst);
  return (
    <li className={styles.program}>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={cx(layout.row, styles.summary)}>
          <span className={styles.programName}>{program.name}</span>
          {program.place && <span className={typography.muted}>{program.place}</span>}
        </summary>
        {open && <ProgramOversight programId={program.id} programName={program.name} />}
      </details>
    </li>
  );
}
